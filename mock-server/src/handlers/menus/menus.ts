// 菜单管理 (SysPermissionController): the menu/button list and tree, its edits and deletions. Renaming or deleting
// shows at once in GET /sys/permission/getUserPermissionByToken (computed per request).
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import type { NewRow } from '../../entity/entity.js';
import type { PermissionRow } from '../../store/records/menus.js';
import { PERMISSION_NOT_FOUND, nest, permissionNode, sortedPermissions, treeAnswer, type PermissionTree } from '../../domain/permission-tree.js';
import { permissionDataRules } from '../../entities/data-rules.js';
import { departPermissions, departRolePermissions } from '../../entities/department-grants.js';
import { permissions } from '../../entities/permissions.js';
import { ADMIN_ROLE } from '../../entities/roles.js';

export const sysPermissionList: Handler<'sysPermissionList'> = ({ query }, { store }) => {
  const rows = sortedPermissions(store);
  const name = query.name?.trim();
  if (name) return ok(rows.filter((row) => row.name.includes(name)).map((row) => permissionNode(store, row, true)), { code: 0 });
  return ok(
    nest(rows, (row) => permissionNode(store, row)),
    { code: 0 },
  );
};

export const sysPermissionGetSystemMenuList: Handler<'sysPermissionGetSystemMenuList'> = (_input, { store }) =>
  ok(
    sortedPermissions(store)
      .filter((row) => row.menuType === 0)
      .map((row) => permissionNode(store, row)),
    { code: 0 },
  );

export const sysPermissionGetSystemSubmenu: Handler<'sysPermissionGetSystemSubmenu'> = ({ query }, { store }) =>
  ok(
    sortedPermissions(store)
      .filter((row) => row.parentId === query.parentId)
      .map((row) => permissionNode(store, row)),
    { code: 0 },
  );

export const sysPermissionGetSystemSubmenuBatch: Handler<'sysPermissionGetSystemSubmenuBatch'> = ({ query }, { store }) => {
  const parents = idList(query.parentIds);
  const map: Record<string, PermissionTree[]> = {};
  for (const row of sortedPermissions(store)) {
    if (!row.parentId || !parents.includes(row.parentId)) continue;
    (map[row.parentId] ??= []).push(permissionNode(store, row));
  }
  return ok(map);
};

export const sysPermissionQueryTreeList: Handler<'sysPermissionQueryTreeList'> = (_input, { store }) =>
  ok(treeAnswer(store, sortedPermissions(store), false), { code: 0 });

type PermissionForm = BodyOf<'sysPermissionAdd'>;

/** Upstream PermissionDataUtil.intelligentProcessData: tidies component and url as the menu form sends them. */
function tidyComponent(component: string | null | undefined): string | null | undefined {
  if (!component) return component;
  let out = component.trim();
  if (out.startsWith('/')) out = out.slice(1);
  if (out.startsWith('src/views/')) out = out.slice('src/views/'.length);
  if (out.startsWith('views/')) out = out.slice('views/'.length);
  if (out.endsWith('.vue')) out = out.slice(0, -'.vue'.length);
  return out;
}

function tidyUrl(url: string | null | undefined): string | null | undefined {
  if (!url) return url;
  let out = url.trim();
  if (out.endsWith('.vue')) out = out.slice(0, -'.vue'.length);
  if (!out.startsWith('http') && !out.startsWith('/') && !out.startsWith('{{')) out = `/${out}`;
  return out;
}

/** The form merged over the row being edited (absent fields keep their value), tidied, or the first problem. */
function permissionProblem(store: Store, form: PermissionForm, editing: PermissionRow | null): string | null {
  const parentId = form.menuType === 0 ? null : form.parentId !== undefined ? form.parentId || null : (editing?.parentId ?? null);
  if (form.menuType !== 0 && !parentId) return '请选择上级菜单!';
  if (parentId) {
    const parent = permissions.all(store).find((row) => row.id === parentId);
    if (!parent) return '上级菜单不存在';
    if (parent.menuType === 2) return '按钮下不能添加子项';
    if (editing) {
      for (let at: PermissionRow | undefined = parent; at; at = permissions.all(store).find((row) => row.id === at?.parentId)) {
        if (at.id === editing.id) return '上级菜单不能是自身或其下级';
      }
    }
  }
  const url = form.url !== undefined ? form.url : editing?.url;
  const component = form.component !== undefined ? form.component : editing?.component;
  if (form.menuType !== 2 && !url) return '请输入菜单路径!';
  if (form.menuType === 1 && !component) return '请输入前端组件!';
  const perms = form.perms !== undefined ? form.perms : editing?.perms;
  if (perms && permissions.all(store).some((row) => row.perms === perms && row.id !== editing?.id)) return '授权标识已存在!';
  return null;
}

