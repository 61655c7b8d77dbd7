// Department tree nodes for the selection modal (001 §3: id, orgCode, departName, parentId, orgCategory; "4" means
// project, which can be forced to be a leaf). Malformed rows are dropped.
import { isRow, textOf } from '@/widgets/picker-kit';

/** B-DEPTSEL-07: orgCategory "4" is a project. */
export const PROJECT_CATEGORY = '4';

export interface DepartNode {
  key: string;
  title: string;
  orgCode: string;
  orgCategory: string;
  isLeaf: boolean;
  disabled?: boolean;
  children?: DepartNode[];
}

export function isProject(orgCategory: unknown): boolean {
  return String(orgCategory) === PROJECT_CATEGORY;
}

export interface DepartNodeOptions {
  /** B-DEPTSEL-08: project nodes shown as leaves, their children left out. */
  projectsAsLeaves?: boolean;
}

export function toDepartNodes(rows: unknown, options: DepartNodeOptions = {}): DepartNode[] {
  if (!Array.isArray(rows)) return [];
  const nodes: DepartNode[] = [];
  for (const row of rows) {
    if (!isRow(row)) continue;
    const key = textOf(row.id) || textOf(row.key);
    if (!key) continue;
    const orgCategory = textOf(row.orgCategory);
    const forcedLeaf = Boolean(options.projectsAsLeaves) && isProject(orgCategory);
    const children = forcedLeaf ? [] : toDepartNodes(row.children, options);
    const node: DepartNode = {
      key,
      title: textOf(row.departName) || textOf(row.title) || key,
      orgCode: textOf(row.orgCode),
      orgCategory,
      isLeaf: children.length === 0,
    };
    if (children.length) node.children = children;
    if (row.disabled === true) node.disabled = true;
    nodes.push(node);
  }
  return nodes;
}

/** Every node of the tree, depth first. */
export function flattenDeparts(nodes: readonly DepartNode[]): DepartNode[] {
  return nodes.flatMap((node) => [node, ...flattenDeparts(node.children ?? [])]);
}
