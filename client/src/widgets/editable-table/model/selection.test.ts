import { describe, expect, it } from 'vitest';
import type { GridRow } from './column';
import { isRowSelectable, selectionState, toggleAll, toggleRow } from './selection';

const rows: GridRow[] = [
  { id: 'a', status: '1' },
  { id: 'b', status: '2' },
  { id: 'c', status: '1' },
];
const locked = { status: ['2'] };

describe('row selection (001 §4)', () => {
  it('B-GRID-32 the state is none, some (indeterminate) or all', () => {
    expect(selectionState(rows, new Set())).toBe('none');
    expect(selectionState(rows, new Set(['a']))).toBe('some');
    expect(selectionState(rows, new Set(['a', 'b', 'c']))).toBe('all');
  });

  it('B-GRID-33 rows matching configured disabled field values cannot be selected', () => {
    expect(isRowSelectable(rows[1] as GridRow, locked)).toBe(false);
    expect(toggleRow(rows[1] as GridRow, new Set(), locked).size).toBe(0);
    const all = toggleAll(rows, new Set(), locked);
    expect([...all].sort()).toEqual(['a', 'c']);
    expect(selectionState(rows, all, locked)).toBe('all');
    expect(toggleAll(rows, all, locked).size).toBe(0);
  });
});
