import { describe, expect, it } from 'vitest';
import { mockPerFile, loginAs, call, callRaw, resultOf, multipart, readSheet, workbook, XLSX, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const list = async (query = '') => resultOf(await call(mock.app, 'sysUserList', { url: `/v1/sys/user/list${query}`, token: mock.token }));

describe('sysUserList', () => {
  it('pages through the seeded users with dictionary texts and no passwords', async () => {
    const page = await list('?pageNo=1&pageSize=10');
    expect(page.total).toBeGreaterThanOrEqual(48);
    expect(page).toMatchObject({ size: 10, current: 1, pages: Math.ceil(page.total / 10) });
    for (const row of page.records) {
      expect(row).not.toHaveProperty('password');
      expect(['男', '女']).toContain(row.sex_dictText);
      expect(['正常', '冻结']).toContain(row.status_dictText);
    }
    // default sort createTime desc: the newest account first
    const times = page.records.map((row) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by value prefixes and sorts by column', async () => {
    const page = await list(`?username=${encodeURIComponent('staff00*')}&column=username&order=asc&pageSize=20`);
    expect(page.records.map((r) => r.username)).toEqual(['staff001', 'staff002', 'staff003', 'staff004', 'staff005', 'staff006', 'staff007', 'staff008', 'staff009']);
  });

  it('answers the upstream message for an unknown sort column', async () => {
    const answer = await call(mock.app, 'sysUserList', { url: '/v1/sys/user/list?column=salary&order=asc', token: mock.token });
    expect(answer.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
  });

  it('applies superQueryParams with matchType or', async () => {
    const conditions = encodeURIComponent(JSON.stringify([
      { field: 'username', rule: 'eq', val: 'admin' },
      { field: 'username', rule: 'eq', val: 'jeecg' },
    ]));
    const page = await list(`?superQueryParams=${conditions}&superQueryMatchType=or`);
    expect(page.records.map((r) => r.username).sort()).toEqual(['admin', 'jeecg']);
  });

  it('A-SYS-09 filters user rows by the sex dictionary and by birthday, as the user picker does', async () => {
    const all = (await list('?pageSize=500')).records;
    const women80s = all.filter((r) => r.sex === 2 && r.birthday && r.birthday >= '1980-01-01' && r.birthday <= '1989-12-31');
    expect(women80s.length).toBeGreaterThan(0);
    expect(women80s.length).toBeLessThan(all.length);
    const page = await list('?sex=2&birthday_begin=1980-01-01&birthday_end=1989-12-31&pageSize=500');
    expect(page.records.map((r) => r.id).sort()).toEqual(women80s.map((r) => r.id).sort());
    for (const row of page.records) {
      // The picker's row: id, username, realname, sex, phone, birthday, orgCodeTxt.
      expect(row).toMatchObject({ sex: 2, sex_dictText: '女' });
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'username', 'realname', 'phone', 'birthday', 'orgCodeTxt']));
    }
    const one = women80s[0] as Schema<'SysUser'>;
    const sameDay = await list(`?birthday=${one.birthday}&pageSize=500`);
    expect(sameDay.records.map((r) => r.id)).toContain(one.id);
    expect(new Set(sameDay.records.map((r) => r.birthday))).toEqual(new Set([one.birthday]));
  });

  it('a pageSize over the limit answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysUserList', { url: '/v1/sys/user/list?pageSize=20000', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.pageSize 不能大于 10000');
  });
});

