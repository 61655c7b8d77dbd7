// A list answer as rows and a total: `{records, total}` or a plain array (001 §3 generic list response); rows that
// are not objects are dropped so a malformed answer renders as fewer rows, not as an exception.

export type PickerRow = Record<string, unknown>;

export interface RowPage {
  rows: PickerRow[];
  total: number;
}

export function isRow(candidate: unknown): candidate is PickerRow {
  return typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);
}

export function rowsOf(result: unknown): RowPage {
  if (Array.isArray(result)) {
    const rows = result.filter(isRow);
    return { rows, total: rows.length };
  }
  if (isRow(result) && Array.isArray(result.records)) {
    const rows = result.records.filter(isRow);
    const total = typeof result.total === 'number' && result.total >= rows.length ? result.total : rows.length;
    return { rows, total };
  }
  return { rows: [], total: 0 };
}

/** A cell as text: strings and numbers as they are, anything else empty. */
export function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
