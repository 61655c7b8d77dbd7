import { Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { nextSelection, selectionOf } from './all-key-selection';

export interface AllKeySelectProps {
  /** The selected values, comma-joined (as stored) or as a list. */
  value?: string | string[];
  onChange?: (value: string) => void;
  /** The option meaning "all"; default 'all'. */
  allKey?: string;
  /** The all-key's label; default 全部. */
  allLabel?: string;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  style?: SelectProps['style'];
  'aria-label'?: string;
}

/**
 * A multi-select with an all-key (001 §4): choosing the all-key last leaves only it, choosing something else drops
 * it, and an empty selection emits the all-key. Emits the comma-joined values.
 */
export function AllKeySelect({ value, onChange, allKey = 'all', allLabel = '全部', options, placeholder, style, ...rest }: AllKeySelectProps) {
  const selected = selectionOf(value, allKey);
  const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

  useEffect(() => {
    if (empty) onChange?.(allKey);
  }, [empty, allKey, onChange]);

  return (
    <Select
      mode="multiple"
      value={selected}
      placeholder={placeholder}
      style={{ minWidth: 200, ...style }}
      aria-label={rest['aria-label']}
      options={[{ value: allKey, label: allLabel }, ...options.filter((option) => option.value !== allKey)]}
      onChange={(next: string[]) => onChange?.(nextSelection(selected, next, allKey).join(','))}
    />
  );
}