describe('add, edit, query, delete', () => {
  it('A-SYS-06 A-SYS-07 A-SYS-08 A-SYS-10 adds a user that lists, logs in and can be edited, frozen and deleted', async () => {
    const roleId = mock.app.store.data.roles.find((r) => r.roleCode === 'hr')?.id;
    const add = await call(mock.app, 'sysUserAdd', {
      method: 'POST',
      url: '/v1/sys/user/add',
      token: mock.token,
      payload: { username: 'wangwu', realname: '王五', password: 'pa55word', confirmpassword: 'pa55word', phone: '13912345678', selectedroles: roleId, status: 1 },
    });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const [created] = (await list('?username=wangwu')).records;
    expect(created).toMatchObject({ realname: '王五', phone: '13912345678' });
    await loginAs(mock.app, 'wangwu', 'pa55word');

    const roles = await call(mock.app, 'sysUserQueryUserRole', { url: `/v1/sys/user/queryUserRole?userid=${created?.id}`, token: mock.token });
    expect(roles.body.result).toEqual([roleId]);

    const edit = await call(mock.app, 'sysUserEdit', { method: 'PUT', url: '/v1/sys/user/edit', token: mock.token, payload: { id: created?.id, username: 'wangwu', realname: '王五五' } });
    expect(edit.body).toMatchObject({ success: true, message: '修改成功!' });
    const byId = await call(mock.app, 'sysUserQueryById', { url: `/v1/sys/user/queryById?id=${created?.id}`, token: mock.token });
    expect(byId.body.result).toMatchObject({ realname: '王五五', updateBy: 'admin' });

    const frozen = await call(mock.app, 'sysUserFrozenBatch', { method: 'PUT', url: '/v1/sys/user/frozenBatch', token: mock.token, payload: { ids: `${created?.id},`, status: '2' } });
    expect(frozen.body).toMatchObject({ success: true, message: '冻结成功!' });
    expect((await list('?username=wangwu')).records[0]?.status_dictText).toBe('冻结');

    const removed = await call(mock.app, 'sysUserDelete', { method: 'DELETE', url: `/v1/sys/user/delete?id=${created?.id}`, token: mock.token });
    expect(removed.body).toMatchObject({ success: true, message: '删除用户成功' });
    expect((await list('?username=wangwu')).total).toBe(0);
  });

  it('A-SYS-06 A-SYS-07 a 上级 keeps its 负责部门 (departIds, known ids only), an ordinary member none; orgCodeTxt names the departments the user belongs to', async () => {
    const departOf = (orgCode: string) => mock.app.store.departByCode(orgCode);
    const [member, led] = [departOf('A01A05'), departOf('A01A03')];
    const add = await call(mock.app, 'sysUserAdd', {
      method: 'POST',
      url: '/v1/sys/user/add',
      token: mock.token,
      payload: { username: 'leader1', realname: '领导', password: 'pa55word', selecteddeparts: member?.id, userIdentity: 2, departIds: `${led?.id},ghost` },
    });
    expect(add.body.success).toBe(true);
    const [row] = (await list('?username=leader1')).records;
    expect(row).toMatchObject({ userIdentity: 2, departIds: led?.id, departIds_dictText: led?.departName, orgCodeTxt: member?.departName });

    const demote = await call(mock.app, 'sysUserEdit', { method: 'PUT', url: '/v1/sys/user/edit', token: mock.token, payload: { id: row?.id, username: 'leader1', realname: '领导', userIdentity: 1, departIds: led?.id } });
    expect(demote.body.success).toBe(true);
    expect((await list('?username=leader1')).records[0]).toMatchObject({ userIdentity: 1, departIds: '' });
  });

  it('the post (职务) of a user is listed with its position name as post_dictText, as the sys_position table dictionary of upstream', async () => {
    const add = await call(mock.app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token: mock.token, payload: { username: 'postholder', realname: '有职务', password: 'pa55word', post: 'gm' } });
    expect(add.body.success).toBe(true);
    const [row] = (await list('?username=postholder')).records;
    expect(row).toMatchObject({ post: 'gm', post_dictText: '总经理' });
  });

  it('a user added without 性别 keeps it empty, as upstream stores it (not 男)', async () => {
    const add = await call(mock.app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token: mock.token, payload: { username: 'nosex', realname: '未填性别', password: 'pa55word' } });
    expect(add.body.success).toBe(true);
    const [row] = (await list('?username=nosex')).records;
    expect(row?.sex).toBeNull();
    expect(row?.sex_dictText ?? '').toBe('');
  });

  it('refuses a duplicate username and a bad mobile with clear messages', async () => {
    const duplicate = await call(mock.app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token: mock.token, payload: { username: 'jeecg', realname: 'x', password: '1' } });
    expect(duplicate.body).toMatchObject({ success: false, message: '用户账号已存在' });
    const mobile = await call(mock.app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token: mock.token, payload: { username: 'mobile1', realname: 'x', password: '1', phone: '12345678901' } });
    expect(mobile.body).toMatchObject({ success: false, message: '请输入正确手机号' });
  });

  it('a form without realname answers 400 naming the field', async () => {
    const answer = await call(mock.app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token: mock.token, payload: { username: 'abcd' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：body.realname 不能为空');
  });

  it('edit of an unknown id answers 未找到对应数据', async () => {
    const answer = await call(mock.app, 'sysUserEdit', { method: 'PUT', url: '/v1/sys/user/edit', token: mock.token, payload: { id: 'nope', username: 'nobody', realname: 'x' } });
    expect(answer.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('queryById without id answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysUserQueryById', { url: '/v1/sys/user/queryById', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.id 不能为空');
  });

  it('deleteBatch removes the listed users but never admin', async () => {
    const [a, b] = (await list('?username=staff04*&column=username&order=asc')).records;
    const refused = await call(mock.app, 'sysUserDeleteBatch', { method: 'DELETE', url: `/v1/sys/user/deleteBatch?ids=${a?.id},e9ca23d68d884d4ebb19d07889727dae,`, token: mock.token });
    expect(refused.body).toMatchObject({ success: false, message: '不能删除管理员账号' });
    const done = await call(mock.app, 'sysUserDeleteBatch', { method: 'DELETE', url: `/v1/sys/user/deleteBatch?ids=${a?.id},${b?.id},`, token: mock.token });
    expect(done.body).toMatchObject({ success: true, message: '批量删除用户成功' });
    const left = (await list('?username=staff04*')).records.map((r) => r.id);
    expect(left).not.toContain(a?.id);
    expect(left).not.toContain(b?.id);
  });

  it('deleteBatch without ids answers 400', async () => {
    const answer = await call(mock.app, 'sysUserDeleteBatch', { method: 'DELETE', url: '/v1/sys/user/deleteBatch', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.ids 不能为空');
  });

  it('delete of an unknown id answers 未找到对应数据', async () => {
    const answer = await call(mock.app, 'sysUserDelete', { method: 'DELETE', url: '/v1/sys/user/delete?id=unknown', token: mock.token });
    expect(answer.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });
});

describe('checks and passwords', () => {
  it('A-SYS-11 checkOnlyUser says whether a username is free', async () => {
    expect((await call(mock.app, 'sysUserCheckOnlyUser', { url: '/v1/sys/user/checkOnlyUser?username=admin', token: mock.token })).body).toMatchObject({ success: false, message: '用户账号已存在' });
    expect((await call(mock.app, 'sysUserCheckOnlyUser', { url: '/v1/sys/user/checkOnlyUser?username=freename', token: mock.token })).body.success).toBe(true);
  });

  it('checkOnlyUser without username answers 400', async () => {
    const answer = await call(mock.app, 'sysUserCheckOnlyUser', { url: '/v1/sys/user/checkOnlyUser', token: mock.token });
    expect(answer.status).toBe(400);
  });

  it('B-PWD-09 updatePassword takes username, oldpassword, password, confirmpassword: checks the old password and the confirmation, then the new one logs in', async () => {
    const own = await loginAs(mock.app, 'zhangsan');
    const wrongOld = await call(mock.app, 'sysUserUpdatePassword', { method: 'PUT', url: '/v1/sys/user/updatePassword', token: own, payload: { username: 'zhangsan', oldpassword: 'x', password: 'n3w', confirmpassword: 'n3w' } });
    expect(wrongOld.body).toMatchObject({ success: false, message: '旧密码输入错误!' });
    const mismatch = await call(mock.app, 'sysUserUpdatePassword', { method: 'PUT', url: '/v1/sys/user/updatePassword', token: own, payload: { username: 'zhangsan', oldpassword: '123456', password: 'n3w', confirmpassword: 'n4w' } });
    expect(mismatch.body).toMatchObject({ success: false, message: '两次输入密码不一致!' });
    const other = await call(mock.app, 'sysUserUpdatePassword', { method: 'PUT', url: '/v1/sys/user/updatePassword', token: own, payload: { username: 'admin', oldpassword: '123456', password: 'n3w', confirmpassword: 'n3w' } });
    expect(other.body).toMatchObject({ success: false, message: '只允许修改自己的密码' });
    const done = await call(mock.app, 'sysUserUpdatePassword', { method: 'PUT', url: '/v1/sys/user/updatePassword', token: own, payload: { username: 'zhangsan', oldpassword: '123456', password: 'n3w', confirmpassword: 'n3w' } });
    expect(done.body).toMatchObject({ success: true, message: '密码修改成功!' });
    await loginAs(mock.app, 'zhangsan', 'n3w');
  });

  it('updatePassword without confirmpassword answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysUserUpdatePassword', { method: 'PUT', url: '/v1/sys/user/updatePassword', token: mock.token, payload: { username: 'admin', oldpassword: 'a', password: 'b' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：body.confirmpassword 不能为空');
  });

  it('A-SYS-12 changePassword lets an administrator reset a password', async () => {
    const answer = await call(mock.app, 'sysUserChangePassword', { method: 'PUT', url: '/v1/sys/user/changePassword', token: mock.token, payload: { username: 'staff010', password: 'reset1', confirmpassword: 'reset1' } });
    expect(answer.body).toMatchObject({ success: true, message: '密码修改成功!' });
    await loginAs(mock.app, 'staff010', 'reset1');
    const unknown = await call(mock.app, 'sysUserChangePassword', { method: 'PUT', url: '/v1/sys/user/changePassword', token: mock.token, payload: { username: 'nobody', password: 'x' } });
    expect(unknown.body).toMatchObject({ success: false, message: '用户不存在！' });
  });

  it('changePassword without password answers 400', async () => {
    const answer = await call(mock.app, 'sysUserChangePassword', { method: 'PUT', url: '/v1/sys/user/changePassword', token: mock.token, payload: { username: 'x' } });
    expect(answer.status).toBe(400);
  });

  it('A-SYS-13 queryUserByDepId lists the users of a department', async () => {
    const depart = mock.app.store.data.departs.find((d) => d.orgCode === 'A01A05');
    const answer = await call(mock.app, 'sysUserQueryUserByDepId', { url: `/v1/sys/user/queryUserByDepId?id=${depart?.id}`, token: mock.token });
    const users = resultOf(answer);
    expect(users.map((u) => u.username)).toContain('zhangsan');
    const bad = await call(mock.app, 'sysUserQueryUserByDepId', { url: '/v1/sys/user/queryUserByDepId', token: mock.token });
    expect(bad.status).toBe(400);
  });

  it('queryUserRole without userid answers 400', async () => {
    expect((await call(mock.app, 'sysUserQueryUserRole', { url: '/v1/sys/user/queryUserRole', token: mock.token })).status).toBe(400);
  });

  it('frozenBatch with a bad status answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysUserFrozenBatch', { method: 'PUT', url: '/v1/sys/user/frozenBatch', token: mock.token, payload: { ids: 'a', status: '3' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：body.status 取值应为 1/2 之一');
  });
});

describe('export and import', () => {
  it('exports a real Excel file of the filtered rows, or only the selections', async () => {
    const filtered = await callRaw(mock.app, 'sysUserExportXls', { url: `/v1/sys/user/exportXls?username=${encodeURIComponent('staff00*')}`, token: mock.token });
    expect(filtered.contentType).toBe(XLSX);
    const rows = await readSheet(filtered.raw);
    expect(rows[0]?.[0]).toBe('用户列表');
    expect(rows[2]).toEqual(['账号', '姓名', '性别', '手机号', '邮箱', '工号', '状态', '部门']);
    expect(rows.slice(3).every((row) => row[0]?.startsWith('staff00'))).toBe(true);
    expect(rows.length - 3).toBe((await list(`?username=${encodeURIComponent('staff00*')}`)).total);

    const [first] = (await list('?username=jeecg')).records;
    const selected = await callRaw(mock.app, 'sysUserExportXls', { url: `/v1/sys/user/exportXls?selections=${first?.id}`, token: mock.token });
    const selectedRows = await readSheet(selected.raw);
    expect(selectedRows.slice(3).map((row) => row[0])).toEqual(['jeecg']);
  });

  it('an export with an unknown sort column answers the envelope', async () => {
    const answer = await callRaw(mock.app, 'sysUserExportXls', { url: '/v1/sys/user/exportXls?column=nope', token: mock.token });
    expect(answer.contentType).toContain('application/json');
    expect(JSON.parse(answer.raw.toString()).message).toBe('请注意，将要排序的列字段不存在：nope');
  });

  it('imports good rows and answers code 201 with an error-file link for the bad ones', async () => {
    const file = await workbook([
      ['账号', '姓名', '性别', '手机号', '邮箱', '工号'],
      ['import01', '导入一', '男', '13800000001', 'i1@example.com', 'I001'],
      ['jeecg', '重复账号', '男', '', '', ''],
      ['import02', '导入二', '女', '12345', '', ''],
      ['import03', '导入三', '女', '', '', ''],
    ]);
    const body = multipart({}, { name: 'users.xlsx', type: XLSX, content: file });
    const answer = await call(mock.app, 'sysUserImportExcel', { method: 'POST', url: '/v1/sys/user/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    const result = resultOf(answer);
    expect(result.msg).toBe('总上传行数：4，已导入行数：2，错误行数：2');
    expect((await list('?username=import0*')).records.map((r) => r.username).sort()).toEqual(['import01', 'import03']);

    const report = await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${result.fileUrl}` });
    expect(report.status).toBe(200);
    const reportRows = await readSheet(report.raw);
    expect(reportRows.slice(3).map((row) => row.at(-1))).toEqual(['用户账号已存在', '请输入正确手机号']);
  });

  it("round-trips the 部门 column: an export's departments import back to the same ones (a shared name with its parent); an unknown name is the row's problem", () =>
    mock.fromSeed(async (app, token) => {
      const zhangsan = app.store.data.users.find((user) => user.username === 'zhangsan');
      const departIds = app.store.departsOf(zhangsan as never).map((depart) => depart.id).sort();
      const exported = await callRaw(app, 'sysUserExportXls', { url: '/v1/sys/user/exportXls?username=zhangsan', token });
      const sheet = await readSheet(exported.raw);
      const cell = sheet[3]?.[sheet[2]?.indexOf('部门') ?? -1] ?? '';
      // 研发部 is the name of two departments: the export says which one.
      expect(cell.split(',').sort()).toEqual(['北京国炬软件/研发部', '市场部', '电话商务公司'].sort());
      const file = await workbook([
        ['账号', '姓名', '部门'],
        ['import20', '导入二十', cell],
        ['import21', '导入二十一', '不存在的部门'],
        ['import22', '导入二十二', '研发部'],
      ]);
      const body = multipart({}, { name: 'users.xlsx', type: XLSX, content: file });
      const answer = await call(app, 'sysUserImportExcel', { method: 'POST', url: '/v1/sys/user/importExcel', token, headers: body.headers, payload: body.payload });
      expect(answer.body).toMatchObject({ code: 201, message: '文件导入成功，但有错误。' });
      const imported = app.store.data.users.find((user) => user.username === 'import20');
      expect(app.store.departsOf(imported as never).map((depart) => depart.id).sort()).toEqual(departIds);
      const report = await callRaw(app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}` });
      expect((await readSheet(report.raw)).slice(3).map((row) => row.at(-1))).toEqual(['部门「不存在的部门」不存在', '部门「研发部」有2个同名部门，请写作“上级部门/研发部”']);
    }));


  it('a file whose every row has a problem answers 201 saying nothing was imported', async () => {
    const file = await workbook([['账号', '姓名'], ['jeecg', '重复账号'], ['import30', '']]);
    const body = multipart({}, { name: 'bad.xlsx', type: XLSX, content: file });
    const answer = await call(mock.app, 'sysUserImportExcel', { method: 'POST', url: '/v1/sys/user/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, message: '文件导入失败，没有导入任何数据。' });
    expect(resultOf(answer)).toMatchObject({ successCount: 0, errorCount: 2 });
  });

  it('imports a file whose every row is good with code 200', async () => {
    const file = await workbook([['账号', '姓名'], ['import10', '导入十']]);
    const body = multipart({}, { name: 'ok.xlsx', type: XLSX, content: file });
    const answer = await call(mock.app, 'sysUserImportExcel', { method: 'POST', url: '/v1/sys/user/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
  });

  it('a file that is not Excel answers a clear error, and no file answers naming the field', async () => {
    const junk = multipart({}, { name: 'x.xlsx', type: XLSX, content: Buffer.from('not a workbook') });
    const answer = await call(mock.app, 'sysUserImportExcel', { method: 'POST', url: '/v1/sys/user/importExcel', token: mock.token, headers: junk.headers, payload: junk.payload });
    expect(answer.body).toMatchObject({ success: false, message: '文件导入失败:文件不是有效的Excel(.xlsx)文件' });
    const empty = multipart({ other: '1' });
    const none = await call(mock.app, 'sysUserImportExcel', { method: 'POST', url: '/v1/sys/user/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload });
    expect(none.body.message).toContain('body.file');
  });
});
