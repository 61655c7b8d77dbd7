// Handlers of the system-auth domain (roles, permissions (menus, buttons, data rules), department and role permission assignments). One export per operationId; see docs/adding-an-endpoint.md.
// A role holds a permission when the permission row's `roles` lists the role's code; users hold role codes. So
// granting, revoking, renaming or deleting a role shows at once in GET /sys/permission/getUserPermissionByToken.
import { exportWorkbook, ExcelReadError, readWorkbook, XLSX_TYPE, type ExcelColumn } from '../crud/excel.js';
import { importAnswer, type RowProblem } from '../crud/import-answer.js';
import { dateTimeText } from '../lib/dates.js';
import { idList, NOT_FOUND, pageOf, removeRows } from '../crud/rows.js';
import { fail, ok } from '../envelope.js';
import type { EntityFields } from '../query/field-types.js';
import { listQuery, QueryError } from '../query/list-query.js';
import { randomId } from '../lib/ids.js';
import type { PermissionRow } from '../store/permissions.js';
import type { DataRuleRecord } from '../store/seed/system-auth.js';
import type { RoleRecord } from '../store/core-data.js';
import type { Store } from '../store/store.js';
import type { BodyOf, Handler } from '../types.js';
import type { Schema } from '../lib/schema.js';

// ---------------------------------------------------------------------------------------------------------------
// Roles

const ROLE_FIELDS: EntityFields = {
  id: { type: 'string' },
  roleName: { type: 'string' },
  roleCode: { type: 'string' },
  description: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
};
const ROLE_SORT = { column: 'createTime', order: 'desc' } as const;
const ROLE_NOT_FOUND = '未找到对应实体';
const ADMIN_ROLE = 'admin';
const ADMIN_ROLE_UNDELETABLE = '不能删除管理员角色';
const CHINESE = /[\u4E00-\u9FA5]/;

const roleRow = (role: RoleRecord): Schema<'SysRole'> => ({
  id: role.id,
  roleName: role.roleName,
  roleCode: role.roleCode,
  description: role.description ?? null,
  createBy: role.createBy ?? null,
  createTime: role.createTime ?? null,
  updateBy: role.updateBy ?? null,
  updateTime: role.updateTime ?? null,
});

type RoleForm = BodyOf<'sysRoleAdd'>;

function roleProblem(store: Store, form: RoleForm, editing: RoleRecord | null): string | null {
  if (CHINESE.test(form.roleCode)) return '角色编码不可输入汉字!';
  if (store.data.roles.some((r) => r.roleCode === form.roleCode && r.id !== editing?.id)) return '角色编码已存在';
  return null;
}

export const sysRoleList: Handler<'sysRoleList'> = ({ query }, { store }) => {
  const answer = pageOf(store, store.data.roles.map(roleRow), query, ROLE_FIELDS, { defaultSort: ROLE_SORT });
  return (answer.success ? { ...answer, code: 0 } : answer) as never;
};

export const sysRoleAdd: Handler<'sysRoleAdd'> = ({ body, session }, { store, now }) => {
  const problem = roleProblem(store, body, null);
  if (problem) return fail(problem);
  store.data.roles.unshift({
    id: randomId(),
    roleName: body.roleName,
    roleCode: body.roleCode,
    description: body.description ?? null,
    createBy: session?.username ?? null,
    createTime: dateTimeText(now()),
    updateBy: null,
    updateTime: null,
  });
  return ok(null, { message: '添加成功！' });
};

/** Moves every link of a role code to a new code (users and permission grants are kept by code). */
function renameRoleCode(store: Store, from: string, to: string): void {
  if (from === to) return;
  for (const user of store.data.users) user.roleCodes = user.roleCodes.map((code) => (code === from ? to : code));
  for (const row of store.data.permissions) row.roles = row.roles.map((code) => (code === from ? to : code));
}

export const sysRoleEdit: Handler<'sysRoleEdit'> = ({ body, session }, { store, now }) => {
  const role = store.data.roles.find((r) => r.id === body.id);
  if (!role) return fail(ROLE_NOT_FOUND);
  const problem = roleProblem(store, body, role);
  if (problem) return fail(problem);
  renameRoleCode(store, role.roleCode, body.roleCode);
  Object.assign(role, {
    roleName: body.roleName,
    roleCode: body.roleCode,
    ...(body.description !== undefined ? { description: body.description } : {}),
    updateBy: session?.username ?? null,
    updateTime: dateTimeText(now()),
  });
  return ok(null, { message: '修改成功!' });
};

