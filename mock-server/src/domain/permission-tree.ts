// The permission (menu/button) tree as upstream's screens read it: SysPermissionTree nodes and TreeModel answers.
import { permissionDataRules } from '../entities/data-rules.js';
import { permissions } from '../entities/permissions.js';
import type { Schema } from '../lib/schema.js';
import type { PermissionRow } from '../store/records/menus.js';
import type { Store } from '../store/store.js';

export const PERMISSION_NOT_FOUND = '未找到菜单信息';

const MENU_TYPE_TEXT: Record<number, string> = { 0: '一级菜单', 1: '子菜单', 2: '按钮权限' };

const PERMS_TYPE_TEXT: Record<string, string> = { '1': '显示', '2': '禁用' };

/** Rows ordered as upstream's `orderByAsc(sort_no)` (equal numbers keep the stored order). */
export function sortedPermissions(store: Store): PermissionRow[] {
  return permissions.all(store)
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.sortNo - b.row.sortNo || a.index - b.index)
    .map(({ row }) => row);
}

const hasChildren = (store: Store, id: string) => permissions.all(store).some((row) => row.parentId === id);

const hasRules = (store: Store, id: string) => permissionDataRules.all(store).some((rule) => rule.permissionId === id);

export type PermissionTree = Schema<'SysPermissionTree'>;

/** One SysPermissionTree node; `children` [] on non-leaf nodes, as upstream's constructor leaves it. */
export function permissionNode(store: Store, row: PermissionRow, leaf = !hasChildren(store, row.id)): PermissionTree {
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parentId || null,
    name: row.name,
    url: row.url || null,
    component: row.component || null,
    componentName: row.componentName || null,
    redirect: row.redirect ?? null,
    menuType: row.menuType,
    menuType_dictText: MENU_TYPE_TEXT[row.menuType] ?? '',
    perms: row.perms || null,
    permsType: row.permsType ?? null,
    permsType_dictText: PERMS_TYPE_TEXT[row.permsType] ?? '',
    sortNo: row.sortNo,
    alwaysShow: row.alwaysShow,
    icon: row.icon || null,
    route: row.route,
    isLeaf: leaf,
    keepAlive: row.keepAlive,
    hidden: row.hidden,
    hideTab: row.hideTab ?? false,
    description: row.description ?? null,
    status: row.status ?? null,
    delFlag: 0,
    ruleFlag: hasRules(store, row.id) ? 1 : 0,
    internalOrExternal: row.internalOrExternal,
    createBy: row.createBy ?? null,
    createTime: row.createTime ?? null,
    updateBy: row.updateBy ?? null,
    updateTime: row.updateTime ?? null,
    ...(leaf ? {} : { children: [] }),
  };
}

/** Nests `rows` under their parents; an entry whose parent is not among `rows` is left out (upstream getTreeList). */
export function nest<N extends { children?: N[] }>(rows: PermissionRow[], node: (row: PermissionRow) => N): N[] {
  const build = (parentId: string | null): N[] =>
    rows
      .filter((row) => (parentId === null ? !row.parentId : row.parentId === parentId))
      .map((row) => {
        const item = node(row);
        const children = build(row.id);
        if (children.length) item.children = children;
        else if (item.children) item.children = [];
        return item;
      });
  return build(null);
}

type TreeModel = Schema<'PermissionTreeModel'>;

/** Upstream TreeModel. `dataRule` nodes (role and department-role trees) add ruleFlag and scopedSlots. */
function treeModel(store: Store, row: PermissionRow, dataRule: boolean): TreeModel {
  const leaf = !hasChildren(store, row.id);
  return {
    key: row.id,
    value: row.id,
    title: row.name,
    slotTitle: row.name,
    label: row.name,
    parentId: row.parentId || null,
    isLeaf: leaf,
    icon: row.icon || null,
    ...(dataRule ? { ruleFlag: hasRules(store, row.id) ? 1 : 0, scopedSlots: { title: 'hasDatarule' } } : {}),
    ...(leaf ? {} : { children: [] }),
  };
}

export function treeAnswer(store: Store, rows: PermissionRow[], dataRule: boolean): Schema<'PermissionTreeAnswer'> {
  return { treeList: nest(rows, (row) => treeModel(store, row, dataRule)), ids: rows.map((row) => row.id) };
}
