import { describe, expect, it } from 'vitest';
import { call, departId, menuId, mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('a department\'s data rules on a menu (sysDepartPermission datarule)', () => {
  const save = (payload: object, on = mock.app, as = mock.token) => call(on, 'sysSysDepartPermissionDatarulePost', { method: 'POST', url: '/v1/sys/sysDepartPermission/datarule', token: as, payload });

  it('offers every rule of the menu; the saved choice comes back as drChecked and bounds what its roles are offered', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const roster = menuId('员工花名册', fresh);
      const depart = departId('A01A07', fresh);
      const load = () => call(fresh, 'sysSysDepartPermissionDataruleGet', { url: `/v1/sys/sysDepartPermission/datarule/${roster}/${depart}`, token: admin });
      const first = resultOf(await load());
      expect(first.datarule.map((rule) => rule.ruleName)).toEqual(['不含管理人员', '只看在职与试用员工', '只看本部门员工']);
      // The seeded department holds every rule of the menus it is granted.
      expect(first.drChecked?.split(',').sort()).toEqual(first.datarule.map((rule) => rule.id).sort());
      const kept = first.datarule[2]?.id as string;
      const saved = await save({ permissionId: roster, departId: depart, dataRuleIds: kept }, fresh, admin);
      expect(saved.body).toMatchObject({ success: true, code: 200, message: '保存成功!', result: '保存成功!' });
      const again = await load();
      expect(again.body).toMatchObject({ success: true, code: 200 });
      expect(resultOf(again).drChecked).toBe(kept);
      const role = fresh.store.data.departRoles.find((r) => r.roleCode === 'tx_site_assistant')?.id as string;
      const offered = await call(fresh, 'sysSysDepartRoleDataruleGet', { url: `/v1/sys/sysDepartRole/datarule/${roster}/${depart}/${role}`, token: admin });
      expect(resultOf(offered).datarule.map((rule) => rule.id)).toEqual([kept]);
    });
  });

  it('a menu without data rules answers 未找到权限配置信息; a menu the department lacks 请先保存部门菜单权限!; a missing departId 400', async () => {
    const depart = departId('A01A05', mock.app);
    const none = await call(mock.app, 'sysSysDepartPermissionDataruleGet', { url: `/v1/sys/sysDepartPermission/datarule/${menuId('角色管理', mock.app)}/${depart}`, token: mock.token });
    expect(none.body).toMatchObject({ success: false, code: 500, message: '未找到权限配置信息' });
    const roster = menuId('员工花名册', mock.app);
    expect((await save({ permissionId: roster, departId: depart, dataRuleIds: 'x' })).body).toMatchObject({ success: false, message: '请先保存部门菜单权限!' });
    const missing = await save({ permissionId: roster, dataRuleIds: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.departId 不能为空');
  });
});
