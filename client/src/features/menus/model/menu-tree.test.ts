import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/menu-queries';
import { expandableIds, parentOptions, withoutEmptyChildren } from './menu-tree';

const node = (id: string, menuType: 0 | 1 | 2, children: MenuNode[] = []): MenuNode => ({
  id,
  key: id,
  title: id,
  name: `name-${id}`,
  menuType,
  isLeaf: children.length === 0,
  route: true,
  sortNo: 1,
  status: '1',
  delFlag: 0,
  children,
});

const tree = [node('sys', 0, [node('user', 1, [node('user-add', 2)]), node('role', 1)]), node('home', 0)];

describe('parentOptions', () => {
  it('offers menus and sub-menus, never buttons', () => {
    expect(parentOptions(tree)).toEqual([
      { value: 'sys', title: 'name-sys', children: [{ value: 'user', title: 'name-user' }, { value: 'role', title: 'name-role' }] },
      { value: 'home', title: 'name-home' },
    ]);
  });

  it('leaves out the entry being edited with everything below it', () => {
    expect(parentOptions(tree, 'sys')).toEqual([{ value: 'home', title: 'name-home' }]);
  });
});

describe('expandableIds', () => {
  it('lists every entry that has entries below it, at any depth', () => {
    expect(expandableIds(tree)).toEqual(['sys', 'user']);
  });
});

describe('withoutEmptyChildren', () => {
  it('drops empty child lists so leaves draw no expand icon', () => {
    const shown = withoutEmptyChildren(tree);
    expect(shown[1]).not.toHaveProperty('children');
    expect(shown[0]?.children?.[1]).not.toHaveProperty('children');
    expect(shown[0]?.children?.[0]?.children).toHaveLength(1);
  });
});