/** Deletes roles with their grants and user links (upstream deleteRole); refuses the admin role. */
function removeRoles(store: Store, ids: string[]): string | null {
  const roles = store.data.roles.filter((r) => ids.includes(r.id));
  if (roles.some((r) => r.roleCode === ADMIN_ROLE)) return ADMIN_ROLE_UNDELETABLE;
  const codes = new Set(roles.map((r) => r.roleCode));
  for (const user of store.data.users) user.roleCodes = user.roleCodes.filter((code) => !codes.has(code));
  for (const row of store.data.permissions) row.roles = row.roles.filter((code) => !codes.has(code));
  removeRows(store.data.roles, roles.map((r) => r.id));
  return null;
}

export const sysRoleDelete: Handler<'sysRoleDelete'> = ({ query }, { store }) => {
  if (!store.data.roles.some((r) => r.id === query.id)) return fail(ROLE_NOT_FOUND);
  const problem = removeRoles(store, [query.id]);
  return problem ? fail(problem) : ok('删除角色成功', { message: '删除角色成功' });
};

export const sysRoleDeleteBatch: Handler<'sysRoleDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail('未选中角色！');
  const problem = removeRoles(store, ids);
  return problem ? fail(problem) : ok(null, { message: '删除角色成功!' });
};

export const sysRoleQueryById: Handler<'sysRoleQueryById'> = ({ query }, { store }) => {
  const role = store.data.roles.find((r) => r.id === query.id);
  return role ? ok(roleRow(role), { code: 0 }) : fail(ROLE_NOT_FOUND);
};

export const sysRoleQueryall: Handler<'sysRoleQueryall'> = (_input, { store }) =>
  store.data.roles.length ? ok(store.data.roles.map(roleRow), { code: 0 }) : fail('未找到角色信息');

export const sysRoleCheckRoleCode: Handler<'sysRoleCheckRoleCode'> = ({ query }, { store }) => {
  const owner = store.data.roles.find((r) => r.roleCode === query.roleCode);
  const editing = query.id ? store.data.roles.find((r) => r.id === query.id) : undefined;
  const taken = owner !== undefined && (editing === undefined || owner.id !== editing.id);
  // Upstream sets success (true or false) without a code: both answers carry code 0.
  return taken ? { ...ok(true, { code: 0, message: '角色编码已存在' }), success: false } : ok(true, { code: 0 });
};

const ROLE_COLUMNS: ExcelColumn[] = [
  { header: '角色名称', key: 'roleName', width: 18 },
  { header: '角色编码', key: 'roleCode', width: 18 },
  { header: '描述', key: 'description', width: 60 },
  { header: '创建时间', key: 'createTime', width: 20 },
];
const IMPORT_COLUMNS = ROLE_COLUMNS.slice(0, 3);

