// Spec 000 §6: a menu route whose meta carries permissions shows only if the user holds any of them, and a parent
// left without a visible child is hidden. Applied to the server menu before it becomes routes or menu entries,
// so a route the user may not see is never registered.
import type { AuthEntry, MenuItem } from '@/api/types';
import { splitActions } from '@/widgets/access';
import { isLayoutComponent } from '../pages/menu-components';

function heldActions(auth: readonly AuthEntry[]): Set<string> {
  return new Set(auth.filter((entry) => entry.type !== '2').flatMap((entry) => splitActions(entry.action)));
}

export function holdsMenuPermission(item: MenuItem, held: ReadonlySet<string>): boolean {
  const required = (item.meta.permissionList ?? []).flatMap((entry) => splitActions(entry.action));
  return required.length === 0 || required.some((action) => held.has(action));
}

function filterItems(menu: readonly MenuItem[], held: ReadonlySet<string>): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of menu) {
    if (!holdsMenuPermission(item, held)) continue;
    if (!item.children || item.children.length === 0) {
      kept.push(item);
      continue;
    }
    const children = filterItems(item.children, held);
    const visibleChildren = children.filter((child) => !child.hidden);
    // A container (layouts/*) exists only for its children: without a visible one it is hidden.
    const hidden = Boolean(item.hidden) || (visibleChildren.length === 0 && isLayoutComponent(item.component));
    kept.push({ ...item, children, ...(hidden ? { hidden: true } : {}) });
  }
  return kept;
}

export function filterMenuByPermission(menu: readonly MenuItem[], auth: readonly AuthEntry[]): MenuItem[] {
  return filterItems(menu, heldActions(auth));
}
