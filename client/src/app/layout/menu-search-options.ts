import type { MenuEntry } from './menu-entries';

export interface MenuSearchOption {
  /** The entry's path (its menu key). */
  value: string;
  label: string;
  externalUrl?: string;
}

/** Every menu entry that opens something (not the sub-menus that only group others), in menu order. */
export function menuSearchOptions(entries: readonly MenuEntry[]): MenuSearchOption[] {
  return entries.flatMap((entry) =>
    entry.children
      ? menuSearchOptions(entry.children)
      : [{ value: entry.key, label: entry.label, ...(entry.externalUrl ? { externalUrl: entry.externalUrl } : {}) }],
  );
}

export const MenuSearchText = {
  placeholder: '搜索菜单',
  modalTitle: '搜索菜单',
  /** Shown while nothing is typed (000 §8). */
  prompt: '请输入搜索内容',
  /** Shown when nothing matches (000 §8). */
  noResult: '没有查询到任何数据',
} as const;

export function matchesSearch(option: MenuSearchOption, text: string): boolean {
  return option.label.toLowerCase().includes(text.trim().toLowerCase());
}
