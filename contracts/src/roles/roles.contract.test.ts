import { describe, expect, it } from 'vitest';
import { ROLE, menuId, userId, permissionsOf, titles, mockPerFile, call, callRaw, resultOf, multipart, readSheet, workbook, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const roleList = async (query = '', on = mock.app, as = mock.token) => resultOf(await call(on, 'sysRoleList', { url: `/v1/sys/role/list${query}`, token: as }));
const roleIdOf = (code: string, on = mock.app) => on.store.data.roles.find((r) => r.roleCode === code)?.id as string;



describe('roles: list, query, check', () => {
  it('A-SYS-05 pages through the roles with code 0, newest first', async () => {
    const answer = await call(mock.app, 'sysRoleList', { url: '/v1/sys/role/list?pageNo=1&pageSize=5', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = resultOf(answer);
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
    const big = await call(mock.app, 'sysRoleList', { url: '/v1/sys/role/list?pageSize=20000', token: mock.token });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('参数错误：query.pageSize 不能大于 10000');
    const sort = await call(mock.app, 'sysRoleList', { url: '/v1/sys/role/list?column=salary', token: mock.token });
    expect(sort.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
  });

  it('A-SYS-03 queryall answers every role as an array with code 0', async () => {
    const answer = await call(mock.app, 'sysRoleQueryall', { url: '/v1/sys/role/queryall?_t=1700000000', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const roles = resultOf(answer);
    expect(roles.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'hr', 'test', 'caiwu', 'recruiter']));
    expect(roles.find((r) => r.id === ROLE.hr)).toMatchObject({ roleName: '人力资源部', roleCode: 'hr' });
  });

  it('queryall with a non-numeric _t answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysRoleQueryall', { url: '/v1/sys/role/queryall?_t=abc', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query._t 类型应为 integer');
  });

  it('queryById answers the role with code 0; an unknown id 未找到对应实体; none 400', async () => {
    const found = await call(mock.app, 'sysRoleQueryById', { url: `/v1/sys/role/queryById?id=${ROLE.admin}`, token: mock.token });
    expect(found.body).toMatchObject({ success: true, code: 0, result: { roleCode: 'admin', roleName: '管理员' } });
    const unknown = await call(mock.app, 'sysRoleQueryById', { url: '/v1/sys/role/queryById?id=nope', token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    const missing = await call(mock.app, 'sysRoleQueryById', { url: '/v1/sys/role/queryById', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.id 不能为空');
  });

  it('checkRoleCode: a taken code answers success false 角色编码已存在 with code 0; free or own codes pass', async () => {
    const taken = await call(mock.app, 'sysRoleCheckRoleCode', { url: '/v1/sys/role/checkRoleCode?roleCode=hr', token: mock.token });
    expect(taken.body).toMatchObject({ success: false, code: 0, message: '角色编码已存在' });
    const own = await call(mock.app, 'sysRoleCheckRoleCode', { url: `/v1/sys/role/checkRoleCode?roleCode=hr&id=${ROLE.hr}`, token: mock.token });
    expect(own.body).toMatchObject({ success: true, code: 0, result: true });
    const other = await call(mock.app, 'sysRoleCheckRoleCode', { url: `/v1/sys/role/checkRoleCode?roleCode=hr&id=${ROLE.test}`, token: mock.token });
    expect(other.body.success).toBe(false);
    const free = await call(mock.app, 'sysRoleCheckRoleCode', { url: '/v1/sys/role/checkRoleCode?roleCode=site_pm', token: mock.token });
    expect(free.body).toMatchObject({ success: true, result: true });
  });

  it('checkRoleCode without roleCode answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysRoleCheckRoleCode', { url: '/v1/sys/role/checkRoleCode', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.roleCode 不能为空');
  });
});

describe('roles: add, edit, delete', () => {
  it('A-SYS-01 A-SYS-02 adds a role that lists and edits', async () => {
    const add = await call(mock.app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token: mock.token, payload: { roleName: '驻场项目经理', roleCode: 'site_pm', description: '负责驻场外包项目' } });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const [created] = (await roleList('?roleCode=site_pm')).records;
    expect(created).toMatchObject({ roleName: '驻场项目经理', description: '负责驻场外包项目', createBy: 'admin', updateTime: null });

    const edit = await call(mock.app, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token: mock.token, payload: { id: created?.id, roleName: '驻场项目主管', roleCode: 'site_pm', description: '驻场项目人员与考勤' } });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '修改成功!' });
    const byId = await call(mock.app, 'sysRoleQueryById', { url: `/v1/sys/role/queryById?id=${created?.id}`, token: mock.token });
    expect(byId.body.result).toMatchObject({ roleName: '驻场项目主管', description: '驻场项目人员与考勤', updateBy: 'admin' });
  });

  it('refuses a duplicate code and a code with Chinese characters', async () => {
    const duplicate = await call(mock.app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token: mock.token, payload: { roleName: '重复角色', roleCode: 'hr' } });
    expect(duplicate.body).toMatchObject({ success: false, code: 500, message: '角色编码已存在' });
    const chinese = await call(mock.app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token: mock.token, payload: { roleName: '中文编码', roleCode: '招聘' } });
    expect(chinese.body).toMatchObject({ success: false, message: '角色编码不可输入汉字!' });
    const takenOnEdit = await call(mock.app, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token: mock.token, payload: { id: ROLE.test, roleName: '临时角色', roleCode: 'admin' } });
    expect(takenOnEdit.body).toMatchObject({ success: false, message: '角色编码已存在' });
  });

  it('add without roleName, or with a one-character name, answers 400 naming the field', async () => {
    const missing = await call(mock.app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token: mock.token, payload: { roleCode: 'x1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.roleName 不能为空');
    const short = await call(mock.app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token: mock.token, payload: { roleName: '甲', roleCode: 'x1' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('参数错误：body.roleName 长度不能少于 2 个字符');
  });

  it('edit of an unknown id answers 未找到对应实体; without id 400', async () => {
    const unknown = await call(mock.app, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token: mock.token, payload: { id: 'nope', roleName: '不存在', roleCode: 'nope' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const missing = await call(mock.app, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token: mock.token, payload: { roleName: '没有ID', roleCode: 'noid' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.id 不能为空');
  });

  it('a changed roleCode keeps the role\'s users and permissions', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const before = resultOf(await call(fresh, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${ROLE.hr}`, token: admin }));
      const edit = await call(fresh, 'sysRoleEdit', { method: 'PUT', url: '/v1/sys/role/edit', token: admin, payload: { id: ROLE.hr, roleName: '人力资源部', roleCode: 'hr_dept' } });
      expect(edit.body.success).toBe(true);
      const after = resultOf(await call(fresh, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${ROLE.hr}`, token: admin }));
      expect(after).toEqual(before);
      expect(after.length).toBeGreaterThan(5);
      const roles = await call(fresh, 'sysUserQueryUserRole', { url: `/v1/sys/user/queryUserRole?userid=${userId('jeecg', fresh)}`, token: admin });
      expect(roles.body.result).toEqual([ROLE.hr]);
      expect(titles((await permissionsOf(fresh, 'jeecg')).menu)).toContain('人力资源');
    });
  });

  it('deleting a role in use removes it and its user links (upstream deleteRole); the user keeps logging in', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      await call(fresh, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token: admin, payload: { roleName: '薪酬专员', roleCode: 'payroll' } });
      const payroll = roleIdOf('payroll', fresh);
      const payload = { roleId: payroll, permissionIds: [menuId('系统管理', fresh), menuId('日志管理', fresh)].join(','), lastpermissionIds: '' };
      await call(fresh, 'sysPermissionSaveRolePermission', { method: 'POST', url: '/v1/sys/permission/saveRolePermission', token: admin, payload });
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
    const admin = await call(mock.app, 'sysRoleDelete', { method: 'DELETE', url: `/v1/sys/role/delete?id=${ROLE.admin}`, token: mock.token });
    expect(admin.body).toMatchObject({ success: false, code: 500, message: '不能删除管理员角色' });
    expect(mock.app.store.data.roles.some((r) => r.id === ROLE.admin)).toBe(true);
    const unknown = await call(mock.app, 'sysRoleDelete', { method: 'DELETE', url: '/v1/sys/role/delete?id=nope', token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const missing = await call(mock.app, 'sysRoleDelete', { method: 'DELETE', url: '/v1/sys/role/delete', token: mock.token });
    expect(missing.status).toBe(400);
  });

  it('deleteBatch removes the listed roles, but none when admin is among them', async () => {
    await mock.fromSeed(async (fresh, admin) => {
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
    const empty = await call(mock.app, 'sysRoleDeleteBatch', { method: 'DELETE', url: '/v1/sys/role/deleteBatch?ids=,', token: mock.token });
    expect(empty.body).toMatchObject({ success: false, message: '未选中角色！' });
    const missing = await call(mock.app, 'sysRoleDeleteBatch', { method: 'DELETE', url: '/v1/sys/role/deleteBatch', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.ids 不能为空');
  });
});

describe('roles: export and import', () => {
  it('exports the filtered roles, or only the selections, as a real Excel file', async () => {
    const filtered = await callRaw(mock.app, 'sysRoleExportXls', { url: `/v1/sys/role/exportXls?roleName=${encodeURIComponent('*经理*')}`, token: mock.token });
    expect(filtered.contentType).toBe(XLSX);
    const rows = await readSheet(filtered.raw);
    expect(rows[0]?.[0]).toBe('角色列表数据');
    expect(rows[1]?.[0]).toContain('导出人:管理员');
    expect(rows[2]).toEqual(['角色名称', '角色编码', '描述', '创建时间']);
    expect(rows.slice(3).map((row) => row[1]).sort()).toEqual(['bu_manager', 'project_manager']);
    const selected = await callRaw(mock.app, 'sysRoleExportXls', { url: `/v1/sys/role/exportXls?selections=${ROLE.hr}`, token: mock.token });
    expect((await readSheet(selected.raw)).slice(3).map((row) => row[1])).toEqual(['hr']);
  });

  it('an export with an unknown sort column answers the envelope', async () => {
    const answer = await callRaw(mock.app, 'sysRoleExportXls', { url: '/v1/sys/role/exportXls?column=nope', token: mock.token });
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
    const answer = await call(mock.app, 'sysRoleImportExcel', { method: 'POST', url: '/v1/sys/role/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(resultOf(answer).msg).toBe('总上传行数：5，已导入行数：2，错误行数：3');
    expect((await roleList('?roleCode=trainer,shebao')).records.map((r) => r.roleName).sort()).toEqual(['培训专员', '社保专员']);
    const report = await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}` });
    expect((await readSheet(report.raw)).slice(3).map((row) => row.at(-1))).toEqual(['roleCode 值：hr 已存在，忽略导入', 'roleCode 值：trainer 已存在，忽略导入', '角色名称不能为空']);
  });

  it('a file of good rows answers code 200; a file that is not Excel answers its reason', async () => {
    const good = multipart({}, { name: 'ok.xlsx', type: XLSX, content: await workbook([['角色名称', '角色编码'], ['结算专员', 'settlement']]) });
    const answer = await call(mock.app, 'sysRoleImportExcel', { method: 'POST', url: '/v1/sys/role/importExcel', token: mock.token, headers: good.headers, payload: good.payload });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
    const junk = multipart({}, { name: 'x.xlsx', type: XLSX, content: Buffer.from('not a workbook') });
    const bad = await call(mock.app, 'sysRoleImportExcel', { method: 'POST', url: '/v1/sys/role/importExcel', token: mock.token, headers: junk.headers, payload: junk.payload });
    expect(bad.body).toMatchObject({ success: false, message: '文件导入失败:文件不是有效的Excel(.xlsx)文件' });
  });
});
