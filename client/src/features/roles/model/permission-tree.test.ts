import { describe, expect, it } from 'vitest';
import type { PermissionNode } from '../api/role-queries';
import { grantedIds, parentKeys } from './permission-tree';

const node = (key: string, children: PermissionNode[] = []): PermissionNode => ({ key, value: key, slotTitle: key, isLeaf: children.length === 0, children });

describe('the authorisation tree', () => {
  it('expands every node that has children, at any depth', () => {
    expect(parentKeys([node('sys', [node('user', [node('user:add')]), node('role')]), node('home')])).toEqual(['sys', 'user']);
  });

  it('grants the half-checked parents with the checked nodes, once each', () => {
    expect(grantedIds(['user', 'user:add'], ['sys', 'user'])).toEqual(['user', 'user:add', 'sys']);
  });
});
