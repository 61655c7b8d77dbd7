// Dictionary items as options (001 §3: value and text, also key, label, title, the leaf flag and disabled). Rows that
// carry no value are dropped, so a malformed answer gives fewer options rather than an exception.
import { isRow } from '@/widgets/picker-kit';

export interface DictOption {
  value: string;
  text: string;
  /** The item's leaf flag: 1 (or true) a leaf, 0 (or false) an item with children; absent when the item has none. */
  leaf?: boolean;
  disabled?: boolean;
}

function scalar(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function leafFlag(flag: unknown): boolean | null {
  if (flag === true || flag === 1 || flag === '1') return true;
  if (flag === false || flag === 0 || flag === '0') return false;
  return null;
}

export function toDictOption(item: unknown): DictOption | null {
  if (!isRow(item)) return null;
  const value = scalar(item.value) ?? scalar(item.key);
  if (value === null) return null;
  const option: DictOption = { value, text: scalar(item.text) ?? scalar(item.label) ?? scalar(item.title) ?? value };
  const leaf = leafFlag(item.leaf);
  if (leaf !== null) option.leaf = leaf;
  if (item.disabled === true) option.disabled = true;
  return option;
}

export function toDictOptions(items: unknown): DictOption[] {
  if (!Array.isArray(items)) return [];
  return items.map(toDictOption).filter((option): option is DictOption => option !== null);
}

/** The texts of the values, in value order; a value without an option shows as itself. */
export function textsOf(values: readonly string[], options: readonly DictOption[]): string[] {
  return values.map((value) => options.find((option) => option.value === value)?.text ?? value);
}
