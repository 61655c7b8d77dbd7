import { describe, expect, it } from 'vitest';
import { ROLE, menuId, buttonId, departId, mockPerFile, call, resultOf, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });

type TreeModel = Schema<'PermissionTreeModel'>;

const titlesOf = (nodes: TreeModel[] = []) => nodes.map((n) => n.slotTitle);

describe('department permissions and department roles', () => {
  const departPermissions = async (orgCode: string, on = mock.app, as = mock.token) =>
    resultOf(await call(on, 'sysPermissionQueryDepartPermission', { url: `/v1/sys/permission/queryDepartPermission?departId=${departId(orgCode, on)}`, token: as }));
  const deptRoleId = (roleCode: string, on = mock.app) => on.store.data.departRoles.find((r) => r.roleCode === roleCode)?.id as string;
  const deptRolePermissions = async (roleId: string, on = mock.app, as = mock.token) =>
    resultOf(await call(on, 'sysSysDepartPermissionQueryDeptRolePermission', { url: `/v1/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, token: as }));

  it('A-SYS-25 queryDepartPermission answers the department\'s permission ids with code 0', async () => {
    const answer = await call(mock.app, 'sysPermissionQueryDepartPermission', { url: `/v1/sys/permission/queryDepartPermission?departId=${departId('A01A07', mock.app)}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const ids = resultOf(answer);
    expect(ids).toEqual(expect.arrayContaining([menuId('员工花名册', mock.app), menuId('招聘管理', mock.app), buttonId('hrm:employee:add', mock.app)]));
    expect(ids).not.toContain(menuId('系统管理', mock.app));
    expect(await departPermissions('A01A05')).toEqual([]);
  });

  it('queryDepartPermission without departId answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysPermissionQueryDepartPermission', { url: '/v1/sys/permission/queryDepartPermission', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.departId 不能为空');
  });

  it('A-SYS-26 saveDepartPermission grants and revokes; a revoked permission leaves the department\'s roles', async () => {
    await mock.fromSeed(async (fresh, admin) => {
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
    const unknown = await call(mock.app, 'sysPermissionSaveDepartPermission', { method: 'POST', url: '/v1/sys/permission/saveDepartPermission', token: mock.token, payload: { departId: 'nope', permissionIds: '' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到部门信息' });
    const missing = await call(mock.app, 'sysPermissionSaveDepartPermission', { method: 'POST', url: '/v1/sys/permission/saveDepartPermission', token: mock.token, payload: { departId: departId('A01A07', mock.app) } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.permissionIds 不能为空');
  });

  it('A-SYS-38 queryTreeListForDeptRole answers the tree of the department\'s permissions with code 0', async () => {
    const answer = await call(mock.app, 'sysSysDepartPermissionQueryTreeListForDeptRole', { url: `/v1/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId('A01A04', mock.app)}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const { treeList, ids } = resultOf(answer);
    expect(treeList.map((n) => n.slotTitle)).toEqual(['首页', '我的消息', '人力资源', '个人页']);
    expect(titlesOf(treeList.find((n) => n.slotTitle === '人力资源')?.children)).toEqual(['员工花名册', '员工详情', '员工合同']);
    expect([...ids].sort()).toEqual([...(await departPermissions('A01A04'))].sort());
    const none = await call(mock.app, 'sysSysDepartPermissionQueryTreeListForDeptRole', { url: `/v1/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId('A01A05', mock.app)}`, token: mock.token });
    expect(none.body.result).toEqual({ treeList: [], ids: [] });
  });

  it('queryTreeListForDeptRole without departId answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysSysDepartPermissionQueryTreeListForDeptRole', { url: '/v1/sys/sysDepartPermission/queryTreeListForDeptRole', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.departId 不能为空');
  });

  it('A-SYS-39 queryDeptRolePermission answers a department role\'s ids with code 0', async () => {
    const answer = await call(mock.app, 'sysSysDepartPermissionQueryDeptRolePermission', { url: `/v1/sys/sysDepartPermission/queryDeptRolePermission?roleId=${deptRoleId('jr_team_leader')}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(answer.body.result).toEqual(expect.arrayContaining([menuId('人力资源', mock.app), menuId('员工花名册', mock.app)]));
    expect(answer.body.result).not.toContain(menuId('员工合同', mock.app));
  });

  it('queryDeptRolePermission without roleId answers 400', async () => {
    const answer = await call(mock.app, 'sysSysDepartPermissionQueryDeptRolePermission', { url: '/v1/sys/sysDepartPermission/queryDeptRolePermission', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.roleId 不能为空');
  });

  it('A-SYS-40 saveDeptRolePermission grants and revokes with the diff', async () => {
    await mock.fromSeed(async (fresh, admin) => {
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
    const unknown = await call(mock.app, 'sysSysDepartPermissionSaveDeptRolePermission', { method: 'POST', url: '/v1/sys/sysDepartPermission/saveDeptRolePermission', token: mock.token, payload: { roleId: ROLE.hr, permissionIds: '' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到部门角色信息' });
    const missing = await call(mock.app, 'sysSysDepartPermissionSaveDeptRolePermission', { method: 'POST', url: '/v1/sys/sysDepartPermission/saveDeptRolePermission', token: mock.token, payload: { permissionIds: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.roleId 不能为空');
  });
});
