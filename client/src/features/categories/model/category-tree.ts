// The rows of the category tree table: the document's categories, children attached once their parent was expanded.
import type { Schema } from '@/api/types';

export const ROOT_PID = '0';

export type CategoryRow = Pick<Schema<'SysCategory'>, 'id' | 'pid' | 'name' | 'code' | 'hasChild'>;

export type TreeRow = CategoryRow & { children?: TreeRow[] };

/** Child rows from the tree loader's nodes (key, title, code, parentId, leaf). */
export function childRowsOf(nodes: ReadonlyArray<Schema<'TreeNode'>>): CategoryRow[] {
  return nodes.map((node) => ({ id: node.key, pid: node.parentId ?? ROOT_PID, name: node.title, code: node.code ?? '', hasChild: node.leaf ? '0' : '1' }));
}

/**
 * Attaches the loaded children below their parents. A row with children not loaded yet gets an empty list (antd then
 * draws its expand icon, upstream's hasChild rule); a row known to have none gets no list (no icon).
 */
export function treeRows(rows: readonly CategoryRow[], loaded: Readonly<Record<string, readonly CategoryRow[]>>): TreeRow[] {
  return rows.map((row) => {
    const children = loaded[row.id];
    if (children) return children.length ? { ...row, hasChild: '1', children: treeRows(children, loaded) } : { ...row, hasChild: '0' };
    return row.hasChild === '1' ? { ...row, children: [] } : { ...row };
  });
}
