import type { MockApp } from '@mis/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from './document';
import { call, callRaw, loginAs, startMock } from './harness';
import { multipart, readSheet, workbook, XLSX } from './harness-files';

let app: MockApp;
let token: string;
beforeAll(async () => {
  app = await startMock();
  token = await loginAs(app, 'admin');
});
afterAll(() => app.close());

/** Runs a test that changes grants the other tests rely on, then restores the seed (and signs admin in again). */
async function withSeedState(run: (fresh: MockApp, adminToken: string) => Promise<void>): Promise<void> {
  app.store.reset();
  token = await loginAs(app, 'admin');
  try {
    await run(app, token);
  } finally {
    app.store.reset();
    token = await loginAs(app, 'admin');
  }
}

type RolePage = Omit<Schema<'PageResult'>, 'records'> & { records: Array<Schema<'SysRole'>> };
type Tree = Schema<'SysPermissionTree'>;
type TreeModel = Schema<'PermissionTreeModel'>;
type Rule = Schema<'PermissionDataRule'>;

const ROLE = { admin: 'f6817f48af4fb3af11b9e8bf182f618b', hr: 'e51758fa916c881624b046d26bd09230', test: 'ee8626f80f7c2619917b6236f3a7f02b' };
const roleList = async (query = '', on = app, as = token) => (await call(on, 'sysRoleList', { url: `/v1/sys/role/list${query}`, token: as })).body.result as RolePage;
const roleIdOf = (code: string, on = app) => on.store.data.roles.find((r) => r.roleCode === code)?.id as string;
const menuId = (title: string, on = app) => on.store.data.permissions.find((p) => p.name === title && p.menuType !== 2)?.id as string;
const buttonId = (perms: string, on = app) => on.store.data.permissions.find((p) => p.perms === perms)?.id as string;
const departId = (orgCode: string, on = app) => on.store.data.departs.find((d) => d.orgCode === orgCode)?.id as string;
const userId = (username: string, on = app) => on.store.data.users.find((u) => u.username === username)?.id as string;

async function permissionsOf(on: MockApp, username: string): Promise<Schema<'PermissionResult'>> {
  const answer = await call(on, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token: await loginAs(on, username) });
  return answer.body.result as Schema<'PermissionResult'>;
}
const titles = (items: Schema<'MenuItem'>[] = []): string[] => items.map((item) => item.meta.title);
const titlesOf = (nodes: TreeModel[] = []) => nodes.map((n) => n.slotTitle);
const flatTree = <N extends { children?: N[] }>(nodes: N[]): N[] => nodes.flatMap((node) => [node, ...flatTree(node.children ?? [])]);

async function saveRolePermission(on: MockApp, as: string, payload: object) {
  return call(on, 'sysPermissionSaveRolePermission', { method: 'POST', url: '/v1/sys/permission/saveRolePermission', token: as, payload });
}

