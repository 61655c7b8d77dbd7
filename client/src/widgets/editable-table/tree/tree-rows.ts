// Tree-table rows (001 §4, B-TREETAB): children load on the first expand; a row whose load brings none back becomes
// a leaf. The visible list is the roots with the children of expanded rows under them.
import type { GridRow } from '../model/column';

export interface TreeNodeState {
  expanded: boolean;
  /** Undefined until loaded. */
  children?: GridRow[];
  leaf: boolean;
}

export type TreeState = ReadonlyMap<string, TreeNodeState>;

export const LEVEL_FIELD = '__level';

/** A row the server marks as having no children (hasChild "0", leaf / isLeaf true) starts as a leaf. */
export function startsAsLeaf(row: GridRow): boolean {
  return row.hasChild === '0' || row.hasChild === false || row.leaf === true || row.isLeaf === true;
}

export function nodeOf(state: TreeState, row: GridRow): TreeNodeState {
  return state.get(row.id) ?? { expanded: false, leaf: startsAsLeaf(row) };
}

/** Whether expanding this row must load its children first. */
export function needsLoad(state: TreeState, row: GridRow): boolean {
  const node = nodeOf(state, row);
  return !node.leaf && node.children === undefined;
}

export function withChildren(state: TreeState, row: GridRow, children: GridRow[]): Map<string, TreeNodeState> {
  const next = new Map(state);
  next.set(row.id, { expanded: children.length > 0, children, leaf: children.length === 0 });
  return next;
}

export function toggled(state: TreeState, row: GridRow): Map<string, TreeNodeState> {
  const node = nodeOf(state, row);
  return new Map(state).set(row.id, { ...node, expanded: !node.expanded });
}

/** Roots and the children of expanded rows, depth first, each with its level. */
export function visibleRows(roots: readonly GridRow[], state: TreeState, edited: ReadonlyMap<string, GridRow> = new Map()): GridRow[] {
  const out: GridRow[] = [];
  const walk = (rows: readonly GridRow[], level: number) => {
    for (const row of rows) {
      out.push({ ...(edited.get(row.id) ?? row), [LEVEL_FIELD]: level });
      const node = state.get(row.id);
      if (node?.expanded && node.children) walk(node.children, level + 1);
    }
  };
  walk(roots, 0);
  return out;
}
