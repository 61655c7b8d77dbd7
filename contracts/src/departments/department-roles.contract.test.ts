import { describe, expect, it } from 'vitest';
import { departId, mockPerFile, call, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('department roles (sysDepartRole)', () => {
  const listUrl = (query: string) => `/v1/sys/sysDepartRole/list?${query}`;
  const rolesOf = async (orgCode: string, on = mock.app, as = mock.token) =>
    resultOf(await call(on, 'sysSysDepartRoleList', { url: listUrl(`deptId=${departId(orgCode, on)}&pageSize=50`), token: as })).records;

  it('list answers the department\'s roles only, paged, with code 200', async () => {
    const answer = await call(mock.app, 'sysSysDepartRoleList', { url: listUrl(`deptId=${departId('A01A07', mock.app)}&pageNo=1&pageSize=1`), token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const page = resultOf(answer);
    expect(page.total).toBe(2);
    expect(page.records).toHaveLength(1);
    const codes = (await rolesOf('A01A07')).map((r) => r.roleCode).sort();
    expect(codes).toEqual(['tx_bu_manager', 'tx_site_assistant']);
    expect(await rolesOf('A01A05')).toEqual([]);
  });

  it('list matches roleName where the name contains it', async () => {
    const answer = await call(mock.app, 'sysSysDepartRoleList', { url: listUrl(`deptId=${departId('A01A07', mock.app)}&roleName=${encodeURIComponent('项目')}`), token: mock.token });
    expect(resultOf(answer).records.map((r) => r.roleName)).toEqual(['驻场项目助理']);
  });

  it('list refuses a pageNo that is no number with 400', async () => {
    const answer = await call(mock.app, 'sysSysDepartRoleList', { url: listUrl('pageNo=abc'), token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('pageNo');
  });

  it('add creates a role under the department; edit changes it', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const departA05 = departId('A01A05', fresh);
      const add = await call(fresh, 'sysSysDepartRoleAdd', { method: 'POST', url: '/v1/sys/sysDepartRole/add', token: admin, payload: { departId: departA05, roleName: '测试组长', roleCode: 'qa_lead', description: '测试' } });
      expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
      const [role] = await rolesOf('A01A05', fresh, admin);
      expect(role).toMatchObject({ departId: departA05, roleName: '测试组长', roleCode: 'qa_lead', description: '测试', createBy: 'admin' });
      const edit = await call(fresh, 'sysSysDepartRoleEdit', { method: 'PUT', url: '/v1/sys/sysDepartRole/edit', token: admin, payload: { id: role?.id, departId: departA05, roleName: '测试主管', roleCode: 'qa_head' } });
      expect(edit.body).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
      expect((await rolesOf('A01A05', fresh, admin))[0]).toMatchObject({ roleName: '测试主管', roleCode: 'qa_head', description: '测试', updateBy: 'admin' });
    });
  });

  it('add refuses a missing roleName with 400 and an unknown department; edit an unknown id', async () => {
    const missing = await call(mock.app, 'sysSysDepartRoleAdd', { method: 'POST', url: '/v1/sys/sysDepartRole/add', token: mock.token, payload: { departId: departId('A01A05', mock.app), roleCode: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.roleName 不能为空');
    const unknown = await call(mock.app, 'sysSysDepartRoleAdd', { method: 'POST', url: '/v1/sys/sysDepartRole/add', token: mock.token, payload: { departId: 'nope', roleName: 'x', roleCode: 'x' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到部门信息' });
    const edit = await call(mock.app, 'sysSysDepartRoleEdit', { method: 'PUT', url: '/v1/sys/sysDepartRole/edit', token: mock.token, payload: { id: 'nope', departId: 'nope', roleName: 'x', roleCode: 'x' } });
    expect(edit.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('delete and deleteBatch remove roles and the permissions they held; a granted role works with the grant calls', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const [manager, assistant] = ['tx_bu_manager', 'tx_site_assistant'].map((code) => fresh.store.data.departRoles.find((r) => r.roleCode === code)?.id as string);
      const held = async (roleId: string) =>
        resultOf(await call(fresh, 'sysSysDepartPermissionQueryDeptRolePermission', { url: `/v1/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, token: admin }));
      expect((await held(manager as string)).length).toBeGreaterThan(0);
      const one = await call(fresh, 'sysSysDepartRoleDelete', { method: 'DELETE', url: `/v1/sys/sysDepartRole/delete?id=${manager}`, token: admin });
      expect(one.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
      expect(await held(manager as string)).toEqual([]);
      const batch = await call(fresh, 'sysSysDepartRoleDeleteBatch', { method: 'DELETE', url: `/v1/sys/sysDepartRole/deleteBatch?ids=${assistant},`, token: admin });
      expect(batch.body).toMatchObject({ success: true, code: 200, message: '批量删除成功!' });
      expect(await rolesOf('A01A07', fresh, admin)).toEqual([]);
      const save = await call(fresh, 'sysSysDepartPermissionSaveDeptRolePermission', { method: 'POST', url: '/v1/sys/sysDepartPermission/saveDeptRolePermission', token: admin, payload: { roleId: assistant, permissionIds: '', lastpermissionIds: '' } });
      expect(save.body).toMatchObject({ success: false, message: '未找到部门角色信息' });
    });
  });

  it('A-SYS-36 deleting a department (one or batch) removes its grants, its roles and their grants and users', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const data = fresh.store.data;
      const roleIdsOf = (orgCode: string) => data.departRoles.filter((role) => role.departId === departId(orgCode, fresh)).map((role) => role.id);
      const [jr, tx] = [roleIdsOf('A01A08'), roleIdsOf('A01A07')];
      const [depJr, depTx] = [departId('A01A08', fresh), departId('A01A07', fresh)];
      expect(jr.length * tx.length).toBeGreaterThan(0);
      const assign = await call(fresh, 'sysSysDepartRoleDeptRoleUserAdd', { method: 'POST', url: '/v1/sys/sysDepartRole/deptRoleUserAdd', token: admin, payload: { userId: data.users[0]?.id, newRoleId: [...jr, ...tx].join(','), oldRoleId: '' } });
      expect(assign.body.success).toBe(true);
      const leftOf = (roleIds: string[], depart: string) => ({
        roles: data.departRoles.filter((role) => roleIds.includes(role.id)).length,
        grants: data.departRolePermissions.filter((link) => roleIds.includes(link.roleId)).length,
        users: data.departRoleUsers.filter((link) => roleIds.includes(link.droleId)).length,
        departGrants: data.departPermissions.filter((link) => link.departId === depart).length,
      });
      expect(Object.values(leftOf(jr, depJr)).every((count) => count > 0)).toBe(true);
      const none = { roles: 0, grants: 0, users: 0, departGrants: 0 };
      expect((await call(fresh, 'sysSysDepartDelete', { method: 'DELETE', url: `/v1/sys/sysDepart/delete?id=${depJr}`, token: admin })).body.success).toBe(true);
      expect(leftOf(jr, depJr)).toEqual(none);
      expect(leftOf(tx, depTx).roles).toBe(2);
      expect((await call(fresh, 'sysSysDepartDeleteBatch', { method: 'DELETE', url: `/v1/sys/sysDepart/deleteBatch?ids=${depTx},`, token: admin })).body.success).toBe(true);
      expect(leftOf(tx, depTx)).toEqual(none);
    });
  });

  it('deleteBatch refuses ids that are only commas; delete without id answers 400', async () => {
    const batch = await call(mock.app, 'sysSysDepartRoleDeleteBatch', { method: 'DELETE', url: '/v1/sys/sysDepartRole/deleteBatch?ids=,,', token: mock.token });
    expect(batch.body).toMatchObject({ success: false, message: '参数不识别！' });
    const missing = await call(mock.app, 'sysSysDepartRoleDelete', { method: 'DELETE', url: '/v1/sys/sysDepartRole/delete', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.id 不能为空');
  });

  it('a role added through the API gets its permissions through saveDeptRolePermission, limited by the department tree', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const depart = departId('A01A07', fresh);
      await call(fresh, 'sysSysDepartRoleAdd', { method: 'POST', url: '/v1/sys/sysDepartRole/add', token: admin, payload: { departId: depart, roleName: '新角色', roleCode: 'fresh_role' } });
      const role = (await rolesOf('A01A07', fresh, admin)).find((r) => r.roleCode === 'fresh_role');
      const tree = resultOf(await call(fresh, 'sysSysDepartPermissionQueryTreeListForDeptRole', { url: `/v1/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${depart}`, token: admin }));
      const granted = tree?.ids.slice(0, 2) ?? [];
      expect(granted).toHaveLength(2);
      const save = await call(fresh, 'sysSysDepartPermissionSaveDeptRolePermission', { method: 'POST', url: '/v1/sys/sysDepartPermission/saveDeptRolePermission', token: admin, payload: { roleId: role?.id, permissionIds: granted.join(','), lastpermissionIds: '' } });
      expect(save.body).toMatchObject({ success: true, message: '保存成功！' });
      const held = resultOf(await call(fresh, 'sysSysDepartPermissionQueryDeptRolePermission', { url: `/v1/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role?.id}`, token: admin }));
      expect([...held].sort()).toEqual([...granted].sort());
    });
  });
});
