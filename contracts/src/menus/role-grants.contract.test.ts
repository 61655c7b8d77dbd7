import { describe, expect, it } from 'vitest';
import type { MockApp } from '@mis/mock-server';
import { ROLE, menuId, buttonId, permissionsOf, titles, mockPerFile, call, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const saveRolePermission = (app: MockApp, token: string, payload: object) =>
  call(app, 'sysPermissionSaveRolePermission', { method: 'POST', url: '/v1/sys/permission/saveRolePermission', token, payload });

describe('role authorisation', () => {
  it('A-SYS-21 queryRolePermission answers the ids the role holds with code 0', async () => {
    const answer = await call(mock.app, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${ROLE.hr}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const ids = resultOf(answer);
    expect(ids).toEqual(expect.arrayContaining([menuId('人力资源', mock.app), menuId('员工花名册', mock.app), buttonId('hrm:employee:add', mock.app)]));
    expect(ids).not.toContain(menuId('系统管理', mock.app));
    expect(ids).not.toContain(buttonId('hrm:employee:delete', mock.app));
    const unknown = await call(mock.app, 'sysPermissionQueryRolePermission', { url: '/v1/sys/permission/queryRolePermission?roleId=nope', token: mock.token });
    expect(unknown.body.result).toEqual([]);
  });

  it('the recruiting roles hold the candidate lists\' buttons; only an administrator deletes a candidate', async () => {
    const recruiter = mock.app.store.data.roles.find((role) => role.roleCode === 'recruiter')?.id as string;
    const held = async (roleId: string) => resultOf(await call(mock.app, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${roleId}`, token: mock.token }));
    const working = ['add', 'edit', 'hire', 'eliminate', 'recover', 'export', 'import'].map((action) => buttonId(`rpm:candidate:${action}`, mock.app));
    const deleting = ['delete', 'deleteBatch'].map((action) => buttonId(`rpm:candidate:${action}`, mock.app));
    for (const roleId of [ROLE.hr, recruiter]) {
      const ids = await held(roleId);
      expect(ids).toEqual(expect.arrayContaining(working));
      for (const id of deleting) expect(ids).not.toContain(id);
    }
    expect(await held(ROLE.admin)).toEqual(expect.arrayContaining([...working, ...deleting]));
  });

  it('queryRolePermission without roleId answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysPermissionQueryRolePermission', { url: '/v1/sys/permission/queryRolePermission', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.roleId 不能为空');
  });

  it('A-SYS-22 granting the hr role 系统管理 → 用户管理 shows it to jeecg after a new login; revoking hides it', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      expect(titles((await permissionsOf(fresh, 'jeecg')).menu)).not.toContain('系统管理');
      const granted = [menuId('系统管理', fresh), menuId('用户管理', fresh), buttonId('user:add', fresh)].join(',');
      const save = await saveRolePermission(fresh, admin, { roleId: ROLE.hr, permissionIds: granted, lastpermissionIds: '' });
      expect(save.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });

      let jeecg = await permissionsOf(fresh, 'jeecg');
      const system = jeecg.menu.find((m) => m.meta.title === '系统管理');
      expect(titles(system?.children)).toEqual(['用户管理']);
      expect(system?.redirect).toBe('/isystem/user');
      expect(jeecg.auth.map((a) => a.action)).toContain('user:add');
      const held = resultOf(await call(fresh, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${ROLE.hr}`, token: admin }));
      expect(held).toEqual(expect.arrayContaining(granted.split(',')));

      // The diff: ids only in lastpermissionIds are revoked, ids in neither list are untouched.
      const revoke = await saveRolePermission(fresh, admin, { roleId: ROLE.hr, permissionIds: menuId('系统管理', fresh), lastpermissionIds: granted });
      expect(revoke.body.success).toBe(true);
      jeecg = await permissionsOf(fresh, 'jeecg');
      expect(jeecg.menu.find((m) => m.meta.title === '系统管理')?.children).toBeUndefined();
      expect(jeecg.auth.map((a) => a.action)).not.toContain('user:add');
      expect(titles(jeecg.menu)).toContain('人力资源');
    });
  });

  it('granting a status "0" button keeps it out of auth; 首页 is always injected first', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      await saveRolePermission(fresh, admin, { roleId: ROLE.hr, permissionIds: buttonId('hrm:employee:export', fresh), lastpermissionIds: menuId('首页', fresh) });
      const jeecg = await permissionsOf(fresh, 'jeecg');
      expect(jeecg.auth.map((a) => a.action)).not.toContain('hrm:employee:export');
      expect(jeecg.allAuth).toContainEqual({ action: 'hrm:employee:export', type: '1', status: '0', describe: '导出员工' });
      // hr lost 首页, but upstream injects the home page into every menu.
      expect(fresh.store.data.permissions.find((p) => p.name === '首页')?.roles).not.toContain('hr');
      expect(jeecg.menu[0]).toMatchObject({ path: '/dashboard/analysis', meta: { title: '首页' } });
      expect(titles(jeecg.menu).filter((t) => t === '首页')).toHaveLength(1);
    });
  });

  it('saveRolePermission refuses an unknown role and an unknown permission; without roleId 400', async () => {
    const role = await saveRolePermission(mock.app, mock.token, { roleId: 'nope', permissionIds: menuId('首页', mock.app), lastpermissionIds: '' });
    expect(role.body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    const permission = await saveRolePermission(mock.app, mock.token, { roleId: ROLE.test, permissionIds: 'ghost', lastpermissionIds: '' });
    expect(permission.body).toMatchObject({ success: false, message: '未找到菜单信息：ghost' });
    const missing = await saveRolePermission(mock.app, mock.token, { permissionIds: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.roleId 不能为空');
  });
});
