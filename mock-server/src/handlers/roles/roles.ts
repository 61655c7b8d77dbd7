// 角色管理 (SysRoleController): list, edit, delete, the code check, Excel, and the permission tree a role is granted
// from. A role holds a permission when the permission row's `roles` lists the role's code; users hold role codes.
import { exportWorkbook, XLSX_TYPE, type ExcelColumn } from '../../crud/excel.js';
import { dateTimeText } from '../../lib/dates.js';
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { listQuery, QueryError } from '../../query/list-query.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { NO_ENTITY } from '../../entity/answers.js';
import type { RoleRecord } from '../../store/records/roles.js';
import { sortedPermissions, treeAnswer } from '../../domain/permission-tree.js';
import { roleDataRules } from '../../entities/data-rules.js';
import { permissions } from '../../entities/permissions.js';
import { ADMIN_ROLE, ROLE_FIELDS, ROLE_SORT, roles } from '../../entities/roles.js';
import { users } from '../../entities/users.js';

const ADMIN_ROLE_UNDELETABLE = '不能删除管理员角色';

const CHINESE = /[\u4E00-\u9FA5]/;

type RoleForm = BodyOf<'sysRoleAdd'>;

function roleProblem(store: Store, form: RoleForm, editing: RoleRecord | null): string | null {
  if (CHINESE.test(form.roleCode)) return '角色编码不可输入汉字!';
  if (roles.all(store).some((r) => r.roleCode === form.roleCode && r.id !== editing?.id)) return '角色编码已存在';
  return null;
}

export const sysRoleList: Handler<'sysRoleList'> = ({ query }, { store }) => roles.page(store, query);

export const sysRoleAdd: Handler<'sysRoleAdd'> = ({ body, session }, { store, now }) => {
  const problem = roleProblem(store, body, null);
  if (problem) return fail(problem);
  roles.insert(store, { roleName: body.roleName, roleCode: body.roleCode, description: body.description ?? null }, session, now());
  return ok(null, { message: '添加成功！' });
};

/** Moves every link of a role code to a new code (users and permission grants are kept by code). */
function renameRoleCode(store: Store, from: string, to: string): void {
  if (from === to) return;
  for (const user of users.all(store)) user.roleCodes = user.roleCodes.map((code) => (code === from ? to : code));
  for (const row of permissions.all(store)) row.roles = row.roles.map((code) => (code === from ? to : code));
}

export const sysRoleEdit: Handler<'sysRoleEdit'> = ({ body, session }, { store, now }) => {
  const role = roles.get(store, body.id);
  if (!role) return fail(NO_ENTITY);
  const problem = roleProblem(store, body, role);
  if (problem) return fail(problem);
  renameRoleCode(store, role.roleCode, body.roleCode);
  const patch: Partial<RoleRecord> = { roleName: body.roleName, roleCode: body.roleCode };
  if (body.description !== undefined) patch.description = body.description;
  roles.update(role, patch, session, now());
  return ok(null, { message: '修改成功!' });
};

/** Deletes roles with their grants and user links (upstream deleteRole); refuses the admin role. */
function removeRoles(store: Store, ids: string[]): string | null {
  const doomed = roles.all(store).filter((r) => ids.includes(r.id));
  if (doomed.some((r) => r.roleCode === ADMIN_ROLE)) return ADMIN_ROLE_UNDELETABLE;
  const codes = new Set(doomed.map((r) => r.roleCode));
  for (const user of users.all(store)) user.roleCodes = user.roleCodes.filter((code) => !codes.has(code));
  for (const row of permissions.all(store)) row.roles = row.roles.filter((code) => !codes.has(code));
  const doomedIds = new Set(doomed.map((r) => r.id));
  roleDataRules.removeWhere(store, (row) => doomedIds.has(row.roleId));
  roles.remove(store, [...doomedIds]);
  return null;
}

export const sysRoleDelete: Handler<'sysRoleDelete'> = ({ query }, { store }) => {
  if (!roles.all(store).some((r) => r.id === query.id)) return fail(NO_ENTITY);
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
  const role = roles.get(store, query.id);
  return role ? ok(role, { code: 0 }) : fail(NO_ENTITY);
};

export const sysRoleQueryall: Handler<'sysRoleQueryall'> = (_input, { store }) =>
  roles.all(store).length ? ok(roles.all(store), { code: 0 }) : fail('未找到角色信息');

export const sysRoleCheckRoleCode: Handler<'sysRoleCheckRoleCode'> = ({ query }, { store }) => {
  const owner = roles.all(store).find((r) => r.roleCode === query.roleCode);
  const editing = query.id ? roles.all(store).find((r) => r.id === query.id) : undefined;
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
  let rows = roles.all(store);
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

type RoleImport = Pick<RoleRecord, 'roleName' | 'roleCode' | 'description'>;

/** An imported row as the add form would send it, or why it cannot be one. */
function importedRole(store: Store, row: Record<string, string>): RoleImport | string {
  const roleName = row.roleName ?? '';
  const roleCode = row.roleCode ?? '';
  if (!roleName) return '角色名称不能为空';
  if (!roleCode) return '角色编码不能为空';
  if (roleName.length > 30 || roleCode.length > 64) return '角色名称不能超过30个字符，角色编码不能超过64个字符';
  if (CHINESE.test(roleCode)) return '角色编码不可输入汉字!';
  if (roles.all(store).some((r) => r.roleCode === roleCode)) return `roleCode 值：${roleCode} 已存在，忽略导入`;
  return { roleName, roleCode, description: row.description || null };
}

export const sysRoleImportExcel: Handler<'sysRoleImportExcel'> = ({ uploads, session }, ctx) =>
  roles.importFile<RoleImport>(uploads, ctx, {
    columns: IMPORT_COLUMNS,
    errorTitle: '角色导入错误',
    formOf: (row) => importedRole(ctx.store, row),
    problemOf: () => null,
    create: (form) => roles.insert(ctx.store, form, session, ctx.now()),
  });

export const sysRoleQueryTreeList: Handler<'sysRoleQueryTreeList'> = (_input, { store }) =>
  ok(treeAnswer(store, sortedPermissions(store), true), { code: 0 });
