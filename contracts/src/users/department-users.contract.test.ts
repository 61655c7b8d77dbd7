import { describe, expect, it } from 'vitest';
import { call, departId, expectFail, expectOk, mockPerFile, resultOf, userId } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('users of a department (部门管理 用户信息)', () => {
  const listOf = async (orgCode: string, extra = '', on = mock.app, as = mock.token) =>
    resultOf(await call(on, 'sysUserDepartUserList', { url: `/v1/sys/user/departUserList?depId=${departId(orgCode, on)}${extra}`, token: as }));

  it('departUserList pages the users of the department and the departments below it, orgCode carrying their department names', async () => {
    const answer = await call(mock.app, 'sysUserDepartUserList', { url: `/v1/sys/user/departUserList?depId=${departId('A02', mock.app)}&pageSize=50`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = resultOf(answer);
    const usernames = page.records.map((row) => row.username);
    // jeecg is in A02A01 and zhangsan in A02A03: both below A02; admin (A01) is not.
    expect(usernames).toEqual(expect.arrayContaining(['jeecg', 'zhangsan']));
    expect(usernames).not.toContain('admin');
    expect(page.total).toBe(page.records.length);
    const zhangsan = page.records.find((row) => row.username === 'zhangsan');
    const names = ['A01A03', 'A01A05', 'A02A03'].map((code) => mock.app.store.data.departs.find((d) => d.orgCode === code)?.departName);
    expect(zhangsan?.orgCode).toBe(names.join(','));
    const narrowed = await listOf('A02', '&username=zhang');
    expect(narrowed.records.map((row) => row.username)).toEqual(['zhangsan']);
  });

  it('departUserList answers null for an unknown department and 400 without depId', async () => {
    const unknown = await call(mock.app, 'sysUserDepartUserList', { url: '/v1/sys/user/departUserList?depId=nope', token: mock.token });
    expect(unknown.body).toMatchObject({ success: true, code: 0, result: null });
    const missing = await call(mock.app, 'sysUserDepartUserList', { url: '/v1/sys/user/departUserList', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.depId 不能为空');
  });

  it('editSysDepartWithUser adds users (an existing member is skipped) and deleteUserInDepartBatch takes them out of that department only', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const depId = departId('A01A04', fresh);
      const jeecg = userId('jeecg', fresh);
      const added = await call(fresh, 'sysUserEditSysDepartWithUser', { method: 'POST', url: '/v1/sys/user/editSysDepartWithUser', token: admin, payload: { depId, userIdList: [jeecg, userId('frozen01', fresh)] } });
      expectOk(added, '添加成功!', 0);
      const members = (await listOf('A01A04', '', fresh, admin)).records.map((row) => row.username);
      expect(members.filter((name) => name === 'frozen01')).toHaveLength(1);
      expect(members).toContain('jeecg');
      const removed = await call(fresh, 'sysUserDeleteUserInDepartBatch', { method: 'DELETE', url: `/v1/sys/user/deleteUserInDepartBatch?depId=${depId}&userIds=${jeecg},`, token: admin });
      expectOk(removed, '删除成功!');
      expect((await listOf('A01A04', '', fresh, admin)).records.map((row) => row.username)).not.toContain('jeecg');
      // jeecg keeps its own department.
      expect((await listOf('A02A01', '', fresh, admin)).records.map((row) => row.username)).toContain('jeecg');
    });
  });

  it('editSysDepartWithUser refuses an unknown department or user, and 400 on an empty list', async () => {
    const depId = departId('A01A04', mock.app);
    expectFail(await call(mock.app, 'sysUserEditSysDepartWithUser', { method: 'POST', url: '/v1/sys/user/editSysDepartWithUser', token: mock.token, payload: { depId: 'nope', userIdList: [userId('jeecg', mock.app)] } }), '未找到部门信息');
    expectFail(await call(mock.app, 'sysUserEditSysDepartWithUser', { method: 'POST', url: '/v1/sys/user/editSysDepartWithUser', token: mock.token, payload: { depId, userIdList: ['nobody'] } }), '未找到用户信息：nobody');
    const empty = await call(mock.app, 'sysUserEditSysDepartWithUser', { method: 'POST', url: '/v1/sys/user/editSysDepartWithUser', token: mock.token, payload: { depId, userIdList: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('userIdList');
  });

  it('deleteUserInDepartBatch without userIds answers 400 naming it', async () => {
    const missing = await call(mock.app, 'sysUserDeleteUserInDepartBatch', { method: 'DELETE', url: `/v1/sys/user/deleteUserInDepartBatch?depId=${departId('A01A04', mock.app)}`, token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.userIds 不能为空');
  });
});
