import { describe, expect, it } from 'vitest';
import type { GridRow } from '../model/column';
import { LEVEL_FIELD, needsLoad, nodeOf, toggled, visibleRows, withChildren } from './tree-rows';

const roots: GridRow[] = [
  { id: 'a', name: '物料树', hasChild: '1' },
  { id: 'b', name: '证照类型', hasChild: '0' },
];

describe('tree table rows (001 §4)', () => {
  it('B-TREETAB-04 a row loads its children on first expand only', () => {
    let state = new Map();
    expect(needsLoad(state, roots[0] as GridRow)).toBe(true);
    state = withChildren(state, roots[0] as GridRow, [{ id: 'a1', name: '上衣' }]);
    expect(needsLoad(state, roots[0] as GridRow)).toBe(false);
    expect(visibleRows(roots, state).map((row) => [row.id, row[LEVEL_FIELD]])).toEqual([['a', 0], ['a1', 1], ['b', 0]]);
    state = toggled(state, roots[0] as GridRow);
    expect(needsLoad(state, roots[0] as GridRow)).toBe(false);
    expect(visibleRows(roots, state).map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('B-TREETAB-05 if no children come back the row becomes a leaf', () => {
    const state = withChildren(new Map(), roots[0] as GridRow, []);
    expect(nodeOf(state, roots[0] as GridRow)).toMatchObject({ leaf: true, expanded: false });
    expect(needsLoad(state, roots[0] as GridRow)).toBe(false);
    expect(needsLoad(new Map(), roots[1] as GridRow)).toBe(false);
  });
});
