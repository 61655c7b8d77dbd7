import { Input } from 'antd';
import { useState } from 'react';
import { commaList } from './comma-list';

export interface CommaListInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * Text in which staff type or paste several values (001 §5, decision 25). What they type stays as typed; the value
 * emitted is the cleaned list joined by commas, and the field shows it once they leave it.
 */
export function CommaListInput({ value, onChange, placeholder = '多个值用逗号、空格或换行分隔', disabled, ...rest }: CommaListInputProps) {
  const [draft, setDraft] = useState<string>();
  return (
    <Input.TextArea
      autoSize={{ minRows: 1, maxRows: 6 }}
      value={draft ?? value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      aria-label={rest['aria-label']}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange?.(commaList(event.target.value));
      }}
      onBlur={() => setDraft(undefined)}
    />
  );
}