describe('roles: list, query, check', () => {
  it('A-SYS-05 pages through the roles with code 0, newest first', async () => {
    const answer = await call(app, 'sysRoleList', { url: '/v1/sys/role/list?pageNo=1&pageSize=5', token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = answer.body.result as RolePage;
    expect(page.total).toBe(8);
    expect(page).toMatchObject({ size: 5, current: 1, pages: 2 });
    const times = page.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.records[0]).toMatchObject({ roleCode: 'auditor', roleName: '内审专员', createBy: 'admin' });
  });

  it('filters by roleName value prefixes and roleCode', async () => {
    expect((await roleList(`?roleName=${encodeURIComponent('*经理*')}&column=roleCode&order=asc`)).records.map((r) => r.roleName)).toEqual(['事业部经理', '项目经理']);
    expect((await roleList('?roleCode=hr')).records.map((r) => r.id)).toEqual([ROLE.hr]);
  });

  it('an over-large pageSize answers 400 naming it; an unknown sort column the upstream message', async () => {
    const big = await call(app, 'sysRoleList', { url: '/v1/sys/role/list?pageSize=20000', token });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('参数错误：query.pageSize 不能大于 10000');
    const sort = await call(app, 'sysRoleList', { url: '/v1/sys/role/list?column=salary', token });
    expect(sort.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
  });

  it('A-SYS-03 queryall answers every role as an array with code 0', async () => {
    const answer = await call(app, 'sysRoleQueryall', { url: '/v1/sys/role/queryall?_t=1700000000', token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const roles = answer.body.result as Array<Schema<'SysRole'>>;
    expect(roles.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'hr', 'test', 'caiwu', 'recruiter']));
    expect(roles.find((r) => r.id === ROLE.hr)).toMatchObject({ roleName: '人力资源部', roleCode: 'hr' });
  });

  it('queryall with a non-numeric _t answers 400 naming it', async () => {
    const answer = await call(app, 'sysRoleQueryall', { url: '/v1/sys/role/queryall?_t=abc', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query._t 类型应为 integer');
  });

  it('queryById answers the role with code 0; an unknown id 未找到对应实体; none 400', async () => {
    const found = await call(app, 'sysRoleQueryById', { url: `/v1/sys/role/queryById?id=${ROLE.admin}`, token });
    expect(found.body).toMatchObject({ success: true, code: 0, result: { roleCode: 'admin', roleName: '管理员' } });
    const unknown = await call(app, 'sysRoleQueryById', { url: '/v1/sys/role/queryById?id=nope', token });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    const missing = await call(app, 'sysRoleQueryById', { url: '/v1/sys/role/queryById', token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.id 不能为空');
  });

  it('checkRoleCode: a taken code answers success false 角色编码已存在 with code 0; free or own codes pass', async () => {
    const taken = await call(app, 'sysRoleCheckRoleCode', { url: '/v1/sys/role/checkRoleCode?roleCode=hr', token });
    expect(taken.body).toMatchObject({ success: false, code: 0, message: '角色编码已存在' });
    const own = await call(app, 'sysRoleCheckRoleCode', { url: `/v1/sys/role/checkRoleCode?roleCode=hr&id=${ROLE.hr}`, token });
    expect(own.body).toMatchObject({ success: true, code: 0, result: true });
    const other = await call(app, 'sysRoleCheckRoleCode', { url: `/v1/sys/role/checkRoleCode?roleCode=hr&id=${ROLE.test}`, token });
    expect(other.body.success).toBe(false);
    const free = await call(app, 'sysRoleCheckRoleCode', { url: '/v1/sys/role/checkRoleCode?roleCode=site_pm', token });
    expect(free.body).toMatchObject({ success: true, result: true });
  });

  it('checkRoleCode without roleCode answers 400 naming it', async () => {
    const answer = await call(app, 'sysRoleCheckRoleCode', { url: '/v1/sys/role/checkRoleCode', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.roleCode 不能为空');
  });
});

describe('roles: add, edit, delete', () => {
  it('A-SYS-01 A-SYS-02 adds a role that lists and edits', async () => {
    const add = await call(app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token, payload: { roleName: '驻场项目经理', roleCode: 'site_pm', description: '负责驻场外包项目' } });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const [created] = (await roleList('?roleCode=site_pm')).records;
    expect(created).toMatchObject({ roleName: '驻场项目经理', description: '负责驻场外包项目', createBy: 'admin', updateTime: null });

    const edit = await call(app, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token, payload: { id: created?.id, roleName: '驻场项目主管', roleCode: 'site_pm', description: '驻场项目人员与考勤' } });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '修改成功!' });
    const byId = await call(app, 'sysRoleQueryById', { url: `/v1/sys/role/queryById?id=${created?.id}`, token });
    expect(byId.body.result).toMatchObject({ roleName: '驻场项目主管', description: '驻场项目人员与考勤', updateBy: 'admin' });
  });

  it('refuses a duplicate code and a code with Chinese characters', async () => {
    const duplicate = await call(app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token, payload: { roleName: '重复角色', roleCode: 'hr' } });
    expect(duplicate.body).toMatchObject({ success: false, code: 500, message: '角色编码已存在' });
    const chinese = await call(app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token, payload: { roleName: '中文编码', roleCode: '招聘' } });
    expect(chinese.body).toMatchObject({ success: false, message: '角色编码不可输入汉字!' });
    const takenOnEdit = await call(app, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token, payload: { id: ROLE.test, roleName: '临时角色', roleCode: 'admin' } });
    expect(takenOnEdit.body).toMatchObject({ success: false, message: '角色编码已存在' });
  });

  it('add without roleName, or with a one-character name, answers 400 naming the field', async () => {
    const missing = await call(app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token, payload: { roleCode: 'x1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.roleName 不能为空');
    const short = await call(app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token, payload: { roleName: '甲', roleCode: 'x1' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('参数错误：body.roleName 长度不能少于 2 个字符');
  });

  it('edit of an unknown id answers 未找到对应实体; without id 400', async () => {
    const unknown = await call(app, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token, payload: { id: 'nope', roleName: '不存在', roleCode: 'nope' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const missing = await call(app, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token, payload: { roleName: '没有ID', roleCode: 'noid' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.id 不能为空');
  });

  it('a changed roleCode keeps the role\'s users and permissions', async () => {
    await withSeedState(async (fresh, admin) => {
      const before = (await call(fresh, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${ROLE.hr}`, token: admin })).body.result as string[];
      const edit = await call(fresh, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token: admin, payload: { id: ROLE.hr, roleName: '人力资源部', roleCode: 'hr_dept' } });
      expect(edit.body.success).toBe(true);
      const after = (await call(fresh, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${ROLE.hr}`, token: admin })).body.result as string[];
      expect(after).toEqual(before);
      expect(after.length).toBeGreaterThan(5);
      const roles = await call(fresh, 'sysUserQueryUserRole', { url: `/v1/sys/user/queryUserRole?userid=${userId('jeecg', fresh)}`, token: admin });
      expect(roles.body.result).toEqual([ROLE.hr]);
      expect(titles((await permissionsOf(fresh, 'jeecg')).menu)).toContain('人力资源');
    });
  });

  it('deleting a role in use removes it and its user links (upstream deleteRole); the user keeps logging in', async () => {
    await withSeedState(async (fresh, admin) => {
      await call(fresh, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token: admin, payload: { roleName: '薪酬专员', roleCode: 'payroll' } });
      const payroll = roleIdOf('payroll', fresh);
      await saveRolePermission(fresh, admin, { roleId: payroll, permissionIds: [menuId('系统管理', fresh), menuId('日志管理', fresh)].join(','), lastpermissionIds: '' });
      const add = await call(fresh, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token: admin, payload: { username: 'xinchou01', realname: '薪酬一', password: '123456', selectedroles: `${payroll},${ROLE.test}` } });
      expect(add.body.success).toBe(true);
      expect(titles((await permissionsOf(fresh, 'xinchou01')).menu)).toContain('系统管理');

      const removed = await call(fresh, 'sysRoleDelete', { method: 'DELETE', url: `/v1/sys/role/delete?id=${payroll}`, token: admin });
      expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除角色成功', result: '删除角色成功' });
      expect((await roleList('?roleCode=payroll', fresh, admin)).total).toBe(0);
      const roles = await call(fresh, 'sysUserQueryUserRole', { url: `/v1/sys/user/queryUserRole?userid=${userId('xinchou01', fresh)}`, token: admin });
      expect(roles.body.result).toEqual([ROLE.test]);
      const menu = (await permissionsOf(fresh, 'xinchou01')).menu;
      expect(titles(menu)).not.toContain('系统管理');
      expect(titles(menu)).toContain('首页');
    });
  });

  it('the admin role cannot be deleted; an unknown id answers 未找到对应实体; no id 400', async () => {
    const admin = await call(app, 'sysRoleDelete', { method: 'DELETE', url: `/v1/sys/role/delete?id=${ROLE.admin}`, token });
    expect(admin.body).toMatchObject({ success: false, code: 500, message: '不能删除管理员角色' });
    expect(app.store.data.roles.some((r) => r.id === ROLE.admin)).toBe(true);
    const unknown = await call(app, 'sysRoleDelete', { method: 'DELETE', url: '/v1/sys/role/delete?id=nope', token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const missing = await call(app, 'sysRoleDelete', { method: 'DELETE', url: '/v1/sys/role/delete', token });
    expect(missing.status).toBe(400);
  });

  it('deleteBatch removes the listed roles, but none when admin is among them', async () => {
    await withSeedState(async (fresh, admin) => {
      const ids = [roleIdOf('auditor', fresh), roleIdOf('recruiter', fresh)];
      const refused = await call(fresh, 'sysRoleDeleteBatch', { method: 'DELETE', url: `/v1/sys/role/deleteBatch?ids=${ids[0]},${ROLE.admin},`, token: admin });
      expect(refused.body).toMatchObject({ success: false, message: '不能删除管理员角色' });
      expect(roleIdOf('auditor', fresh)).toBe(ids[0]);
      const done = await call(fresh, 'sysRoleDeleteBatch', { method: 'DELETE', url: `/v1/sys/role/deleteBatch?ids=${ids.join(',')},`, token: admin });
      expect(done.body).toMatchObject({ success: true, code: 200, message: '删除角色成功!' });
      expect((await roleList('', fresh, admin)).total).toBe(6);
      expect(fresh.store.data.permissions.some((p) => p.roles.includes('recruiter'))).toBe(false);
    });
  });

  it('deleteBatch of only commas answers 未选中角色！; without ids 400', async () => {
    const empty = await call(app, 'sysRoleDeleteBatch', { method: 'DELETE', url: '/v1/sys/role/deleteBatch?ids=,', token });
    expect(empty.body).toMatchObject({ success: false, message: '未选中角色！' });
    const missing = await call(app, 'sysRoleDeleteBatch', { method: 'DELETE', url: '/v1/sys/role/deleteBatch', token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.ids 不能为空');
  });
});

describe('roles: export and import', () => {
  it('exports the filtered roles, or only the selections, as a real Excel file', async () => {
    const filtered = await callRaw(app, 'sysRoleExportXls', { url: `/v1/sys/role/exportXls?roleName=${encodeURIComponent('*经理*')}`, token });
    expect(filtered.contentType).toBe(XLSX);
    const rows = await readSheet(filtered.raw);
    expect(rows[0]?.[0]).toBe('角色列表数据');
    expect(rows[1]?.[0]).toContain('导出人:管理员');
    expect(rows[2]).toEqual(['角色名称', '角色编码', '描述', '创建时间']);
    expect(rows.slice(3).map((row) => row[1]).sort()).toEqual(['bu_manager', 'project_manager']);
    const selected = await callRaw(app, 'sysRoleExportXls', { url: `/v1/sys/role/exportXls?selections=${ROLE.hr}`, token });
    expect((await readSheet(selected.raw)).slice(3).map((row) => row[1])).toEqual(['hr']);
  });

  it('an export with an unknown sort column answers the envelope', async () => {
    const answer = await callRaw(app, 'sysRoleExportXls', { url: '/v1/sys/role/exportXls?column=nope', token });
    expect(answer.contentType).toContain('application/json');
    expect(JSON.parse(answer.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
  });

  it('imports the good rows and answers code 201 with an error report for the bad ones', async () => {
    const file = await workbook([
      ['角色名称', '角色编码', '描述'],
      ['培训专员', 'trainer', '新员工入职培训'],
      ['重复人事', 'hr', ''],
      ['培训主管', 'trainer', '同一文件内重复'],
      ['', 'noname', ''],
      ['社保专员', 'shebao', '社保公积金缴纳'],
    ]);
    const body = multipart({}, { name: 'roles.xlsx', type: XLSX, content: file });
    const answer = await call(app, 'sysRoleImportExcel', { method: 'POST', url: '/v1/sys/role/importExcel', token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect((answer.body.result as { msg: string }).msg).toBe('总上传行数：5，已导入行数：2，错误行数：3');
    expect((await roleList('?roleCode=trainer,shebao')).records.map((r) => r.roleName).sort()).toEqual(['培训专员', '社保专员']);
    const report = await callRaw(app, 'sysCommonStatic', { url: `/v1${(answer.body.result as { fileUrl: string }).fileUrl}` });
    expect((await readSheet(report.raw)).slice(3).map((row) => row.at(-1))).toEqual(['roleCode 值：hr 已存在，忽略导入', 'roleCode 值：trainer 已存在，忽略导入', '角色名称不能为空']);
  });

  it('a file of good rows answers code 200; a file that is not Excel answers its reason', async () => {
    const good = multipart({}, { name: 'ok.xlsx', type: XLSX, content: await workbook([['角色名称', '角色编码'], ['结算专员', 'settlement']]) });
    const answer = await call(app, 'sysRoleImportExcel', { method: 'POST', url: '/v1/sys/role/importExcel', token, headers: good.headers, payload: good.payload });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
    const junk = multipart({}, { name: 'x.xlsx', type: XLSX, content: Buffer.from('not a workbook') });
    const bad = await call(app, 'sysRoleImportExcel', { method: 'POST', url: '/v1/sys/role/importExcel', token, headers: junk.headers, payload: junk.payload });
    expect(bad.body).toMatchObject({ success: false, message: '文件导入失败:文件不是有效的Excel(.xlsx)文件' });
  });
});

describe('permission trees', () => {
  it('A-SYS-16 list answers the whole menu tree by sortNo with code 0, sub-menus before buttons', async () => {
    const answer = await call(app, 'sysPermissionList', { url: '/v1/sys/permission/list', token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const tree = answer.body.result as Tree[];
    expect(tree.map((n) => n.name)).toEqual(['首页', '我的消息', '人力资源', '招聘管理', '系统管理', '系统监控', '个人页', '异常页']);
    const system = tree.find((n) => n.name === '系统管理');
    expect(system).toMatchObject({ menuType: 0, menuType_dictText: '一级菜单', isLeaf: false, route: true, url: '/isystem', component: 'layouts/RouteView', redirect: '/isystem/user', delFlag: 0 });
    const children = system?.children ?? [];
    expect(children.map((c) => c.name).slice(0, 3)).toEqual(['用户管理', '角色管理', '角色用户']);
    expect(children.slice(-4).map((c) => c.perms)).toEqual(['user:add', 'user:edit', 'user:delete', 'user:form:phone']);
    expect(children.at(-1)).toMatchObject({ menuType: 2, menuType_dictText: '按钮权限', permsType: '2', permsType_dictText: '禁用', isLeaf: true });
    expect(children.find((c) => c.name === '用户管理')).not.toHaveProperty('children');
    const roster = flatTree(tree).find((n) => n.name === '员工花名册');
    expect(roster).toMatchObject({ ruleFlag: 1, isLeaf: true });
  });

  it('list with name answers the matching entries flat, each a leaf', async () => {
    const answer = await call(app, 'sysPermissionList', { url: `/v1/sys/permission/list?name=${encodeURIComponent('管理')}`, token });
    const rows = answer.body.result as Tree[];
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['系统管理', '用户管理', '角色管理', '招聘管理', '入职管理']));
    expect(rows.every((r) => r.name.includes('管理') && r.isLeaf && r.children === undefined)).toBe(true);
  });

  it('list with an over-long name answers 400 naming it', async () => {
    const answer = await call(app, 'sysPermissionList', { url: `/v1/sys/permission/list?name=${'菜'.repeat(101)}`, token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.name 长度不能超过 100 个字符');
  });

  it('A-SYS-17 getSystemMenuList answers the top-level menus, expandable ones with children []', async () => {
    const answer = await call(app, 'sysPermissionGetSystemMenuList', { url: '/v1/sys/permission/getSystemMenuList', token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const menus = answer.body.result as Tree[];
    expect(menus.every((m) => m.menuType === 0)).toBe(true);
    expect(menus[0]).toMatchObject({ name: '首页', isLeaf: false, children: [] });
    expect(menus.find((m) => m.name === '我的消息')).toMatchObject({ isLeaf: true });
    expect(menus.find((m) => m.name === '我的消息')).not.toHaveProperty('children');
  });

  it('getSystemMenuList with a non-numeric _t answers 400', async () => {
    expect((await call(app, 'sysPermissionGetSystemMenuList', { url: '/v1/sys/permission/getSystemMenuList?_t=x', token })).status).toBe(400);
  });

  it('A-SYS-18 getSystemSubmenu answers the entries below a parent; an unknown parent []', async () => {
    const answer = await call(app, 'sysPermissionGetSystemSubmenu', { url: `/v1/sys/permission/getSystemSubmenu?parentId=${menuId('系统管理')}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const rows = answer.body.result as Tree[];
    expect(rows).toHaveLength(14);
    expect(rows.every((r) => r.parentId === menuId('系统管理'))).toBe(true);
    const unknown = await call(app, 'sysPermissionGetSystemSubmenu', { url: '/v1/sys/permission/getSystemSubmenu?parentId=nope', token });
    expect(unknown.body.result).toEqual([]);
  });

  it('getSystemSubmenu without parentId answers 400 naming it', async () => {
    const answer = await call(app, 'sysPermissionGetSystemSubmenu', { url: '/v1/sys/permission/getSystemSubmenu', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.parentId 不能为空');
  });

  it('A-SYS-19 getSystemSubmenuBatch maps each parent to its entries with code 200', async () => {
    const ids = [menuId('招聘管理'), menuId('异常页'), menuId('我的消息')];
    const answer = await call(app, 'sysPermissionGetSystemSubmenuBatch', { url: `/v1/sys/permission/getSystemSubmenuBatch?parentIds=${ids.join(',')}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const map = answer.body.result as Record<string, Tree[]>;
    expect(Object.keys(map).sort()).toEqual([ids[0], ids[1]].sort());
    expect(map[ids[0] as string]?.map((r) => r.name)).toEqual(['处理中', '已录用', '已淘汰']);
    expect(map[ids[1] as string]?.map((r) => r.name)).toEqual(['403', '404', '500']);
  });

  it('getSystemSubmenuBatch without parentIds answers 400', async () => {
    const answer = await call(app, 'sysPermissionGetSystemSubmenuBatch', { url: '/v1/sys/permission/getSystemSubmenuBatch', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.parentIds 不能为空');
  });

  it('A-SYS-20 queryTreeList answers the TreeModel tree and every id with code 0', async () => {
    const answer = await call(app, 'sysPermissionQueryTreeList', { url: '/v1/sys/permission/queryTreeList', token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const { treeList, ids } = answer.body.result as Schema<'PermissionTreeAnswer'>;
    expect(ids).toHaveLength(app.store.data.permissions.length);
    expect(flatTree(treeList).map((n) => n.key).sort()).toEqual([...ids].sort());
    const system = treeList.find((n) => n.title === '系统管理');
    expect(system).toMatchObject({ key: menuId('系统管理'), value: menuId('系统管理'), slotTitle: '系统管理', label: '系统管理', isLeaf: false, icon: 'setting' });
    expect(system).not.toHaveProperty('ruleFlag');
  });

  it('queryTreeList with a non-numeric _t answers 400', async () => {
    expect((await call(app, 'sysPermissionQueryTreeList', { url: '/v1/sys/permission/queryTreeList?_t=x', token })).status).toBe(400);
  });

  it('A-SYS-04 role queryTreeList marks data-rule menus for the role authorisation tree', async () => {
    const answer = await call(app, 'sysRoleQueryTreeList', { url: '/v1/sys/role/queryTreeList', token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const { treeList, ids } = answer.body.result as Schema<'PermissionTreeAnswer'>;
    expect(ids).toHaveLength(app.store.data.permissions.length);
    const nodes = flatTree(treeList);
    expect(nodes.find((n) => n.slotTitle === '员工花名册')).toMatchObject({ ruleFlag: 1, scopedSlots: { title: 'hasDatarule' }, isLeaf: true });
    expect(nodes.find((n) => n.slotTitle === '用户管理')).toMatchObject({ ruleFlag: 0 });
  });

  it('role queryTreeList with a non-numeric _t answers 400', async () => {
    expect((await call(app, 'sysRoleQueryTreeList', { url: '/v1/sys/role/queryTreeList?_t=x', token })).status).toBe(400);
  });
});

describe('permissions: add, edit, delete', () => {
  it('A-SYS-14 a menu added under 系统管理 shows in admin\'s menu, tidied, and not in the hr user\'s', async () => {
    await withSeedState(async (fresh, admin) => {
      const add = await call(fresh, 'sysPermissionAdd', {
        method: 'POST',
        url: '/v1/sys/permission/add',
        token: admin,
        payload: { menuType: 1, parentId: menuId('系统管理', fresh), name: '薪资核算', url: 'isystem/salary', component: '/views/system/SalaryList.vue', sortNo: 11, route: true, keepAlive: true, icon: 'money-collect' },
      });
      expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
      const system = (await permissionsOf(fresh, 'admin')).menu.find((m) => m.meta.title === '系统管理');
      const salary = system?.children?.find((c) => c.meta.title === '薪资核算');
      expect(salary).toMatchObject({ path: '/isystem/salary', name: 'isystem-salary', component: 'system/SalaryList', route: '1', meta: { keepAlive: true, icon: 'money-collect', componentName: 'SalaryList' } });
      expect(system?.children?.at(-1)?.meta.title).toBe('薪资核算');
      expect(titles((await permissionsOf(fresh, 'jeecg')).menu)).not.toContain('系统管理');
      const row = fresh.store.data.permissions.find((p) => p.name === '薪资核算');
      expect(row).toMatchObject({ createBy: 'admin', roles: ['admin'] });

      const top = await call(fresh, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token: admin, payload: { menuType: 0, parentId: menuId('系统管理', fresh), name: '薪酬福利', url: '/salary', sortNo: 4.5 } });
      expect(top.body.success).toBe(true);
      const menu = (await permissionsOf(fresh, 'admin')).menu;
      expect(titles(menu).indexOf('薪酬福利')).toBe(titles(menu).indexOf('招聘管理') + 1);
      expect(menu.find((m) => m.meta.title === '薪酬福利')).toMatchObject({ component: 'layouts/RouteView', redirect: null });
    });
  });

  it('A-PERM-02 a button added with status "0" is in allAuth but not auth; status "1" puts it in auth', async () => {
    await withSeedState(async (fresh, admin) => {
      const add = await call(fresh, 'sysPermissionAdd', {
        method: 'POST',
        url: '/v1/sys/permission/add',
        token: admin,
        payload: { menuType: 2, parentId: menuId('员工花名册', fresh), name: '导出花名册', perms: 'hrm:roster:export', permsType: '1', status: '0' },
      });
      expect(add.body.success).toBe(true);
      let result = await permissionsOf(fresh, 'admin');
      expect(result.allAuth).toContainEqual({ action: 'hrm:roster:export', type: '1', status: '0', describe: '导出花名册' });
      expect(result.auth.map((a) => a.action)).not.toContain('hrm:roster:export');

      const id = buttonId('hrm:roster:export', fresh);
      const edit = await call(fresh, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: admin, payload: { id, menuType: 2, name: '导出花名册', status: '1' } });
      expect(edit.body).toMatchObject({ success: true, code: 200, message: '修改成功！' });
      result = await permissionsOf(fresh, 'admin');
      expect(result.auth).toContainEqual({ action: 'hrm:roster:export', type: '1', describe: '导出花名册' });
      expect(result.allAuth).toContainEqual({ action: 'hrm:roster:export', type: '1', status: '1', describe: '导出花名册' });
    });
  });

  it('add refuses a child without parent, a taken perms code, and a sub-menu without component', async () => {
    const noParent = await call(app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token, payload: { menuType: 1, name: '孤儿菜单', url: '/orphan', component: 'x/Y' } });
    expect(noParent.body).toMatchObject({ success: false, code: 500, message: '请选择上级菜单!' });
    const taken = await call(app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token, payload: { menuType: 2, parentId: menuId('系统管理'), name: '再加用户', perms: 'user:add' } });
    expect(taken.body).toMatchObject({ success: false, message: '授权标识已存在!' });
    const noComponent = await call(app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token, payload: { menuType: 1, parentId: menuId('系统管理'), name: '无组件', url: '/isystem/none' } });
    expect(noComponent.body).toMatchObject({ success: false, message: '请输入前端组件!' });
    const underButton = await call(app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token, payload: { menuType: 2, parentId: buttonId('user:add'), name: '按钮下的按钮', perms: 'x:y' } });
    expect(underButton.body).toMatchObject({ success: false, message: '按钮下不能添加子项' });
  });

  it('add with a bad menuType or without name answers 400 naming the field', async () => {
    const type = await call(app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token, payload: { menuType: 5, name: 'x' } });
    expect(type.status).toBe(400);
    expect(type.body.message).toBe('参数错误：body.menuType 取值应为 0/1/2 之一');
    const name = await call(app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token, payload: { menuType: 0, url: '/x' } });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('参数错误：body.name 不能为空');
  });

  it('A-SYS-15 edit renames and hides a menu for its users; a parent below itself is refused', async () => {
    await withSeedState(async (fresh, admin) => {
      const id = menuId('员工花名册', fresh);
      const edit = await call(fresh, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: admin, payload: { id, menuType: 1, name: '花名册', hidden: true } });
      expect(edit.body).toMatchObject({ success: true, message: '修改成功！' });
      const hr = (await permissionsOf(fresh, 'jeecg')).menu.find((m) => m.meta.title === '人力资源');
      expect(hr?.children?.find((c) => c.id === id)).toMatchObject({ path: '/hrm/employee/rosterList', hidden: true, meta: { title: '花名册', hideMenu: true } });
      const row = fresh.store.data.permissions.find((p) => p.id === id);
      expect(row).toMatchObject({ url: '/hrm/employee/rosterList', component: 'hrm/employee/RosterList', updateBy: 'admin' });

      const cycle = await call(fresh, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: admin, payload: { id: menuId('个人页', fresh), menuType: 1, name: '个人页', parentId: menuId('个人设置', fresh) } });
      expect(cycle.body).toMatchObject({ success: false, message: '上级菜单不能是自身或其下级' });
    });
  });

  it('edit of an unknown id answers 未找到菜单信息; without id 400', async () => {
    const unknown = await call(app, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token, payload: { id: 'nope', menuType: 0, name: 'x', url: '/x' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    const missing = await call(app, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token, payload: { menuType: 0, name: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.id 不能为空');
  });

  it('delete removes a menu with everything below it, its grants and its data rules', async () => {
    await withSeedState(async (fresh, admin) => {
      const roster = menuId('员工花名册', fresh);
      expect(fresh.store.data.permissionDataRules.some((r) => r.permissionId === roster)).toBe(true);
      const hrm = menuId('人力资源', fresh);
      const removed = await call(fresh, 'sysPermissionDelete', { method: 'DELETE', url: `/v1/sys/permission/delete?id=${hrm}`, token: admin });
      expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
      const tree = (await call(fresh, 'sysPermissionList', { url: '/v1/sys/permission/list', token: admin })).body.result as Tree[];
      expect(flatTree(tree).map((n) => n.name)).not.toContain('员工花名册');
      expect(flatTree(tree).some((n) => n.perms === 'hrm:employee:add')).toBe(false);
      expect(fresh.store.data.permissionDataRules.some((r) => r.permissionId === roster)).toBe(false);
      const depart = await call(fresh, 'sysPermissionQueryDepartPermission', { url: `/v1/sys/permission/queryDepartPermission?departId=${departId('A01A07', fresh)}`, token: admin });
      expect(depart.body.result).not.toContain(roster);
      const jeecg = await permissionsOf(fresh, 'jeecg');
      expect(titles(jeecg.menu)).not.toContain('人力资源');
      expect(jeecg.allAuth.map((a) => a.action)).not.toContain('hrm:employee:add');
    });
  });

  it('delete of an unknown id answers 未找到菜单信息; without id 400', async () => {
    const unknown = await call(app, 'sysPermissionDelete', { method: 'DELETE', url: '/v1/sys/permission/delete?id=nope', token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    expect((await call(app, 'sysPermissionDelete', { method: 'DELETE', url: '/v1/sys/permission/delete', token })).status).toBe(400);
  });

  it('deleteBatch removes the known ids and skips the rest; none known answers 未找到菜单信息', async () => {
    await withSeedState(async (fresh, admin) => {
      const ids = [menuId('异常页', fresh), buttonId('user:delete', fresh), 'nope'];
      const done = await call(fresh, 'sysPermissionDeleteBatch', { method: 'DELETE', url: `/v1/sys/permission/deleteBatch?ids=${ids.join(',')},`, token: admin });
      expect(done.body).toMatchObject({ success: true, message: '删除成功!' });
      expect(fresh.store.data.permissions.some((p) => p.name === '404' || p.perms === 'user:delete')).toBe(false);
      const none = await call(fresh, 'sysPermissionDeleteBatch', { method: 'DELETE', url: '/v1/sys/permission/deleteBatch?ids=nope,', token: admin });
      expect(none.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    });
  });

  it('deleteBatch without ids answers 400', async () => {
    const answer = await call(app, 'sysPermissionDeleteBatch', { method: 'DELETE', url: '/v1/sys/permission/deleteBatch', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.ids 不能为空');
  });
});

describe('role authorisation', () => {
  it('A-SYS-21 queryRolePermission answers the ids the role holds with code 0', async () => {
    const answer = await call(app, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${ROLE.hr}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const ids = answer.body.result as string[];
    expect(ids).toEqual(expect.arrayContaining([menuId('人力资源'), menuId('员工花名册'), buttonId('hrm:employee:add')]));
    expect(ids).not.toContain(menuId('系统管理'));
    expect(ids).not.toContain(buttonId('hrm:employee:delete'));
    const unknown = await call(app, 'sysPermissionQueryRolePermission', { url: '/v1/sys/permission/queryRolePermission?roleId=nope', token });
    expect(unknown.body.result).toEqual([]);
  });

  it('queryRolePermission without roleId answers 400 naming it', async () => {
    const answer = await call(app, 'sysPermissionQueryRolePermission', { url: '/v1/sys/permission/queryRolePermission', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.roleId 不能为空');
  });

  it('A-SYS-22 granting the hr role 系统管理 → 用户管理 shows it to jeecg after a new login; revoking hides it', async () => {
    await withSeedState(async (fresh, admin) => {
      expect(titles((await permissionsOf(fresh, 'jeecg')).menu)).not.toContain('系统管理');
      const granted = [menuId('系统管理', fresh), menuId('用户管理', fresh), buttonId('user:add', fresh)].join(',');
      const save = await saveRolePermission(fresh, admin, { roleId: ROLE.hr, permissionIds: granted, lastpermissionIds: '' });
      expect(save.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });

      let jeecg = await permissionsOf(fresh, 'jeecg');
      const system = jeecg.menu.find((m) => m.meta.title === '系统管理');
      expect(titles(system?.children)).toEqual(['用户管理']);
      expect(system?.redirect).toBe('/isystem/user');
      expect(jeecg.auth.map((a) => a.action)).toContain('user:add');
      const held = (await call(fresh, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${ROLE.hr}`, token: admin })).body.result as string[];
      expect(held).toEqual(expect.arrayContaining(granted.split(',')));

      // The diff: ids only in lastpermissionIds are revoked, ids in neither list are untouched.
      const revoke = await saveRolePermission(fresh, admin, { roleId: ROLE.hr, permissionIds: menuId('系统管理', fresh), lastpermissionIds: granted });
      expect(revoke.body.success).toBe(true);
      jeecg = await permissionsOf(fresh, 'jeecg');
      expect(jeecg.menu.find((m) => m.meta.title === '系统管理')?.children).toBeUndefined();
      expect(jeecg.auth.map((a) => a.action)).not.toContain('user:add');
      expect(titles(jeecg.menu)).toContain('人力资源');
    });
  });

  it('granting a status "0" button keeps it out of auth; 首页 is always injected first', async () => {
    await withSeedState(async (fresh, admin) => {
      await saveRolePermission(fresh, admin, { roleId: ROLE.hr, permissionIds: buttonId('hrm:employee:export', fresh), lastpermissionIds: menuId('首页', fresh) });
      const jeecg = await permissionsOf(fresh, 'jeecg');
      expect(jeecg.auth.map((a) => a.action)).not.toContain('hrm:employee:export');
      expect(jeecg.allAuth).toContainEqual({ action: 'hrm:employee:export', type: '1', status: '0', describe: '导出员工' });
      // hr lost 首页, but upstream injects the home page into every menu.
      expect(fresh.store.data.permissions.find((p) => p.name === '首页')?.roles).not.toContain('hr');
      expect(jeecg.menu[0]).toMatchObject({ path: '/dashboard/analysis', meta: { title: '首页' } });
      expect(titles(jeecg.menu).filter((t) => t === '首页')).toHaveLength(1);
    });
  });

  it('saveRolePermission refuses an unknown role and an unknown permission; without roleId 400', async () => {
    const role = await saveRolePermission(app, token, { roleId: 'nope', permissionIds: menuId('首页'), lastpermissionIds: '' });
    expect(role.body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    const permission = await saveRolePermission(app, token, { roleId: ROLE.test, permissionIds: 'ghost', lastpermissionIds: '' });
    expect(permission.body).toMatchObject({ success: false, message: '未找到菜单信息：ghost' });
    const missing = await saveRolePermission(app, token, { permissionIds: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.roleId 不能为空');
  });
});

describe('data rules', () => {
  const rules = async (permissionId: string, on = app, as = token) =>
    (await call(on, 'sysPermissionGetPermRuleListByPermId', { url: `/v1/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, token: as })).body.result as Rule[];

  it('A-SYS-23 getPermRuleListByPermId answers a menu\'s rules newest first, with dictionary texts', async () => {
    const answer = await call(app, 'sysPermissionGetPermRuleListByPermId', { url: `/v1/sys/permission/getPermRuleListByPermId?permissionId=${menuId('员工花名册')}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const list = answer.body.result as Rule[];
    expect(list.map((r) => r.ruleName)).toEqual(['不含管理人员', '只看在职与试用员工', '只看本部门员工']);
    expect(list[2]).toMatchObject({ ruleColumn: 'sysOrgCode', ruleConditions: 'RIGHT_LIKE', ruleConditions_dictText: '右模糊', ruleValue: '#{sys_org_code}', status: '1', status_dictText: '有效' });
    expect(await rules(menuId('用户管理'))).toEqual([]);
  });

  it('getPermRuleListByPermId without permissionId answers 400 naming it', async () => {
    const answer = await call(app, 'sysPermissionGetPermRuleListByPermId', { url: '/v1/sys/permission/getPermRuleListByPermId', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.permissionId 不能为空');
  });

  it('A-SYS-24 queryPermissionRule filters with value prefixes and answers 查询成功！', async () => {
    const answer = await call(app, 'sysPermissionQueryPermissionRule', { url: `/v1/sys/permission/queryPermissionRule?ruleName=${encodeURIComponent('*本人*')}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '查询成功！' });
    expect((answer.body.result as Rule[]).map((r) => r.ruleName).sort()).toEqual(['只看本人经办的合同', '只看本人跟进的候选人']);
    const byMenu = await call(app, 'sysPermissionQueryPermissionRule', { url: `/v1/sys/permission/queryPermissionRule?permissionId=${menuId('员工合同')}&ruleConditions=USE_SQL_RULES`, token });
    expect((byMenu.body.result as Rule[]).map((r) => r.ruleName)).toEqual(['90天内到期的合同']);
  });

  it('queryPermissionRule with a bad status answers 400 naming it', async () => {
    const answer = await call(app, 'sysPermissionQueryPermissionRule', { url: '/v1/sys/permission/queryPermissionRule?status=3', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.status 取值应为 0/1 之一');
  });

  it('add, edit and delete a rule; the menu\'s ruleFlag follows', async () => {
    await withSeedState(async (fresh, admin) => {
      const user = menuId('用户管理', fresh);
      const ruleFlag = async () => {
        const tree = (await call(fresh, 'sysRoleQueryTreeList', { url: '/v1/sys/role/queryTreeList', token: admin })).body.result as Schema<'PermissionTreeAnswer'>;
        return flatTree<TreeModel>(tree.treeList).find((n) => n.key === user)?.ruleFlag;
      };
      expect(await ruleFlag()).toBe(0);
      const add = await call(fresh, 'sysPermissionAddPermissionRule', {
        method: 'POST',
        url: '/v1/sys/permission/addPermissionRule',
        token: admin,
        payload: { permissionId: user, ruleName: '只看本公司用户', ruleColumn: 'orgCode', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}' },
      });
      expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
      const [created] = await rules(user, fresh, admin);
      expect(created).toMatchObject({ ruleName: '只看本公司用户', status: '1', createBy: 'admin' });
      expect(await ruleFlag()).toBe(1);

      const edit = await call(fresh, 'sysPermissionEditPermissionRule', {
        method: 'PUT',
        url: '/v1/sys/permission/editPermissionRule',
        token: admin,
        payload: { id: created?.id, permissionId: user, ruleName: '只看本公司用户', ruleColumn: 'orgCode', ruleConditions: 'LIKE', ruleValue: 'A01', status: '0' },
      });
      expect(edit.body).toMatchObject({ success: true, code: 200, message: '更新成功！' });
      expect((await rules(user, fresh, admin))[0]).toMatchObject({ ruleConditions: 'LIKE', ruleConditions_dictText: '模糊', ruleValue: 'A01', status: '0', status_dictText: '无效', updateBy: 'admin' });

      const removed = await call(fresh, 'sysPermissionDeletePermissionRule', { method: 'DELETE', url: `/v1/sys/permission/deletePermissionRule?id=${created?.id}`, token: admin });
      expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功！' });
      expect(await rules(user, fresh, admin)).toEqual([]);
      expect(await ruleFlag()).toBe(0);
    });
  });

  it('addPermissionRule refuses an unknown menu; a bad condition answers 400 naming it', async () => {
    const unknown = await call(app, 'sysPermissionAddPermissionRule', { method: 'POST', url: '/v1/sys/permission/addPermissionRule', token, payload: { permissionId: 'nope', ruleName: 'x', ruleConditions: '=', ruleValue: '1' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    const bad = await call(app, 'sysPermissionAddPermissionRule', { method: 'POST', url: '/v1/sys/permission/addPermissionRule', token, payload: { permissionId: menuId('用户管理'), ruleName: 'x', ruleConditions: 'BETWEEN', ruleValue: '1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('参数错误：body.ruleConditions 取值应为');
  });

  it('editPermissionRule of an unknown id answers 未找到对应数据; without id 400', async () => {
    const unknown = await call(app, 'sysPermissionEditPermissionRule', { method: 'PUT', url: '/v1/sys/permission/editPermissionRule', token, payload: { id: 'nope', permissionId: menuId('用户管理'), ruleName: 'x', ruleConditions: '=', ruleValue: '1' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const missing = await call(app, 'sysPermissionEditPermissionRule', { method: 'PUT', url: '/v1/sys/permission/editPermissionRule', token, payload: { permissionId: menuId('用户管理'), ruleName: 'x', ruleConditions: '=', ruleValue: '1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.id 不能为空');
  });

  it('deletePermissionRule of an unknown id answers 未找到对应数据; without id 400', async () => {
    const unknown = await call(app, 'sysPermissionDeletePermissionRule', { method: 'DELETE', url: '/v1/sys/permission/deletePermissionRule?id=nope', token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await call(app, 'sysPermissionDeletePermissionRule', { method: 'DELETE', url: '/v1/sys/permission/deletePermissionRule', token })).status).toBe(400);
  });
});

describe('department permissions and department roles', () => {
  const departPermissions = async (orgCode: string, on = app, as = token) =>
    (await call(on, 'sysPermissionQueryDepartPermission', { url: `/v1/sys/permission/queryDepartPermission?departId=${departId(orgCode, on)}`, token: as })).body.result as string[];
  const deptRoleId = (roleCode: string, on = app) => on.store.data.departRoles.find((r) => r.roleCode === roleCode)?.id as string;
  const deptRolePermissions = async (roleId: string, on = app, as = token) =>
    (await call(on, 'sysSysDepartPermissionQueryDeptRolePermission', { url: `/v1/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, token: as })).body.result as string[];

  it('A-SYS-25 queryDepartPermission answers the department\'s permission ids with code 0', async () => {
    const answer = await call(app, 'sysPermissionQueryDepartPermission', { url: `/v1/sys/permission/queryDepartPermission?departId=${departId('A01A07')}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const ids = answer.body.result as string[];
    expect(ids).toEqual(expect.arrayContaining([menuId('员工花名册'), menuId('招聘管理'), buttonId('hrm:employee:add')]));
    expect(ids).not.toContain(menuId('系统管理'));
    expect(await departPermissions('A01A05')).toEqual([]);
  });

  it('queryDepartPermission without departId answers 400 naming it', async () => {
    const answer = await call(app, 'sysPermissionQueryDepartPermission', { url: '/v1/sys/permission/queryDepartPermission', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.departId 不能为空');
  });

  it('A-SYS-26 saveDepartPermission grants and revokes; a revoked permission leaves the department\'s roles', async () => {
    await withSeedState(async (fresh, admin) => {
      const before = await departPermissions('A01A07', fresh, admin);
      const recruiting = menuId('招聘管理', fresh);
      const eliminated = menuId('已淘汰', fresh);
      expect(await deptRolePermissions(deptRoleId('tx_bu_manager', fresh), fresh, admin)).toContain(eliminated);
      const logs = menuId('日志管理', fresh);
      const permissionIds = [...before.filter((id) => id !== eliminated), logs].join(',');
      const save = await call(fresh, 'sysPermissionSaveDepartPermission', { method: 'POST', url: '/v1/sys/permission/saveDepartPermission', token: admin, payload: { departId: departId('A01A07', fresh), permissionIds, lastpermissionIds: before.join(',') } });
      expect(save.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
      const after = await departPermissions('A01A07', fresh, admin);
      expect(after).toContain(logs);
      expect(after).toContain(recruiting);
      expect(after).not.toContain(eliminated);
      expect(after).toHaveLength(before.length);
      expect(await deptRolePermissions(deptRoleId('tx_bu_manager', fresh), fresh, admin)).not.toContain(eliminated);
      // Another department's role keeps what it had.
      expect(await deptRolePermissions(deptRoleId('jr_bu_manager', fresh), fresh, admin)).toContain(menuId('员工花名册', fresh));
    });
  });

  it('saveDepartPermission refuses an unknown department; without permissionIds 400', async () => {
    const unknown = await call(app, 'sysPermissionSaveDepartPermission', { method: 'POST', url: '/v1/sys/permission/saveDepartPermission', token, payload: { departId: 'nope', permissionIds: '' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到部门信息' });
    const missing = await call(app, 'sysPermissionSaveDepartPermission', { method: 'POST', url: '/v1/sys/permission/saveDepartPermission', token, payload: { departId: departId('A01A07') } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.permissionIds 不能为空');
  });

  it('A-SYS-38 queryTreeListForDeptRole answers the tree of the department\'s permissions with code 0', async () => {
    const answer = await call(app, 'sysSysDepartPermissionQueryTreeListForDeptRole', { url: `/v1/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId('A01A04')}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const { treeList, ids } = answer.body.result as Schema<'PermissionTreeAnswer'>;
    expect(treeList.map((n) => n.slotTitle)).toEqual(['首页', '我的消息', '人力资源', '个人页']);
    expect(titlesOf(treeList.find((n) => n.slotTitle === '人力资源')?.children)).toEqual(['员工花名册', '员工详情', '员工合同']);
    expect([...ids].sort()).toEqual([...(await departPermissions('A01A04'))].sort());
    const none = await call(app, 'sysSysDepartPermissionQueryTreeListForDeptRole', { url: `/v1/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId('A01A05')}`, token });
    expect(none.body.result).toEqual({ treeList: [], ids: [] });
  });

  it('queryTreeListForDeptRole without departId answers 400 naming it', async () => {
    const answer = await call(app, 'sysSysDepartPermissionQueryTreeListForDeptRole', { url: '/v1/sys/sysDepartPermission/queryTreeListForDeptRole', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.departId 不能为空');
  });

  it('A-SYS-39 queryDeptRolePermission answers a department role\'s ids with code 0', async () => {
    const answer = await call(app, 'sysSysDepartPermissionQueryDeptRolePermission', { url: `/v1/sys/sysDepartPermission/queryDeptRolePermission?roleId=${deptRoleId('jr_team_leader')}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(answer.body.result).toEqual(expect.arrayContaining([menuId('人力资源'), menuId('员工花名册')]));
    expect(answer.body.result).not.toContain(menuId('员工合同'));
  });

  it('queryDeptRolePermission without roleId answers 400', async () => {
    const answer = await call(app, 'sysSysDepartPermissionQueryDeptRolePermission', { url: '/v1/sys/sysDepartPermission/queryDeptRolePermission', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.roleId 不能为空');
  });

  it('A-SYS-40 saveDeptRolePermission grants and revokes with the diff', async () => {
    await withSeedState(async (fresh, admin) => {
      const role = deptRoleId('jr_team_leader', fresh);
      const before = await deptRolePermissions(role, fresh, admin);
      const contract = menuId('员工合同', fresh);
      const roster = menuId('员工花名册', fresh);
      const save = await call(fresh, 'sysSysDepartPermissionSaveDeptRolePermission', {
        method: 'POST',
        url: '/v1/sys/sysDepartPermission/saveDeptRolePermission',
        token: admin,
        payload: { roleId: role, permissionIds: [...before.filter((id) => id !== roster), contract].join(','), lastpermissionIds: before.join(',') },
      });
      expect(save.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
      const after = await deptRolePermissions(role, fresh, admin);
      expect(after).toContain(contract);
      expect(after).not.toContain(roster);
      expect(after).toHaveLength(before.length);
    });
  });

  it('saveDeptRolePermission refuses an unknown department role; without roleId 400', async () => {
    const unknown = await call(app, 'sysSysDepartPermissionSaveDeptRolePermission', { method: 'POST', url: '/v1/sys/sysDepartPermission/saveDeptRolePermission', token, payload: { roleId: ROLE.hr, permissionIds: '' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到部门角色信息' });
    const missing = await call(app, 'sysSysDepartPermissionSaveDeptRolePermission', { method: 'POST', url: '/v1/sys/sysDepartPermission/saveDeptRolePermission', token, payload: { permissionIds: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.roleId 不能为空');
  });
});


describe('authorised departments (fork-only)', () => {
  it('A-SYS-41 queryAuthDepartIds answers the departments a user is authorised for', async () => {
    const answer = await call(app, 'systemSysAuthRelationQueryAuthDepartIds', { url: `/v1/system/sysAuthRelation/queryAuthDepartIds?userId=${userId('jeecg')}`, token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    expect(answer.body.result).toEqual([departId('A02A01'), departId('A02A02')]);
    const none = await call(app, 'systemSysAuthRelationQueryAuthDepartIds', { url: `/v1/system/sysAuthRelation/queryAuthDepartIds?userId=${userId('staff001')}`, token });
    expect(none.body.result).toEqual([]);
  });

  it('queryAuthDepartIds refuses an unknown user; without userId 400', async () => {
    const unknown = await call(app, 'systemSysAuthRelationQueryAuthDepartIds', { url: '/v1/system/sysAuthRelation/queryAuthDepartIds?userId=nope', token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到用户信息' });
    const missing = await call(app, 'systemSysAuthRelationQueryAuthDepartIds', { url: '/v1/system/sysAuthRelation/queryAuthDepartIds', token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.userId 不能为空');
  });

  it('A-SYS-42 saveSysAuthRelation replaces the user\'s departments; empty clears them', async () => {
    const id = userId('zhangsan');
    const departIds = [departId('A01A08'), departId('A01A08A01'), departId('A01A08')].join(',');
    const save = await call(app, 'systemSysAuthRelationSaveSysAuthRelation', { method: 'POST', url: '/v1/system/sysAuthRelation/saveSysAuthRelation', token, payload: { userId: id, departIds } });
    expect(save.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
    const query = async () => (await call(app, 'systemSysAuthRelationQueryAuthDepartIds', { url: `/v1/system/sysAuthRelation/queryAuthDepartIds?userId=${id}`, token })).body.result;
    expect(await query()).toEqual([departId('A01A08'), departId('A01A08A01')]);
    await call(app, 'systemSysAuthRelationSaveSysAuthRelation', { method: 'POST', url: '/v1/system/sysAuthRelation/saveSysAuthRelation', token, payload: { userId: id, departIds: '' } });
    expect(await query()).toEqual([]);
  });

  it('saveSysAuthRelation refuses an unknown department; without departIds 400', async () => {
    const unknown = await call(app, 'systemSysAuthRelationSaveSysAuthRelation', { method: 'POST', url: '/v1/system/sysAuthRelation/saveSysAuthRelation', token, payload: { userId: userId('jeecg'), departIds: 'ghost' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到部门信息：ghost' });
    expect(await call(app, 'systemSysAuthRelationQueryAuthDepartIds', { url: `/v1/system/sysAuthRelation/queryAuthDepartIds?userId=${userId('jeecg')}`, token }).then((a) => a.body.result)).toHaveLength(2);
    const missing = await call(app, 'systemSysAuthRelationSaveSysAuthRelation', { method: 'POST', url: '/v1/system/sysAuthRelation/saveSysAuthRelation', token, payload: { userId: userId('jeecg') } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.departIds 不能为空');
  });
});
