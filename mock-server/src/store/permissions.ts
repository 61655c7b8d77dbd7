// Permission rows (menus, sub-menus, buttons) flattened from the fixture tree, and the per-user menu/auth answer of
// GET /sys/permission/getUserPermissionByToken built from them as upstream's SysPermissionController does.
import { createHash } from 'node:crypto';
import { dateTimeText } from '../lib/dates.js';
import type { MenuFixture } from '../fixtures/menus.js';
import type { Schema } from '../lib/schema.js';
import { stableId } from '../lib/ids.js';
import type { PermissionRow } from './records/menus.js';

/** Seeded permissions were created a minute apart from this instant (deterministic). */
const SEED_CREATED = Date.UTC(2024, 0, 1, 1);
const createdText = (index: number) => dateTimeText(SEED_CREATED + index * 60_000);

export function flattenMenu(tree: MenuFixture[]): PermissionRow[] {
  const rows: PermissionRow[] = [];
  const walk = (items: MenuFixture[], parentId: string | null) => {
    items.forEach((item, index) => {
      const id = stableId(`menu:${item.path}`);
      rows.push({
        id,
        parentId,
        name: item.title,
        url: item.url ?? item.path,
        component: item.component,
        componentName: item.componentName ?? null,
        menuType: parentId ? 1 : 0,
        perms: null,
        permsType: '1',
        status: '1',
        icon: item.icon ?? null,
        sortNo: index + 1,
        route: item.route !== false,
        hidden: item.hidden === true,
        alwaysShow: item.alwaysShow === true,
        keepAlive: item.keepAlive === true,
        internalOrExternal: item.internalOrExternal === true,
        roles: [...item.roles],
        redirect: parentId ? null : (item.children?.find((child) => !child.hidden)?.path ?? null),
        hideTab: false,
        description: null,
        createBy: 'admin',
        createTime: createdText(rows.length),
        updateBy: null,
        updateTime: null,
      });
      (item.buttons ?? []).forEach((button, buttonIndex) =>
        rows.push({
          id: stableId(`button:${button.perms}`),
          parentId: id,
          name: button.title,
          url: '',
          component: '',
          componentName: null,
          menuType: 2,
          perms: button.perms,
          permsType: button.permsType,
          status: button.status,
          icon: null,
          // Buttons sort after the sub-menus beside them.
          sortNo: (item.children?.length ?? 0) + buttonIndex + 1,
          route: false,
          hidden: false,
          alwaysShow: false,
          keepAlive: false,
          internalOrExternal: false,
          roles: [...button.roles],
          redirect: null,
          hideTab: false,
          description: null,
          createBy: 'admin',
          createTime: createdText(rows.length),
          updateBy: null,
          updateTime: null,
        }),
      );
      if (item.children) walk(item.children, id);
    });
  };
  walk(tree, null);
  return rows;
}

const isExternal = (url: string) => /^(https?:\/\/|\{\{)/.test(url);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** Upstream urlToRouteName: drop the leading slash, "/" → "-", ":" → "@". */
const routeName = (url: string) => url.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');

type MenuItem = Schema<'MenuItem'>;

/** The name upstream injects when a user's menu lacks it (PermissionDataUtil.hasIndexPage). */
const INDEX_MENU_NAME = '首页';

export function buildUserPermissions(allRows: PermissionRow[], roleCodes: string[]): Schema<'PermissionResult'> {
  // Upstream orders by sort_no; equal numbers keep the stored order.
  const rows = allRows.map((row, index) => ({ row, index })).sort((a, b) => a.row.sortNo - b.row.sortNo || a.index - b.index).map(({ row }) => row);
  const held = (row: PermissionRow) => row.roles.some((role) => roleCodes.includes(role));
  let menus = rows.filter((row) => row.menuType !== 2 && held(row));
  if (!menus.some((row) => row.name === INDEX_MENU_NAME)) {
    const index = rows.find((row) => row.name === INDEX_MENU_NAME && row.menuType !== 2);
    if (index) menus = [index, ...menus];
  }
  const toItem = (row: PermissionRow, topLevel: boolean): MenuItem => {
    const external = isExternal(row.url);
    const children = menus.filter((child) => child.parentId === row.id).map((child) => toItem(child, false));
    const item: MenuItem = {
      id: row.id,
      route: row.route ? '1' : '0',
      path: external ? md5(row.url) : row.url,
      name: row.componentName || routeName(external ? md5(row.url) : row.url),
      component: row.component,
      meta: {
        title: row.name,
        keepAlive: row.keepAlive,
        internalOrExternal: row.internalOrExternal,
        componentName: row.componentName || row.component.split('/').at(-1) || row.component,
        ...(row.icon ? { icon: row.icon } : {}),
        ...(external ? { url: row.url } : {}),
        ...(row.hideTab ? { hideTab: true } : {}),
        ...(row.hidden ? { hideMenu: true } : {}),
      },
    };
    if (topLevel) item.redirect = row.redirect ?? null;
    if (row.hidden) item.hidden = true;
    if (row.alwaysShow) item.alwaysShow = true;
    if (children.length) {
      item.children = children;
      // Upstream handleFirstLevelMenuHidden: a top-level item whose children are all hidden is hidden too.
      if (topLevel && children.every((child) => child.hidden)) item.hidden = true;
    }
    return item;
  };
  const menu = menus.filter((row) => !row.parentId).map((row) => toItem(row, true));
  const buttons = rows.filter((row) => row.menuType === 2 && row.perms);
  return {
    menu,
    auth: buttons
      .filter((row) => held(row) && row.status === '1')
      .map((row) => ({ action: row.perms ?? '', type: row.permsType, describe: row.name })),
    allAuth: buttons.map((row) => ({ action: row.perms ?? '', type: row.permsType, status: row.status, describe: row.name })),
    sysSafeMode: false,
  };
}
