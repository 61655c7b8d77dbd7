import type { Key } from 'react';
import type { PermissionNode } from '../api/depart-queries';
import { allKeys, parentKeys } from '../model/depart-tree';

/** 树操作's checking and expanding entries of a permission tree (全部勾选, 取消全选, 展开所有, 合并所有). */
export function treeOperations(nodes: readonly PermissionNode[], setChecked: (keys: string[]) => void, setExpanded: (keys: Key[]) => void) {
  return [
    { key: 'check-all', label: '全部勾选', onClick: () => setChecked(allKeys(nodes)) },
    { key: 'uncheck-all', label: '取消全选', onClick: () => setChecked([]) },
    { key: 'expand', label: '展开所有', onClick: () => setExpanded(parentKeys(nodes)) },
    { key: 'collapse', label: '合并所有', onClick: () => setExpanded([]) },
  ];
}
