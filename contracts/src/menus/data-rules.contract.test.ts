import { describe, expect, it } from 'vitest';
import { menuId, flatTree, mockPerFile, call, resultOf, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });

type TreeModel = Schema<'PermissionTreeModel'>;

describe('data rules', () => {
  const rules = async (permissionId: string, on = mock.app, as = mock.token) =>
    resultOf(await call(on, 'sysPermissionGetPermRuleListByPermId', { url: `/v1/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, token: as }));

  it('A-SYS-23 getPermRuleListByPermId answers a menu\'s rules newest first, with dictionary texts', async () => {
    const answer = await call(mock.app, 'sysPermissionGetPermRuleListByPermId', { url: `/v1/sys/permission/getPermRuleListByPermId?permissionId=${menuId('员工花名册', mock.app)}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const list = resultOf(answer);
    expect(list.map((r) => r.ruleName)).toEqual(['不含管理人员', '只看在职与试用员工', '只看本部门员工']);
    expect(list[2]).toMatchObject({ ruleColumn: 'sysOrgCode', ruleConditions: 'RIGHT_LIKE', ruleConditions_dictText: '右模糊', ruleValue: '#{sys_org_code}', status: '1', status_dictText: '有效' });
    expect(await rules(menuId('用户管理', mock.app))).toEqual([]);
  });

  it('getPermRuleListByPermId without permissionId answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysPermissionGetPermRuleListByPermId', { url: '/v1/sys/permission/getPermRuleListByPermId', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.permissionId 不能为空');
  });

  it('A-SYS-24 queryPermissionRule filters with value prefixes and answers 查询成功！', async () => {
    const answer = await call(mock.app, 'sysPermissionQueryPermissionRule', { url: `/v1/sys/permission/queryPermissionRule?ruleName=${encodeURIComponent('*本人*')}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '查询成功！' });
    expect(resultOf(answer).map((r) => r.ruleName).sort()).toEqual(['只看本人经办的合同', '只看本人跟进的候选人']);
    const byMenu = await call(mock.app, 'sysPermissionQueryPermissionRule', { url: `/v1/sys/permission/queryPermissionRule?permissionId=${menuId('员工合同', mock.app)}&ruleConditions=USE_SQL_RULES`, token: mock.token });
    expect(resultOf(byMenu).map((r) => r.ruleName)).toEqual(['90天内到期的合同']);
  });

  it('queryPermissionRule with a bad status answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysPermissionQueryPermissionRule', { url: '/v1/sys/permission/queryPermissionRule?status=3', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.status 取值应为 0/1 之一');
  });

  it('add, edit and delete a rule; the menu\'s ruleFlag follows', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const user = menuId('用户管理', fresh);
      const ruleFlag = async () => {
        const tree = resultOf(await call(fresh, 'sysRoleQueryTreeList', { url: '/v1/sys/role/queryTreeList', token: admin }));
        return flatTree<TreeModel>(tree.treeList).find((n) => n.key === user)?.ruleFlag;
      };
      expect(await ruleFlag()).toBe(0);
      const add = await call(fresh, 'sysPermissionAddPermissionRule', {
        method: 'POST',
        url: '/v1/sys/permission/addPermissionRule',
        token: admin,
        payload: { permissionId: user, ruleName: '只看本公司用户', ruleColumn: 'orgCode', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}' },
      });
      expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
      const [created] = await rules(user, fresh, admin);
      expect(created).toMatchObject({ ruleName: '只看本公司用户', status: '1', createBy: 'admin' });
      expect(await ruleFlag()).toBe(1);

      const edit = await call(fresh, 'sysPermissionEditPermissionRule', {
        method: 'PUT',
        url: '/v1/sys/permission/editPermissionRule',
        token: admin,
        payload: { id: created?.id, permissionId: user, ruleName: '只看本公司用户', ruleColumn: 'orgCode', ruleConditions: 'LIKE', ruleValue: 'A01', status: '0' },
      });
      expect(edit.body).toMatchObject({ success: true, code: 200, message: '更新成功！' });
      expect((await rules(user, fresh, admin))[0]).toMatchObject({ ruleConditions: 'LIKE', ruleConditions_dictText: '模糊', ruleValue: 'A01', status: '0', status_dictText: '无效', updateBy: 'admin' });

      const removed = await call(fresh, 'sysPermissionDeletePermissionRule', { method: 'DELETE', url: `/v1/sys/permission/deletePermissionRule?id=${created?.id}`, token: admin });
      expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功！' });
      expect(await rules(user, fresh, admin)).toEqual([]);
      expect(await ruleFlag()).toBe(0);
    });
  });

  it('addPermissionRule refuses an unknown menu; a bad condition answers 400 naming it', async () => {
    const unknown = await call(mock.app, 'sysPermissionAddPermissionRule', { method: 'POST', url: '/v1/sys/permission/addPermissionRule', token: mock.token, payload: { permissionId: 'nope', ruleName: 'x', ruleConditions: '=', ruleValue: '1' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    const bad = await call(mock.app, 'sysPermissionAddPermissionRule', { method: 'POST', url: '/v1/sys/permission/addPermissionRule', token: mock.token, payload: { permissionId: menuId('用户管理', mock.app), ruleName: 'x', ruleConditions: 'BETWEEN', ruleValue: '1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('参数错误：body.ruleConditions 取值应为');
  });

  it('editPermissionRule of an unknown id answers 未找到对应数据; without id 400', async () => {
    const unknown = await call(mock.app, 'sysPermissionEditPermissionRule', { method: 'PUT', url: '/v1/sys/permission/editPermissionRule', token: mock.token, payload: { id: 'nope', permissionId: menuId('用户管理', mock.app), ruleName: 'x', ruleConditions: '=', ruleValue: '1' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const missing = await call(mock.app, 'sysPermissionEditPermissionRule', { method: 'PUT', url: '/v1/sys/permission/editPermissionRule', token: mock.token, payload: { permissionId: menuId('用户管理', mock.app), ruleName: 'x', ruleConditions: '=', ruleValue: '1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.id 不能为空');
  });

  it('deletePermissionRule of an unknown id answers 未找到对应数据; without id 400', async () => {
    const unknown = await call(mock.app, 'sysPermissionDeletePermissionRule', { method: 'DELETE', url: '/v1/sys/permission/deletePermissionRule?id=nope', token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await call(mock.app, 'sysPermissionDeletePermissionRule', { method: 'DELETE', url: '/v1/sys/permission/deletePermissionRule', token: mock.token })).status).toBe(400);
  });
});
