import { describe, expect, it } from 'vitest';
import { call, departId, menuId, mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('a department role\'s data rules on a menu (sysDepartRole datarule)', () => {
  const roleId = (roleCode: string, on = mock.app) => on.store.data.departRoles.find((role) => role.roleCode === roleCode)?.id as string;
  const ruleUrl = (permissionId: string, depart: string, role: string) => `/v1/sys/sysDepartRole/datarule/${permissionId}/${depart}/${role}`;
  const save = (payload: object, on = mock.app, as = mock.token) => call(on, 'sysSysDepartRoleDatarulePost', { method: 'POST', url: '/v1/sys/sysDepartRole/datarule', token: as, payload });

  it('offers the rules the department holds on the menu; the role\'s saved choice comes back as drChecked', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const roster = menuId('员工花名册', fresh);
      const [depart, role] = [departId('A01A07', fresh), roleId('tx_site_assistant', fresh)];
      const load = () => call(fresh, 'sysSysDepartRoleDataruleGet', { url: ruleUrl(roster, depart, role), token: admin });
      const first = await load();
      expect(first.body).toMatchObject({ success: true, code: 200 });
      const { datarule, drChecked } = resultOf(first);
      expect(datarule.map((rule) => rule.ruleName)).toEqual(['不含管理人员', '只看在职与试用员工', '只看本部门员工']);
      expect(drChecked).toBeUndefined();
      const chosen = datarule[1]?.id as string;
      expect((await save({ permissionId: roster, roleId: role, dataRuleIds: chosen }, fresh, admin)).body).toMatchObject({ success: true, code: 200, message: '保存成功!' });
      expect(resultOf(await load()).drChecked).toBe(chosen);
    });
  });

  it('offers only the rules the department holds, and nothing when it holds none of the menu\'s', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const roster = menuId('员工花名册', fresh);
      const depart = departId('A01A07', fresh);
      const grant = fresh.store.data.departPermissions.find((link) => link.departId === depart && link.permissionId === roster);
      const kept = fresh.store.data.permissionDataRules.find((rule) => rule.ruleName === '只看本部门员工');
      if (!grant || !kept) throw new Error('seed lacks the roster grant of A01A07');
      grant.dataRuleIds = kept.id;
      const load = () => call(fresh, 'sysSysDepartRoleDataruleGet', { url: ruleUrl(roster, depart, roleId('tx_site_assistant', fresh)), token: admin });
      expect(resultOf(await load()).datarule.map((rule) => rule.ruleName)).toEqual(['只看本部门员工']);
      grant.dataRuleIds = null;
      expect((await load()).body).toMatchObject({ success: false, code: 500, message: '未找到权限配置信息' });
    });
  });

  it('saving on a menu the role does not hold answers 请先保存角色菜单权限!; a missing permissionId 400', async () => {
    const contracts = menuId('员工合同', mock.app);
    expect((await save({ permissionId: contracts, roleId: roleId('tx_site_assistant'), dataRuleIds: 'x' })).body).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    const missing = await save({ roleId: roleId('tx_site_assistant'), dataRuleIds: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.permissionId 不能为空');
  });
});
