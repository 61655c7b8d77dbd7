import { describe, expect, it } from 'vitest';
import { childRowsOf, treeRows, type CategoryRow } from './category-tree';

const row = (id: string, hasChild: '0' | '1', pid = '0'): CategoryRow => ({ id, pid, name: id, code: id.toUpperCase(), hasChild });

describe('the category tree rows', () => {
  it('turns the tree loader\'s nodes into rows, hasChild from leaf', () => {
    expect(childRowsOf([{ key: 'a1', title: '上衣', code: 'B02A01', parentId: 'a', leaf: false, value: null, icon: null }, { key: 'a2', title: '裤子', code: 'B02A02', parentId: 'a', leaf: true, value: null, icon: null }])).toEqual([
      { id: 'a1', pid: 'a', name: '上衣', code: 'B02A01', hasChild: '1' },
      { id: 'a2', pid: 'a', name: '裤子', code: 'B02A02', hasChild: '0' },
    ]);
  });

  it.each([
    ['a row with children not loaded yet gets an empty list (the expand icon)', row('a', '1'), {}, { children: [] }],
    ['a leaf gets no list (no icon)', row('a', '0'), {}, { children: undefined }],
    ['loaded children hang below their parent', row('a', '1'), { a: [row('a1', '0', 'a')] }, { hasChild: '1', children: [{ ...row('a1', '0', 'a') }] }],
    ['a parent whose last child went loses its icon', row('a', '1'), { a: [] }, { hasChild: '0', children: undefined }],
    ['a row that just got its first child shows it', row('a', '0'), { a: [row('a1', '0', 'a')] }, { hasChild: '1', children: [{ ...row('a1', '0', 'a') }] }],
  ])('%s', (_name, parent, loaded, expected) => {
    const [shown] = treeRows([parent], loaded);
    expect(shown).toMatchObject({ id: 'a' });
    expect({ hasChild: shown?.hasChild, children: shown?.children }).toMatchObject(expected);
    if (expected.children === undefined) expect(shown && 'children' in shown).toBe(false);
  });

  it('attaches deeper levels', () => {
    const [shown] = treeRows([row('a', '1')], { a: [row('a1', '1', 'a')], a1: [row('a11', '0', 'a1')] });
    expect(shown?.children?.[0]?.children?.map((child) => child.id)).toEqual(['a11']);
  });
});