export const sysRoleExportXls: Handler<'sysRoleExportXls'> = async ({ query, session }, { store, now }) => {
  const selections = idList(query.selections);
  let rows = store.data.roles.map(roleRow);
  if (selections.length) rows = rows.filter((row) => selections.includes(row.id));
  let page;
  try {
    page = listQuery(rows, { ...query, pageSize: '-521' }, ROLE_FIELDS, { defaultSort: ROLE_SORT });
  } catch (error) {
    if (error instanceof QueryError) return fail(error.message);
    throw error;
  }
  const user = session ? store.userByName(session.username) : undefined;
  const buffer = await exportWorkbook('角色列表数据', ROLE_COLUMNS, page.records, `导出人:${user?.realname ?? session?.username ?? ''}  导出时间:${dateTimeText(now())}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '角色列表.xlsx' } };
};

export const sysRoleImportExcel: Handler<'sysRoleImportExcel'> = async ({ uploads, session }, { store, now, uploadDir }) => {
  const upload = uploads.find((file) => file.fieldname === 'file') ?? uploads[0];
  if (!upload) return fail('参数错误：body.file 不能为空（请上传Excel文件）');
  let rows: Array<Record<string, string>>;
  try {
    rows = await readWorkbook(upload.buffer, IMPORT_COLUMNS);
  } catch (error) {
    if (error instanceof ExcelReadError) return fail(error.message);
    throw error;
  }
  const problems: RowProblem[] = [];
  let imported = 0;
  rows.forEach((row, index) => {
    const roleName = row.roleName ?? '';
    const roleCode = row.roleCode ?? '';
    let reason: string | null = null;
    if (!roleName) reason = '角色名称不能为空';
    else if (!roleCode) reason = '角色编码不能为空';
    else if (roleName.length > 30 || roleCode.length > 64) reason = '角色名称不能超过30个字符，角色编码不能超过64个字符';
    else if (CHINESE.test(roleCode)) reason = '角色编码不可输入汉字!';
    else if (store.data.roles.some((r) => r.roleCode === roleCode)) reason = `roleCode 值：${roleCode} 已存在，忽略导入`;
    if (reason) {
      problems.push({ row: index + 1, values: row, reason });
      return;
    }
    store.data.roles.unshift({
      id: randomId(),
      roleName,
      roleCode,
      description: row.description || null,
      createBy: session?.username ?? null,
      createTime: dateTimeText(now()),
      updateBy: null,
      updateTime: null,
    });
    imported++;
  });
  return importAnswer({ total: rows.length, imported, problems, columns: IMPORT_COLUMNS, title: '角色导入错误', uploadDir, now: now() });
};

// ---------------------------------------------------------------------------------------------------------------
// Permissions (menus, sub-menus, buttons)

const PERMISSION_NOT_FOUND = '未找到菜单信息';
const MENU_TYPE_TEXT: Record<number, string> = { 0: '一级菜单', 1: '子菜单', 2: '按钮权限' };
const PERMS_TYPE_TEXT: Record<string, string> = { '1': '显示', '2': '禁用' };

/** Rows ordered as upstream's `orderByAsc(sort_no)` (equal numbers keep the stored order). */
function sortedPermissions(store: Store): PermissionRow[] {
  return store.data.permissions
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.sortNo - b.row.sortNo || a.index - b.index)
    .map(({ row }) => row);
}

const hasChildren = (store: Store, id: string) => store.data.permissions.some((row) => row.parentId === id);
const hasRules = (store: Store, id: string) => store.data.permissionDataRules.some((rule) => rule.permissionId === id);

type PermissionTree = Schema<'SysPermissionTree'>;

/** One SysPermissionTree node; `children` [] on non-leaf nodes, as upstream's constructor leaves it. */
function permissionNode(store: Store, row: PermissionRow, leaf = !hasChildren(store, row.id)): PermissionTree {
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
function nest<N extends { children?: N[] }>(rows: PermissionRow[], node: (row: PermissionRow) => N): N[] {
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

function treeAnswer(store: Store, rows: PermissionRow[], dataRule: boolean): Schema<'PermissionTreeAnswer'> {
  return { treeList: nest(rows, (row) => treeModel(store, row, dataRule)), ids: rows.map((row) => row.id) };
}

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

export const sysRoleQueryTreeList: Handler<'sysRoleQueryTreeList'> = (_input, { store }) =>
  ok(treeAnswer(store, sortedPermissions(store), true), { code: 0 });

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
    const parent = store.data.permissions.find((row) => row.id === parentId);
    if (!parent) return '上级菜单不存在';
    if (parent.menuType === 2) return '按钮下不能添加子项';
    if (editing) {
      for (let at: PermissionRow | undefined = parent; at; at = store.data.permissions.find((row) => row.id === at?.parentId)) {
        if (at.id === editing.id) return '上级菜单不能是自身或其下级';
      }
    }
  }
  const url = form.url !== undefined ? form.url : editing?.url;
  const component = form.component !== undefined ? form.component : editing?.component;
  if (form.menuType !== 2 && !url) return '请输入菜单路径!';
  if (form.menuType === 1 && !component) return '请输入前端组件!';
  const perms = form.perms !== undefined ? form.perms : editing?.perms;
  if (perms && store.data.permissions.some((row) => row.perms === perms && row.id !== editing?.id)) return '授权标识已存在!';
  return null;
}

function applyPermissionForm(row: PermissionRow, form: PermissionForm): void {
  const set = <K extends keyof PermissionRow>(key: K, value: PermissionRow[K] | undefined) => {
    if (value !== undefined) row[key] = value;
  };
  row.menuType = form.menuType;
  row.name = form.name;
  if (form.menuType === 0) row.parentId = null;
  else if (form.parentId !== undefined) row.parentId = form.parentId || null;
  const url = tidyUrl(form.url);
  if (url !== undefined) row.url = url ?? '';
  const component = tidyComponent(form.component);
  if (component !== undefined) row.component = component ?? '';
  if (row.menuType === 0 && !row.component) row.component = 'layouts/RouteView';
  if (form.componentName !== undefined) row.componentName = form.componentName || null;
  if (form.redirect !== undefined) row.redirect = form.redirect || null;
  if (form.perms !== undefined) row.perms = form.perms || null;
  if (form.permsType) row.permsType = form.permsType;
  if (form.status) row.status = form.status;
  if (form.sortNo !== undefined && form.sortNo !== null) row.sortNo = form.sortNo;
  if (form.icon !== undefined) row.icon = form.icon || null;
  if (form.description !== undefined) row.description = form.description || null;
  set('route', form.route);
  set('keepAlive', form.keepAlive);
  set('alwaysShow', form.alwaysShow);
  set('hidden', form.hidden);
  set('hideTab', form.hideTab);
  set('internalOrExternal', form.internalOrExternal);
}

export const sysPermissionAdd: Handler<'sysPermissionAdd'> = ({ body, session }, { store, now }) => {
  const problem = permissionProblem(store, body, null);
  if (problem) return fail(problem);
  const row: PermissionRow = {
    id: randomId(),
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
    createBy: session?.username ?? null,
    createTime: dateTimeText(now()),
    updateBy: null,
    updateTime: null,
  };
  applyPermissionForm(row, body);
  store.data.permissions.push(row);
  return ok(null, { message: '添加成功！' });
};

export const sysPermissionEdit: Handler<'sysPermissionEdit'> = ({ body, session }, { store, now }) => {
  const row = store.data.permissions.find((r) => r.id === body.id);
  if (!row) return fail(PERMISSION_NOT_FOUND);
  const problem = permissionProblem(store, body, row);
  if (problem) return fail(problem);
  applyPermissionForm(row, body);
  row.updateBy = session?.username ?? null;
  row.updateTime = dateTimeText(now());
  return ok(null, { message: '修改成功！' });
};

/** Deletes permissions with everything below them, their data rules and department grants. */
function removePermissions(store: Store, ids: string[]): void {
  const doomed = new Set<string>();
  const collect = (id: string) => {
    if (doomed.has(id)) return;
    doomed.add(id);
    for (const row of store.data.permissions) if (row.parentId === id) collect(row.id);
  };
  ids.forEach(collect);
  store.data.permissions = store.data.permissions.filter((row) => !doomed.has(row.id));
  store.data.permissionDataRules = store.data.permissionDataRules.filter((rule) => !doomed.has(rule.permissionId));
  store.data.departPermissions = store.data.departPermissions.filter((link) => !doomed.has(link.permissionId));
  store.data.departRolePermissions = store.data.departRolePermissions.filter((link) => !doomed.has(link.permissionId));
}

export const sysPermissionDelete: Handler<'sysPermissionDelete'> = ({ query }, { store }) => {
  if (!store.data.permissions.some((row) => row.id === query.id)) return fail(PERMISSION_NOT_FOUND);
  removePermissions(store, [query.id]);
  return ok(null, { message: '删除成功!' });
};

export const sysPermissionDeleteBatch: Handler<'sysPermissionDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids).filter((id) => store.data.permissions.some((row) => row.id === id));
  if (ids.length === 0) return fail(PERMISSION_NOT_FOUND);
  removePermissions(store, ids);
  return ok(null, { message: '删除成功!' });
};

// ---------------------------------------------------------------------------------------------------------------
// Grants: roles, departments, department roles. All three save with upstream's diff of two comma lists.

interface Diff {
  grant: string[];
  revoke: string[];
}

/** Upstream getDiff both ways: ids new but not last are granted; ids last but not new are revoked. */
function diffOf(permissionIds: string, lastPermissionIds: string | null | undefined): Diff {
  const next = idList(permissionIds);
  const last = idList(lastPermissionIds);
  return { grant: next.filter((id) => !last.includes(id)), revoke: last.filter((id) => !next.includes(id)) };
}

function unknownPermission(store: Store, ids: string[]): string | null {
  const missing = ids.find((id) => !store.data.permissions.some((row) => row.id === id));
  return missing ? `${PERMISSION_NOT_FOUND}：${missing}` : null;
}

export const sysPermissionQueryRolePermission: Handler<'sysPermissionQueryRolePermission'> = ({ query }, { store }) => {
  const role = store.data.roles.find((r) => r.id === query.roleId);
  const ids = role ? store.data.permissions.filter((row) => row.roles.includes(role.roleCode)).map((row) => row.id) : [];
  return ok(ids, { code: 0 });
};

export const sysPermissionSaveRolePermission: Handler<'sysPermissionSaveRolePermission'> = ({ body }, { store }) => {
  const role = store.data.roles.find((r) => r.id === body.roleId);
  if (!role) return fail(ROLE_NOT_FOUND);
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  for (const row of store.data.permissions) {
    if (grant.includes(row.id) && !row.roles.includes(role.roleCode)) row.roles = [...row.roles, role.roleCode];
    if (revoke.includes(row.id)) row.roles = row.roles.filter((code) => code !== role.roleCode);
  }
  return ok(null, { message: '保存成功！' });
};

export const sysPermissionQueryDepartPermission: Handler<'sysPermissionQueryDepartPermission'> = ({ query }, { store }) =>
  ok(
    store.data.departPermissions.filter((link) => link.departId === query.departId).map((link) => link.permissionId),
    { code: 0 },
  );

export const sysPermissionSaveDepartPermission: Handler<'sysPermissionSaveDepartPermission'> = ({ body }, { store }) => {
  if (!store.data.departs.some((d) => d.id === body.departId)) return fail('未找到部门信息');
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  const held = new Set(store.data.departPermissions.filter((link) => link.departId === body.departId).map((link) => link.permissionId));
  for (const permissionId of grant) {
    if (!held.has(permissionId)) store.data.departPermissions.push({ id: randomId(), departId: body.departId, permissionId, dataRuleIds: null });
  }
  const departRoleIds = new Set(store.data.departRoles.filter((role) => role.departId === body.departId).map((role) => role.id));
  store.data.departPermissions = store.data.departPermissions.filter((link) => !(link.departId === body.departId && revoke.includes(link.permissionId)));
  // A permission the department loses is taken from its roles as well.
  store.data.departRolePermissions = store.data.departRolePermissions.filter((link) => !(departRoleIds.has(link.roleId) && revoke.includes(link.permissionId)));
  return ok(null, { message: '保存成功！' });
};

export const sysSysDepartPermissionQueryTreeListForDeptRole: Handler<'sysSysDepartPermissionQueryTreeListForDeptRole'> = ({ query }, { store }) => {
  const held = new Set(store.data.departPermissions.filter((link) => link.departId === query.departId).map((link) => link.permissionId));
  return ok(treeAnswer(store, sortedPermissions(store).filter((row) => held.has(row.id)), true), { code: 0 });
};

export const sysSysDepartPermissionQueryDeptRolePermission: Handler<'sysSysDepartPermissionQueryDeptRolePermission'> = ({ query }, { store }) =>
  ok(
    store.data.departRolePermissions.filter((link) => link.roleId === query.roleId).map((link) => link.permissionId),
    { code: 0 },
  );

export const sysSysDepartPermissionSaveDeptRolePermission: Handler<'sysSysDepartPermissionSaveDeptRolePermission'> = ({ body }, { store }) => {
  if (!store.data.departRoles.some((role) => role.id === body.roleId)) return fail('未找到部门角色信息');
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  const held = new Set(store.data.departRolePermissions.filter((link) => link.roleId === body.roleId).map((link) => link.permissionId));
  for (const permissionId of grant) {
    if (!held.has(permissionId)) store.data.departRolePermissions.push({ id: randomId(), roleId: body.roleId, permissionId, dataRuleIds: null });
  }
  store.data.departRolePermissions = store.data.departRolePermissions.filter((link) => !(link.roleId === body.roleId && revoke.includes(link.permissionId)));
  return ok(null, { message: '保存成功！' });
};

// ---------------------------------------------------------------------------------------------------------------
// Data rules

const RULE_FIELDS: EntityFields = {
  id: { type: 'string' },
  permissionId: { type: 'string' },
  ruleName: { type: 'string' },
  ruleColumn: { type: 'string' },
  ruleConditions: { type: 'string', dict: 'rule_conditions' },
  ruleValue: { type: 'string' },
  status: { type: 'string', dict: 'valid_status' },
  createTime: { type: 'datetime' },
};

function ruleRows(store: Store, rules: DataRuleRecord[]): Schema<'PermissionDataRule'>[] {
  const page = pageOf(store, rules, { pageSize: '-521' }, RULE_FIELDS);
  return (page.result?.records ?? []) as Schema<'PermissionDataRule'>[];
}

const newestFirst = (a: DataRuleRecord, b: DataRuleRecord) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0);

export const sysPermissionGetPermRuleListByPermId: Handler<'sysPermissionGetPermRuleListByPermId'> = ({ query }, { store }) =>
  ok(ruleRows(store, store.data.permissionDataRules.filter((rule) => rule.permissionId === query.permissionId).sort(newestFirst)), { code: 0 });

export const sysPermissionQueryPermissionRule: Handler<'sysPermissionQueryPermissionRule'> = ({ query }, { store }) => {
  const page = listQuery(store.data.permissionDataRules, { ...query, pageSize: '-521' }, RULE_FIELDS);
  return ok(ruleRows(store, page.records), { message: '查询成功！' });
};

type RuleForm = BodyOf<'sysPermissionAddPermissionRule'>;

const ruleFields = (form: RuleForm) => ({
  permissionId: form.permissionId,
  ruleName: form.ruleName,
  ruleColumn: form.ruleColumn || null,
  ruleConditions: form.ruleConditions,
  ruleValue: form.ruleValue,
});

export const sysPermissionAddPermissionRule: Handler<'sysPermissionAddPermissionRule'> = ({ body, session }, { store, now }) => {
  if (!store.data.permissions.some((row) => row.id === body.permissionId)) return fail(PERMISSION_NOT_FOUND);
  store.data.permissionDataRules.push({
    id: randomId(),
    ...ruleFields(body),
    status: body.status ?? '1',
    createBy: session?.username ?? null,
    createTime: dateTimeText(now()),
    updateBy: null,
    updateTime: null,
  });
  return ok(null, { message: '添加成功！' });
};

export const sysPermissionEditPermissionRule: Handler<'sysPermissionEditPermissionRule'> = ({ body, session }, { store, now }) => {
  const rule = store.data.permissionDataRules.find((r) => r.id === body.id);
  if (!rule) return fail(NOT_FOUND);
  if (!store.data.permissions.some((row) => row.id === body.permissionId)) return fail(PERMISSION_NOT_FOUND);
  Object.assign(rule, ruleFields(body), body.status ? { status: body.status } : {}, {
    updateBy: session?.username ?? null,
    updateTime: dateTimeText(now()),
  });
  return ok(null, { message: '更新成功！' });
};

export const sysPermissionDeletePermissionRule: Handler<'sysPermissionDeletePermissionRule'> = ({ query }, { store }) => {
  if (removeRows(store.data.permissionDataRules, [query.id]) === 0) return fail(NOT_FOUND);
  return ok(null, { message: '删除成功！' });
};

// ---------------------------------------------------------------------------------------------------------------
// Authorised departments (fork-only sys_auth_relation)

const USER_NOT_FOUND = '未找到用户信息';

export const systemSysAuthRelationQueryAuthDepartIds: Handler<'systemSysAuthRelationQueryAuthDepartIds'> = ({ query }, { store }) => {
  if (!store.data.users.some((u) => u.id === query.userId)) return fail(USER_NOT_FOUND);
  return ok(store.data.authDepartRelations.filter((link) => link.userId === query.userId).map((link) => link.departId));
};

export const systemSysAuthRelationSaveSysAuthRelation: Handler<'systemSysAuthRelationSaveSysAuthRelation'> = ({ body, session }, { store, now }) => {
  if (!store.data.users.some((u) => u.id === body.userId)) return fail(USER_NOT_FOUND);
  const departIds = [...new Set(idList(body.departIds))];
  const missing = departIds.find((id) => !store.data.departs.some((d) => d.id === id));
  if (missing) return fail(`未找到部门信息：${missing}`);
  store.data.authDepartRelations = [
    ...store.data.authDepartRelations.filter((link) => link.userId !== body.userId),
    ...departIds.map((departId) => ({ id: randomId(), userId: body.userId, departId, createBy: session?.username ?? null, createTime: dateTimeText(now()) })),
  ];
  return ok(null, { message: '保存成功！' });
};
