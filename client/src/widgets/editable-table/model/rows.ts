// Row operations of 001 §3–§5 as pure functions over the row list: add, insert, remove, move, with the order field
// renumbered from 1 (B-GRID-29..31) and the rules of add count and insert position (B-RULE-29..31).
import type { EditableColumn, GridRow } from './column';
import { createTempId, isTempId } from './row-ids';

/** A new row: one value per column key (B-GRID-28), from defaultValue / defaultChecked / customValue. */
export function newRow(columns: readonly EditableColumn[], marker: string, values: Record<string, unknown> = {}): GridRow {
  const row: GridRow = { id: createTempId(marker) };
  for (const column of columns) {
    if (column.type === 'checkbox') {
      const [checked, unchecked] = column.customValue ?? [true, false];
      row[column.key] = column.defaultChecked ? checked : unchecked;
    } else {
      row[column.key] = column.defaultValue ?? '';
    }
  }
  return { ...row, ...values, id: typeof values.id === 'string' ? values.id : row.id };
}

/** The order field renumbered 1..n in list order; rows keep their identity when the number is already right. */
export function renumber(rows: readonly GridRow[], orderField: string | undefined): GridRow[] {
  if (!orderField) return [...rows];
  return rows.map((row, index) => (row[orderField] === index + 1 ? row : { ...row, [orderField]: index + 1 }));
}

/** The add-row count is at least 1. */
export function clampAddCount(count: unknown): number {
  const parsed = Math.floor(Number(count));
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
}

/** The insert position is at least 0; 0 (or beyond the end) means the bottom. Answers a list index. */
export function insertIndex(position: unknown, length: number): number {
  const parsed = Math.floor(Number(position));
  if (!Number.isFinite(parsed) || parsed <= 0 || parsed > length) return length;
  return parsed;
}

export function insertRows(rows: readonly GridRow[], added: readonly GridRow[], position: number, orderField?: string): GridRow[] {
  const at = insertIndex(position, rows.length);
  return renumber([...rows.slice(0, at), ...added, ...rows.slice(at)], orderField);
}

/**
 * Removes rows by id (a string, a comma list or an array of ids) or by row object(s). Any other argument type
 * throws (001 §8, B-GRID-46).
 */
export function removeRows(rows: readonly GridRow[], which: unknown, orderField?: string): { rows: GridRow[]; removed: GridRow[] } {
  const ids = idsOf(which);
  const removed = rows.filter((row) => ids.has(row.id));
  return { rows: renumber(rows.filter((row) => !ids.has(row.id)), orderField), removed };
}

/** The ids a save must delete (getAll's deleteIds): removed rows that were stored; a new row's temporary id is dropped. */
export function deletedIds(removed: readonly GridRow[], marker: string): string[] {
  return removed.map((row) => row.id).filter((id) => !isTempId(id, marker));
}

function idsOf(which: unknown): Set<string> {
  const one = (item: unknown): string[] => {
    if (typeof item === 'string') return item.split(',').filter(Boolean);
    if (typeof item === 'object' && item !== null && typeof (item as GridRow).id === 'string') return [(item as GridRow).id];
    throw new TypeError(`removeRows: expected a row id, ids or rows, got ${describe(item)}`);
  };
  if (Array.isArray(which)) return new Set(which.flatMap(one));
  return new Set(one(which));
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Moves the row at `from` to `to` (drag sort, 向上移 / 向下移). */
export function moveRow(rows: readonly GridRow[], from: number, to: number, orderField?: string): GridRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as GridRow);
  return renumber(next, orderField);
}

/** Replaces one cell value; answers the same list when nothing changed. */
export function setCell(rows: readonly GridRow[], rowId: string, key: string, value: unknown): GridRow[] {
  const index = rows.findIndex((row) => row.id === rowId);
  const row = rows[index];
  if (!row || row[key] === value) return rows as GridRow[];
  const next = [...rows];
  next[index] = { ...row, [key]: value };
  return next;
}
