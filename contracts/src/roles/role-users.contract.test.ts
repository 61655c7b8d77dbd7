import { describe, expect, it } from 'vitest';
import { call, expect400, expectFail, expectOk, mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const ROLE_TEST = 'ee8626f80f7c2619917b6236f3a7f02b';
const ROLE_HR = 'e51758fa916c881624b046d26bd09230';
const JEECG = 'a75d45a015c44384a04449ee80dc3503';
const ZHANGSAN = '3d464b4ea0d2491aab8a7bde74c57e95';

const roleUsers = async (query: string, app = mock.app, token = mock.token) =>
  resultOf(await call(app, 'sysUserUserRoleList', { url: `/v1/sys/user/userRoleList?${query}`, token }));

describe('sysUserUserRoleList', () => {
  it('pages the users holding a role, with the user list\'s dictionary texts, and filters by username', async () => {
    const page = await roleUsers(`roleId=${ROLE_HR}&pageNo=1&pageSize=50`);
    expect(page.records.map((row) => row.username)).toEqual(expect.arrayContaining(['jeecg', 'zhangsan']));
    for (const row of page.records) {
      expect(row.roleCodes?.split(',')).toContain('hr');
      expect(['男', '女']).toContain(row.sex_dictText);
    }
    const one = await roleUsers(`roleId=${ROLE_HR}&username=zhang*`);
    expect(one.records.map((row) => row.username)).toEqual(['zhangsan']);
  });

  it('answers an empty page for a role nobody holds or an unknown role, and 400 without roleId', async () => {
    expect((await roleUsers('roleId=unknown-role')).total).toBe(0);
    const missing = await call(mock.app, 'sysUserUserRoleList', { url: '/v1/sys/user/userRoleList', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('roleId');
  });
});

describe('sysUserAddSysUserRole and sysUserDeleteUserRoleBatch', () => {
  it('gives a role to users and takes it back', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const add = await call(fresh, 'sysUserAddSysUserRole', { method: 'POST', url: '/v1/sys/user/addSysUserRole', token: admin, payload: { roleId: ROLE_TEST, userIdList: [JEECG, ZHANGSAN] } });
      expectOk(add, '添加成功!', 0);
      const holders = (await roleUsers(`roleId=${ROLE_TEST}&pageSize=100`, fresh, admin)).records.map((row) => row.id);
      expect(holders).toEqual(expect.arrayContaining([JEECG, ZHANGSAN]));
      const again = await call(fresh, 'sysUserAddSysUserRole', { method: 'POST', url: '/v1/sys/user/addSysUserRole', token: admin, payload: { roleId: ROLE_TEST, userIdList: [JEECG] } });
      expectOk(again, '添加成功!', 0);
      const roles = resultOf(await call(fresh, 'sysUserQueryUserRole', { url: `/v1/sys/user/queryUserRole?userid=${JEECG}`, token: admin }));
      expect(roles.filter((id) => id === ROLE_TEST)).toHaveLength(1);

      const remove = await call(fresh, 'sysUserDeleteUserRoleBatch', { method: 'DELETE', url: `/v1/sys/user/deleteUserRoleBatch?roleId=${ROLE_TEST}&userIds=${JEECG},${ZHANGSAN}`, token: admin });
      expectOk(remove, '删除成功!');
      const after = (await roleUsers(`roleId=${ROLE_TEST}&pageSize=100`, fresh, admin)).records.map((row) => row.id);
      expect(after).not.toContain(JEECG);
      expect(after).not.toContain(ZHANGSAN);
    });
  });

  it('refuses an unknown role and an empty user list', async () => {
    const unknown = await call(mock.app, 'sysUserAddSysUserRole', { method: 'POST', url: '/v1/sys/user/addSysUserRole', token: mock.token, payload: { roleId: 'nope', userIdList: [JEECG] } });
    expectFail(unknown, '出错了: 未找到对应数据');
    const empty = await call(mock.app, 'sysUserAddSysUserRole', { method: 'POST', url: '/v1/sys/user/addSysUserRole', token: mock.token, payload: { roleId: ROLE_TEST, userIdList: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('userIdList');
    const unknownDelete = await call(mock.app, 'sysUserDeleteUserRoleBatch', { method: 'DELETE', url: `/v1/sys/user/deleteUserRoleBatch?roleId=nope&userIds=${JEECG}`, token: mock.token });
    expectFail(unknownDelete, '出错了: 未找到对应数据');
    const noIds = await call(mock.app, 'sysUserDeleteUserRoleBatch', { method: 'DELETE', url: `/v1/sys/user/deleteUserRoleBatch?roleId=${ROLE_TEST}`, token: mock.token });
    expect400(noIds, noIds.body.message);
    expect(noIds.body.message).toContain('userIds');
  });
});

describe('sysUserDeleteUserRole', () => {
  it('takes a role from one user and leaves the others holding it', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      await call(fresh, 'sysUserAddSysUserRole', { method: 'POST', url: '/v1/sys/user/addSysUserRole', token: admin, payload: { roleId: ROLE_TEST, userIdList: [JEECG, ZHANGSAN] } });
      const remove = await call(fresh, 'sysUserDeleteUserRole', { method: 'DELETE', url: `/v1/sys/user/deleteUserRole?roleId=${ROLE_TEST}&userId=${JEECG}`, token: admin });
      expectOk(remove, '删除成功!');
      const holders = (await roleUsers(`roleId=${ROLE_TEST}&pageSize=100`, fresh, admin)).records.map((row) => row.id);
      expect(holders).not.toContain(JEECG);
      expect(holders).toContain(ZHANGSAN);
    });
  });

  it('refuses an unknown role; without userId 400', async () => {
    const unknown = await call(mock.app, 'sysUserDeleteUserRole', { method: 'DELETE', url: `/v1/sys/user/deleteUserRole?roleId=nope&userId=${JEECG}`, token: mock.token });
    expectFail(unknown, '出错了: 未找到对应数据');
    const noUser = await call(mock.app, 'sysUserDeleteUserRole', { method: 'DELETE', url: `/v1/sys/user/deleteUserRole?roleId=${ROLE_TEST}`, token: mock.token });
    expect400(noUser, noUser.body.message);
    expect(noUser.body.message).toContain('userId');
  });
});
