// The side menu as data, from the server menu (spec 000 §2.3, §6): hidden items stay out, and so do layout
// containers left without a visible child.
import type { MenuItem } from '@/api/types';
import type { Crumb, MenuUrlFiller } from '../pages/build-routes';
import { isLayoutComponent } from '../pages/menu-components';

export interface MenuEntry {
  /** The item's path; also the key antd's Menu selects by. */
  key: string;
  label: string;
  icon?: string;
  /** Set when the entry opens an external url in a new window instead of navigating. */
  externalUrl?: string;
  children?: MenuEntry[];
}

export function buildMenuEntries(menu: readonly MenuItem[], fillUrl: MenuUrlFiller): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const item of menu) {
    if (item.hidden) continue;
    const children = buildMenuEntries(item.children ?? [], fillUrl);
    const hadChildren = (item.children?.length ?? 0) > 0;
    if (hadChildren && children.length === 0 && isLayoutComponent(item.component)) continue;
    const entry: MenuEntry = { key: item.path, label: item.meta.title };
    if (item.meta.icon) entry.icon = item.meta.icon;
    if (item.meta.internalOrExternal && item.meta.url) entry.externalUrl = fillUrl(item.meta.url);
    // A page whose children are all hidden is a leaf in the menu (its sub-pages are reached from inside it).
    if (children.length > 0) entry.children = children;
    entries.push(entry);
  }
  return entries;
}

/** Keys of the sub-menus to open so that `selectedKey` is visible. */
export function openKeysFor(entries: readonly MenuEntry[], selectedKey: string): string[] {
  for (const entry of entries) {
    if (entry.key === selectedKey) return [];
    if (entry.children) {
      const below = openKeysFor(entry.children, selectedKey);
      if (below.length > 0 || entry.children.some((child) => child.key === selectedKey)) return [entry.key, ...below];
    }
  }
  return [];
}

export function findMenuEntry(entries: readonly MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const below = entry.children && findMenuEntry(entry.children, key);
    if (below) return below;
  }
  return undefined;
}

/** The menu entry to highlight: the page's own, else its nearest ancestor in the menu (e.g. for hidden sub-pages). */
export function selectedMenuKey(entries: readonly MenuEntry[], trail: readonly Crumb[], pathname: string): string {
  for (const crumb of [...trail].reverse()) {
    if (findMenuEntry(entries, crumb.path)) return crumb.path;
  }
  return pathname;
}
