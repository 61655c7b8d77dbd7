// Multi-select with an all-key, 001 §4: choosing the all-key last leaves only it; choosing anything else drops it;
// an empty selection emits the all-key.

/** The selection after the user changed `previous` into `next` (antd's multi-select order: newest last). */
export function nextSelection(previous: readonly string[], next: readonly string[], allKey: string): string[] {
  const values = next.filter((value) => typeof value === 'string');
  if (values.length === 0) return [allKey];
  const added = values.filter((value) => !previous.includes(value));
  if (added.includes(allKey)) return [allKey];
  if (values.length > 1 && values.includes(allKey)) return values.filter((value) => value !== allKey);
  return values;
}

/** The stored value (comma-joined or a list) as the select's list; empty means the all-key. */
export function selectionOf(value: unknown, allKey: string): string[] {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  const cleaned = list.map((item) => item.trim()).filter(Boolean);
  return cleaned.length ? cleaned : [allKey];
}
