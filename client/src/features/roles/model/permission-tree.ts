// Pure readings of the authorisation tree: the keys to expand and the ids to check.
import type { PermissionNode } from '../api/role-queries';

/** Every node with children (what 展开所有 opens). */
export function parentKeys(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => ((node.children?.length ?? 0) > 0 ? [node.key, ...parentKeys(node.children ?? [])] : []));
}

/**
 * The checked ids to save: with parent and child linked, a checked child grants its menu too (the half-checked
 * parents are sent, as upstream does), so the menu shows for the role.
 */
export function grantedIds(checked: readonly string[], halfChecked: readonly string[]): string[] {
  return [...new Set([...checked, ...halfChecked])];
}
