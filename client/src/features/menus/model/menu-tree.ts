// Pure readings of the permission tree for the menu screen: the parent choices of the form, the keys to expand.
import type { MenuNode } from '../api/menu-queries';

export const MENU_TYPE = { menu: 0, subMenu: 1, button: 2 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];

export const MENU_TYPE_TEXT: Readonly<Record<MenuType, string>> = { 0: '一级菜单', 1: '子菜单', 2: '按钮/权限' };

export interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

/**
 * The entries a menu or button may hang below: every menu and sub-menu (buttons hold nothing), leaving out the
 * entry being edited and everything below it, which would make a cycle.
 */
export function parentOptions(tree: readonly MenuNode[], excludedId?: string): ParentOption[] {
  return tree
    .filter((node) => node.menuType !== MENU_TYPE.button && node.id !== excludedId)
    .map((node) => {
      const children = parentOptions(node.children ?? [], excludedId);
      return { value: node.id, title: node.name, ...(children.length > 0 ? { children } : {}) };
    });
}

/** The ids of every entry with entries below it: what 展开全部 opens. */
export function expandableIds(tree: readonly MenuNode[]): string[] {
  return tree.flatMap((node) => ((node.children?.length ?? 0) > 0 ? [node.id, ...expandableIds(node.children ?? [])] : []));
}

/** The tree as the table shows it: leaves lose their empty `children`, so no expand icon is drawn. */
export function withoutEmptyChildren(tree: readonly MenuNode[]): MenuNode[] {
  return tree.map((node) => {
    const { children, ...rest } = node;
    return children && children.length > 0 ? { ...rest, children: withoutEmptyChildren(children) } : rest;
  });
}