/** What the form changes on the row it is applied to (absent fields keep their value), tidied as upstream does. */
function permissionPatch(row: Pick<PermissionRow, 'component'>, form: PermissionForm): Partial<NewRow<PermissionRow>> {
  const patch: Partial<NewRow<PermissionRow>> = { menuType: form.menuType, name: form.name };
  const set = <K extends keyof NewRow<PermissionRow>>(key: K, value: PermissionRow[K] | undefined) => {
    if (value !== undefined) patch[key] = value;
  };
  if (form.menuType === 0) patch.parentId = null;
  else if (form.parentId !== undefined) patch.parentId = form.parentId || null;
  const url = tidyUrl(form.url);
  if (url !== undefined) patch.url = url ?? '';
  const component = tidyComponent(form.component);
  if (component !== undefined) patch.component = component ?? '';
  if (form.menuType === 0 && !(patch.component ?? row.component)) patch.component = 'layouts/RouteView';
  if (form.componentName !== undefined) patch.componentName = form.componentName || null;
  if (form.redirect !== undefined) patch.redirect = form.redirect || null;
  if (form.perms !== undefined) patch.perms = form.perms || null;
  if (form.permsType) patch.permsType = form.permsType;
  if (form.status) patch.status = form.status;
  if (form.sortNo !== undefined && form.sortNo !== null) patch.sortNo = form.sortNo;
  if (form.icon !== undefined) patch.icon = form.icon || null;
  if (form.description !== undefined) patch.description = form.description || null;
  set('route', form.route);
  set('keepAlive', form.keepAlive);
  set('alwaysShow', form.alwaysShow);
  set('hidden', form.hidden);
  set('hideTab', form.hideTab);
  set('internalOrExternal', form.internalOrExternal);
  return patch;
}

export const sysPermissionAdd: Handler<'sysPermissionAdd'> = ({ body, session }, { store, now }) => {
  const problem = permissionProblem(store, body, null);
  if (problem) return fail(problem);
  const blank: NewRow<PermissionRow> = {
    parentId: null,
    name: body.name,
    url: '',
    component: '',
    componentName: null,
    menuType: body.menuType,
    perms: null,
    permsType: '1',
    status: '1',
    icon: null,
    sortNo: 1,
    route: true,
    hidden: false,
    alwaysShow: false,
    keepAlive: false,
    internalOrExternal: false,
    // admin holds every permission in this product (upstream waits for role authorisation).
    roles: [ADMIN_ROLE],
    redirect: null,
    hideTab: false,
    description: null,
  };
  permissions.insert(store, { ...blank, ...permissionPatch(blank, body) }, session, now());
  return ok(null, { message: '添加成功！' });
};

export const sysPermissionEdit: Handler<'sysPermissionEdit'> = ({ body, session }, { store, now }) => {
  const row = permissions.all(store).find((r) => r.id === body.id);
  if (!row) return fail(PERMISSION_NOT_FOUND);
  const problem = permissionProblem(store, body, row);
  if (problem) return fail(problem);
  permissions.update(row, permissionPatch(row, body), session, now());
  return ok(null, { message: '修改成功！' });
};

/** Deletes permissions with everything below them, their data rules and department grants. */
function removePermissions(store: Store, ids: string[]): void {
  const doomed = new Set<string>();
  const collect = (id: string) => {
    if (doomed.has(id)) return;
    doomed.add(id);
    for (const row of permissions.all(store)) if (row.parentId === id) collect(row.id);
  };
  ids.forEach(collect);
  permissions.remove(store, [...doomed]);
  permissionDataRules.removeWhere(store, (rule) => doomed.has(rule.permissionId));
  departPermissions.removeWhere(store, (link) => doomed.has(link.permissionId));
  departRolePermissions.removeWhere(store, (link) => doomed.has(link.permissionId));
}

export const sysPermissionDelete: Handler<'sysPermissionDelete'> = ({ query }, { store }) => {
  if (!permissions.all(store).some((row) => row.id === query.id)) return fail(PERMISSION_NOT_FOUND);
  removePermissions(store, [query.id]);
  return ok(null, { message: '删除成功!' });
};

export const sysPermissionDeleteBatch: Handler<'sysPermissionDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids).filter((id) => permissions.all(store).some((row) => row.id === id));
  if (ids.length === 0) return fail(PERMISSION_NOT_FOUND);
  removePermissions(store, ids);
  return ok(null, { message: '删除成功!' });
};
