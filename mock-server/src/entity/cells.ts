// Cell values as upstream reads them: text of any value, a dictionary value from its text or value.
import type { Store } from '../store/store.js';

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Reads a dictionary value from an import cell holding either the text or the value. */
export function dictValue(store: Store, dictCode: string, cell: string): string | null {
  const items = store.dictItems(dictCode);
  return items.find((item) => item.text === cell)?.value ?? items.find((item) => item.value === cell)?.value ?? null;
}
