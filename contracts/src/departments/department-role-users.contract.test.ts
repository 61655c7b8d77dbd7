import { describe, expect, it } from 'vitest';
import { call, departId, mockPerFile, resultOf, userId } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('a user\'s department roles (getDeptRoleList, getDeptRoleByUserId, deptRoleUserAdd)', () => {
  const roleId = (roleCode: string, on = mock.app) => on.store.data.departRoles.find((role) => role.roleCode === roleCode)?.id as string;
  const query = (depart: string, user: string) => `departId=${depart}&userId=${user}`;

  it('getDeptRoleList answers every role of the department with code 0', async () => {
    const answer = await call(mock.app, 'sysSysDepartRoleGetDeptRoleList', { url: `/v1/sys/sysDepartRole/getDeptRoleList?${query(departId('A01A07', mock.app), userId('zhangsan', mock.app))}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(resultOf(answer).map((role) => role.roleCode).sort()).toEqual(['tx_bu_manager', 'tx_site_assistant']);
  });

  it('deptRoleUserAdd gives and takes roles by the diff of newRoleId and oldRoleId; getDeptRoleByUserId echoes them', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const [depart, user] = [departId('A01A07', fresh), userId('zhangsan', fresh)];
      const [manager, assistant] = [roleId('tx_bu_manager', fresh), roleId('tx_site_assistant', fresh)];
      const held = async () =>
        resultOf(await call(fresh, 'sysSysDepartRoleGetDeptRoleByUserId', { url: `/v1/sys/sysDepartRole/getDeptRoleByUserId?${query(depart, user)}`, token: admin }))?.map((link) => link.droleId);
      expect(await held()).toEqual([]);
      const assign = (newRoleId: string, oldRoleId: string) =>
        call(fresh, 'sysSysDepartRoleDeptRoleUserAdd', { method: 'POST', url: '/v1/sys/sysDepartRole/deptRoleUserAdd', token: admin, payload: { userId: user, newRoleId, oldRoleId } });
      expect((await assign(`${manager},${assistant}`, '')).body).toMatchObject({ success: true, code: 200, message: '添加成功！', result: '添加成功！' });
      expect((await held())?.sort()).toEqual([manager, assistant].sort());
      await assign(assistant, `${manager},${assistant}`);
      expect(await held()).toEqual([assistant]);
      // Deleting the role takes the user's link to it away.
      await call(fresh, 'sysSysDepartRoleDelete', { method: 'DELETE', url: `/v1/sys/sysDepartRole/delete?id=${assistant}`, token: admin });
      expect(await held()).toEqual([]);
    });
  });

  it('getDeptRoleByUserId answers null for a department without roles', async () => {
    const answer = await call(mock.app, 'sysSysDepartRoleGetDeptRoleByUserId', { url: `/v1/sys/sysDepartRole/getDeptRoleByUserId?${query(departId('A01A05', mock.app), userId('zhangsan', mock.app))}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0, result: null });
  });

  it('refuses an unknown user or role, and a missing departId with 400', async () => {
    const assign = (payload: object) => call(mock.app, 'sysSysDepartRoleDeptRoleUserAdd', { method: 'POST', url: '/v1/sys/sysDepartRole/deptRoleUserAdd', token: mock.token, payload });
    expect((await assign({ userId: 'nope', newRoleId: roleId('tx_bu_manager'), oldRoleId: '' })).body).toMatchObject({ success: false, message: '未找到用户信息' });
    expect((await assign({ userId: userId('zhangsan', mock.app), newRoleId: 'nope', oldRoleId: '' })).body).toMatchObject({ success: false, message: '未找到部门角色信息' });
    const missing = await call(mock.app, 'sysSysDepartRoleGetDeptRoleList', { url: `/v1/sys/sysDepartRole/getDeptRoleList?userId=x`, token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.departId 不能为空');
  });
});
