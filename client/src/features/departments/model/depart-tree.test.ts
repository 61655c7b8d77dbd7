import { describe, expect, it } from 'vitest';
import { allKeys, findNode, grantedIds, linkedChecks, parentKeys, treeItems } from './depart-tree';

interface Node {
  key: string;
  name: string;
  children?: Node[] | null;
}

const TREE: Node[] = [
  {
    key: 'sys',
    name: '系统管理',
    children: [
      { key: 'user', name: '用户管理', children: [{ key: 'user:add', name: '添加用户', children: null }] },
      { key: 'role', name: '角色管理', children: null },
    ],
  },
  { key: 'home', name: '首页', children: [] },
];

describe('department tree readings', () => {
  it('treeItems drops null and empty children and titles by the given field', () => {
    expect(treeItems(TREE, (node) => node.name)).toEqual([
      { key: 'sys', title: '系统管理', children: [{ key: 'user', title: '用户管理', children: [{ key: 'user:add', title: '添加用户' }] }, { key: 'role', title: '角色管理' }] },
      { key: 'home', title: '首页' },
    ]);
  });

  it('allKeys lists parents before children; parentKeys only the nodes with children', () => {
    expect(allKeys(TREE)).toEqual(['sys', 'user', 'user:add', 'role', 'home']);
    expect(parentKeys(TREE)).toEqual(['sys', 'user']);
  });

  it('findNode finds a nested node and answers undefined for an unknown key', () => {
    expect(findNode(TREE, 'user:add')?.name).toBe('添加用户');
    expect(findNode(TREE, 'nope')).toBeUndefined();
  });

  it.each([
    { granted: ['sys', 'user', 'user:add', 'role'], checked: ['user:add', 'role'], halfChecked: ['sys', 'user'] },
    { granted: ['sys', 'role'], checked: ['role'], halfChecked: ['sys'] },
    { granted: ['gone', 'home'], checked: ['home'], halfChecked: [] },
    { granted: [], checked: [], halfChecked: [] },
  ])('linkedChecks($granted) checks the granted leaves and keeps granted parents half-checked', ({ granted, checked, halfChecked }) => {
    expect(linkedChecks(TREE, granted)).toEqual({ checked, halfChecked });
  });

  it('grantedIds saves the checked and the half-checked once each', () => {
    expect(grantedIds(['user:add', 'role'], ['sys', 'user', 'role'])).toEqual(['user:add', 'role', 'sys', 'user']);
  });
});
