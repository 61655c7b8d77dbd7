// Row selection (B-GRID-32, 33): none, some (indeterminate) or all, where rows matching the configured disabled
// field values cannot be selected.
import type { GridRow } from './column';

export type SelectionState = 'none' | 'some' | 'all';

/** Field → the values that make a row unselectable, e.g. { status: ['1'] }. */
export type DisabledRowRule = Record<string, readonly unknown[]>;

export function isRowSelectable(row: GridRow, disabled: DisabledRowRule | undefined): boolean {
  if (!disabled) return true;
  return !Object.entries(disabled).some(([field, values]) => values.includes(row[field]));
}

export function selectionState(rows: readonly GridRow[], selected: ReadonlySet<string>, disabled?: DisabledRowRule): SelectionState {
  const selectable = rows.filter((row) => isRowSelectable(row, disabled));
  const chosen = selectable.filter((row) => selected.has(row.id)).length;
  if (chosen === 0) return 'none';
  return chosen === selectable.length ? 'all' : 'some';
}

/** The header checkbox: all selectable rows when not all are chosen, none otherwise. */
export function toggleAll(rows: readonly GridRow[], selected: ReadonlySet<string>, disabled?: DisabledRowRule): Set<string> {
  if (selectionState(rows, selected, disabled) === 'all') return new Set();
  return new Set(rows.filter((row) => isRowSelectable(row, disabled)).map((row) => row.id));
}

export function toggleRow(row: GridRow, selected: ReadonlySet<string>, disabled?: DisabledRowRule): Set<string> {
  const next = new Set(selected);
  if (!isRowSelectable(row, disabled)) return next;
  if (next.has(row.id)) next.delete(row.id);
  else next.add(row.id);
  return next;
}
