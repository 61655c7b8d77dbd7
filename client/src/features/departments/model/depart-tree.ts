// Pure readings of the department tree the screen shows: antd's tree data, the keys to expand or check, a node by key.

/** The fields of a tree node these helpers read (departments and permissions alike). */
export interface KeyedNode<N> {
  key: string;
  children?: readonly N[] | null;
}

export interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}

/** antd's tree data: leaves carry no `children` (the server sends null, antd wants none). */
export function treeItems<N extends KeyedNode<N>>(nodes: readonly N[], titleOf: (node: N) => string): TreeItem[] {
  return nodes.map((node) => ({
    key: node.key,
    title: titleOf(node),
    ...(node.children?.length ? { children: treeItems(node.children, titleOf) } : {}),
  }));
}

/** Every key in the tree, parents before their children (全部勾选). */
export function allKeys<N extends KeyedNode<N>>(nodes: readonly N[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/** The keys of the nodes with children (展开所有). */
export function parentKeys<N extends KeyedNode<N>>(nodes: readonly N[]): string[] {
  return nodes.flatMap((node) => ((node.children?.length ?? 0) > 0 ? [node.key, ...parentKeys(node.children ?? [])] : []));
}

export function findNode<N extends KeyedNode<N>>(nodes: readonly N[], key: string): N | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = findNode(node.children ?? [], key);
    if (inner) return inner;
  }
  return undefined;
}

/** The permission ids to save: with parent and child linked, the half-checked parents are granted too, as upstream. */
export function grantedIds(checked: readonly string[], halfChecked: readonly string[]): string[] {
  return [...new Set([...checked, ...halfChecked])];
}

/**
 * A granted set as a linked tree starts from it: the granted leaves checked (antd derives their parents), the granted
 * parents kept as half-checked so that saving untouched grants them again (upstream DepartAuthModal.loadData).
 */
export function linkedChecks<N extends KeyedNode<N>>(nodes: readonly N[], granted: readonly string[]): { checked: string[]; halfChecked: string[] } {
  const parents = new Set(parentKeys(nodes));
  const known = new Set(allKeys(nodes));
  const held = granted.filter((key) => known.has(key));
  return { checked: held.filter((key) => !parents.has(key)), halfChecked: held.filter((key) => parents.has(key)) };
}
