import { Input, type InputRef } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { caretAfterGrouping, groupTags } from './tag-groups';

export interface TagInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * The tag input of 001 §5 (upstream JVxeTable's `tags` cell): whatever staff type or paste is regrouped at once into
 * groups of 2 characters separated by semicolons, and that grouped text is the value (`'ab;cd;e'`).
 */
export function TagInput({ value, onChange, placeholder, disabled, ...rest }: TagInputProps) {
  const input = useRef<InputRef>(null);
  // The caret to restore once the regrouped text is on screen (the separators shift it).
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null) return;
    pendingCaret.current = null;
    input.current?.setSelectionRange(caret, caret);
  });

  return (
    <Input
      ref={input}
      value={groupTags(value)}
      placeholder={placeholder}
      disabled={disabled}
      aria-label={rest['aria-label']}
      allowClear
      onChange={(event) => {
        const typed = event.target.value;
        pendingCaret.current = caretAfterGrouping(typed, event.target.selectionStart ?? typed.length);
        onChange?.(groupTags(typed));
      }}
    />
  );
}
