import { describe, expect, it } from 'vitest';
import { call, menuId, mockPerFile, resultOf, ROLE } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('a role\'s data rules on a menu (sysRole datarule)', () => {
  const ruleUrl = (permissionId: string, roleId: string) => `/v1/sys/role/datarule/${permissionId}/${roleId}`;
  const load = (permissionId: string, roleId: string, on = mock.app, as = mock.token) => call(on, 'sysRoleDataruleGet', { url: ruleUrl(permissionId, roleId), token: as });
  const save = (payload: object, on = mock.app, as = mock.token) => call(on, 'sysRoleDatarulePost', { method: 'POST', url: '/v1/sys/role/datarule', token: as, payload });

  it('answers every rule of the menu newest first and no drChecked before any is saved; saved rules come back as drChecked', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const roster = menuId('员工花名册', fresh);
      const first = await load(roster, ROLE.admin, fresh, admin);
      expect(first.body).toMatchObject({ success: true, code: 200 });
      const { datarule, drChecked } = resultOf(first);
      expect(datarule.map((rule) => rule.ruleName)).toEqual(['不含管理人员', '只看在职与试用员工', '只看本部门员工']);
      expect(drChecked).toBeUndefined();
      const chosen = [datarule[0]?.id, datarule[2]?.id].join(',');
      const saved = await save({ permissionId: roster, roleId: ROLE.admin, dataRuleIds: `${chosen},` }, fresh, admin);
      expect(saved.body).toMatchObject({ success: true, code: 200, message: '保存成功!', result: '保存成功!' });
      expect(resultOf(await load(roster, ROLE.admin, fresh, admin)).drChecked).toBe(chosen);
      await save({ permissionId: roster, roleId: ROLE.admin, dataRuleIds: '' }, fresh, admin);
      expect(resultOf(await load(roster, ROLE.admin, fresh, admin)).drChecked).toBeUndefined();
    });
  });

  it('revoking the menu from the role drops its data rules with it', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const roster = menuId('员工花名册', fresh);
      const [rule] = resultOf(await load(roster, ROLE.hr, fresh, admin)).datarule;
      await save({ permissionId: roster, roleId: ROLE.hr, dataRuleIds: rule?.id }, fresh, admin);
      const revoke = await call(fresh, 'sysPermissionSaveRolePermission', { method: 'POST', url: '/v1/sys/permission/saveRolePermission', token: admin, payload: { roleId: ROLE.hr, permissionIds: '', lastpermissionIds: roster } });
      expect(revoke.body.success).toBe(true);
      expect(resultOf(await load(roster, ROLE.hr, fresh, admin)).drChecked).toBeUndefined();
      expect((await save({ permissionId: roster, roleId: ROLE.hr, dataRuleIds: rule?.id }, fresh, admin)).body).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    });
  });

  it('a menu without data rules answers 未找到权限配置信息', async () => {
    const answer = await load(menuId('角色管理', mock.app), ROLE.admin);
    expect(answer.body).toMatchObject({ success: false, code: 500, message: '未找到权限配置信息' });
  });

  it('saving for a role that does not hold the menu answers 请先保存角色菜单权限!; a missing roleId 400', async () => {
    const roster = menuId('员工花名册', mock.app);
    expect((await save({ permissionId: roster, roleId: ROLE.test, dataRuleIds: 'x' })).body).toMatchObject({ success: false, code: 500, message: '请先保存角色菜单权限!' });
    const missing = await save({ permissionId: roster, dataRuleIds: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.roleId 不能为空');
  });
});
