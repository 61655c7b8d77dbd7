// Dictionary items as options (001 §3: value and text, also key, label, title and disabled). Rows that carry no
// value are dropped, so a malformed answer gives fewer options rather than an exception.
import { isRow } from '@/widgets/picker-kit';

export interface DictOption {
  value: string;
  text: string;
  disabled?: boolean;
}

function scalar(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

export function toDictOption(item: unknown): DictOption | null {
  if (!isRow(item)) return null;
  const value = scalar(item.value) ?? scalar(item.key);
  if (value === null) return null;
  const text = scalar(item.text) ?? scalar(item.label) ?? scalar(item.title) ?? value;
  return item.disabled === true ? { value, text, disabled: true } : { value, text };
}

export function toDictOptions(items: unknown): DictOption[] {
  if (!Array.isArray(items)) return [];
  return items.map(toDictOption).filter((option): option is DictOption => option !== null);
}

/** The texts of the values, in value order; a value without an option shows as itself. */
export function textsOf(values: readonly string[], options: readonly DictOption[]): string[] {
  return values.map((value) => options.find((option) => option.value === value)?.text ?? value);
}
