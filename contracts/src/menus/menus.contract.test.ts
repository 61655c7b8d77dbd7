import { describe, expect, it } from 'vitest';
import { menuId, buttonId, departId, permissionsOf, titles, flatTree, mockPerFile, call, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });



describe('permission trees', () => {
  it('A-SYS-16 list answers the whole menu tree by sortNo with code 0, sub-menus before buttons', async () => {
    const answer = await call(mock.app, 'sysPermissionList', { url: '/v1/sys/permission/list', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const tree = resultOf(answer);
    expect(tree.map((n) => n.name)).toEqual(['首页', '我的消息', '人力资源', '招聘管理', '薪资', '财务管理', '预算管理', '在线表单', '采购管理', '系统管理', '在线开发', '系统监控', '组件示例', '个人页', '异常页', '问卷调查', '消息中心', '餐饮管理', '商业保险']);
    const system = tree.find((n) => n.name === '系统管理');
    expect(system).toMatchObject({ menuType: 0, menuType_dictText: '一级菜单', isLeaf: false, route: true, url: '/isystem', component: 'layouts/RouteView', redirect: '/isystem/user', delFlag: 0 });
    const children = system?.children ?? [];
    expect(children.map((c) => c.name).slice(0, 3)).toEqual(['用户管理', '角色管理', '角色用户']);
    expect(children.slice(-4).map((c) => c.perms)).toEqual(['user:add', 'user:edit', 'user:delete', 'user:form:phone']);
    expect(children.at(-1)).toMatchObject({ menuType: 2, menuType_dictText: '按钮权限', permsType: '2', permsType_dictText: '禁用', isLeaf: true });
    expect(children.find((c) => c.name === '用户管理')).not.toHaveProperty('children');
    const roster = flatTree(tree).find((n) => n.name === '员工花名册');
    expect(roster).toMatchObject({ ruleFlag: 1, isLeaf: true });
  });

  it('list with name answers the matching entries flat, each a leaf', async () => {
    const answer = await call(mock.app, 'sysPermissionList', { url: `/v1/sys/permission/list?name=${encodeURIComponent('管理')}`, token: mock.token });
    const rows = resultOf(answer);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['系统管理', '用户管理', '角色管理', '招聘管理', '入职管理']));
    expect(rows.every((r) => r.name.includes('管理') && r.isLeaf && r.children === undefined)).toBe(true);
  });

  it('list with an over-long name answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysPermissionList', { url: `/v1/sys/permission/list?name=${'菜'.repeat(101)}`, token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.name 长度不能超过 100 个字符');
  });

  it('A-SYS-17 getSystemMenuList answers the top-level menus, expandable ones with children []', async () => {
    const answer = await call(mock.app, 'sysPermissionGetSystemMenuList', { url: '/v1/sys/permission/getSystemMenuList', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const menus = resultOf(answer);
    expect(menus.every((m) => m.menuType === 0)).toBe(true);
    expect(menus[0]).toMatchObject({ name: '首页', isLeaf: false, children: [] });
    expect(menus.find((m) => m.name === '我的消息')).toMatchObject({ isLeaf: true });
    expect(menus.find((m) => m.name === '我的消息')).not.toHaveProperty('children');
  });

  it('getSystemMenuList with a non-numeric _t answers 400', async () => {
    expect((await call(mock.app, 'sysPermissionGetSystemMenuList', { url: '/v1/sys/permission/getSystemMenuList?_t=x', token: mock.token })).status).toBe(400);
  });

  it('A-SYS-18 getSystemSubmenu answers the entries below a parent; an unknown parent []', async () => {
    const answer = await call(mock.app, 'sysPermissionGetSystemSubmenu', { url: `/v1/sys/permission/getSystemSubmenu?parentId=${menuId('系统管理', mock.app)}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const rows = resultOf(answer);
    // The same entries, menus and buttons, that the whole tree holds below 系统管理.
    const tree = resultOf(await call(mock.app, 'sysPermissionList', { url: '/v1/sys/permission/list', token: mock.token }));
    const below = tree.find((n) => n.name === '系统管理')?.children ?? [];
    expect(below.length).toBeGreaterThan(20);
    expect(rows.map((r) => r.id).sort()).toEqual(below.map((c) => c.id).sort());
    expect(rows.every((r) => r.parentId === menuId('系统管理', mock.app))).toBe(true);
    const unknown = await call(mock.app, 'sysPermissionGetSystemSubmenu', { url: '/v1/sys/permission/getSystemSubmenu?parentId=nope', token: mock.token });
    expect(unknown.body.result).toEqual([]);
  });

  it('getSystemSubmenu without parentId answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysPermissionGetSystemSubmenu', { url: '/v1/sys/permission/getSystemSubmenu', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.parentId 不能为空');
  });

  it('A-SYS-19 getSystemSubmenuBatch maps each parent to its entries with code 200', async () => {
    const ids = [menuId('招聘管理', mock.app), menuId('异常页', mock.app), menuId('我的消息', mock.app)];
    const answer = await call(mock.app, 'sysPermissionGetSystemSubmenuBatch', { url: `/v1/sys/permission/getSystemSubmenuBatch?parentIds=${ids.join(',')}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const map = resultOf(answer);
    expect(Object.keys(map).sort()).toEqual([ids[0], ids[1]].sort());
    // The sub-menus first, then the candidate lists' buttons.
    expect(map[ids[0] as string]?.map((r) => r.name)).toEqual([
      '需求大厅', '处理中', '已录用', '已淘汰', '人才库', '简历导入',
      '新增候选人', '编辑候选人', '录用候选人', '淘汰候选人', '恢复候选人', '导出候选人', '导入候选人', '删除候选人', '批量删除候选人',
    ]);
    expect(map[ids[1] as string]?.map((r) => r.name)).toEqual(['403', '404', '500']);
  });

  it('getSystemSubmenuBatch without parentIds answers 400', async () => {
    const answer = await call(mock.app, 'sysPermissionGetSystemSubmenuBatch', { url: '/v1/sys/permission/getSystemSubmenuBatch', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.parentIds 不能为空');
  });

  it('A-SYS-20 queryTreeList answers the TreeModel tree and every id with code 0', async () => {
    const answer = await call(mock.app, 'sysPermissionQueryTreeList', { url: '/v1/sys/permission/queryTreeList', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const { treeList, ids } = resultOf(answer);
    expect(ids).toHaveLength(mock.app.store.data.permissions.length);
    expect(flatTree(treeList).map((n) => n.key).sort()).toEqual([...ids].sort());
    const system = treeList.find((n) => n.title === '系统管理');
    expect(system).toMatchObject({ key: menuId('系统管理', mock.app), value: menuId('系统管理', mock.app), slotTitle: '系统管理', label: '系统管理', isLeaf: false, icon: 'setting' });
    expect(system).not.toHaveProperty('ruleFlag');
  });

  it('queryTreeList with a non-numeric _t answers 400', async () => {
    expect((await call(mock.app, 'sysPermissionQueryTreeList', { url: '/v1/sys/permission/queryTreeList?_t=x', token: mock.token })).status).toBe(400);
  });

  it('A-SYS-04 role queryTreeList marks data-rule menus for the role authorisation tree', async () => {
    const answer = await call(mock.app, 'sysRoleQueryTreeList', { url: '/v1/sys/role/queryTreeList', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const { treeList, ids } = resultOf(answer);
    expect(ids).toHaveLength(mock.app.store.data.permissions.length);
    const nodes = flatTree(treeList);
    expect(nodes.find((n) => n.slotTitle === '员工花名册')).toMatchObject({ ruleFlag: 1, scopedSlots: { title: 'hasDatarule' }, isLeaf: true });
    expect(nodes.find((n) => n.slotTitle === '用户管理')).toMatchObject({ ruleFlag: 0 });
  });

  it('role queryTreeList with a non-numeric _t answers 400', async () => {
    expect((await call(mock.app, 'sysRoleQueryTreeList', { url: '/v1/sys/role/queryTreeList?_t=x', token: mock.token })).status).toBe(400);
  });
});

describe('permissions: add, edit, delete', () => {
  it('A-SYS-14 a menu added under 系统管理 shows in admin\'s menu, tidied, and not in the hr user\'s', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const add = await call(fresh, 'sysPermissionAdd', {
        method: 'POST',
        url: '/v1/sys/permission/add',
        token: admin,
        payload: { menuType: 1, parentId: menuId('系统管理', fresh), name: '薪资核算', url: 'isystem/salary', component: '/views/system/SalaryList.vue', sortNo: 11, route: true, keepAlive: true, icon: 'money-collect' },
      });
      expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
      const system = (await permissionsOf(fresh, 'admin')).menu.find((m) => m.meta.title === '系统管理');
      const salary = system?.children?.find((c) => c.meta.title === '薪资核算');
      expect(salary).toMatchObject({ path: '/isystem/salary', name: 'isystem-salary', component: 'system/SalaryList', route: '1', meta: { keepAlive: true, icon: 'money-collect', componentName: 'SalaryList' } });
      expect(system?.children?.at(-1)?.meta.title).toBe('薪资核算');
      expect(titles((await permissionsOf(fresh, 'jeecg')).menu)).not.toContain('系统管理');
      // The seeded 薪资 group has a 薪资核算 of its own: this is the one added under 系统管理.
      const row = fresh.store.data.permissions.find((p) => p.name === '薪资核算' && p.url === '/isystem/salary');
      expect(row).toMatchObject({ createBy: 'admin', roles: ['admin'] });

      const top = await call(fresh, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token: admin, payload: { menuType: 0, parentId: menuId('系统管理', fresh), name: '薪酬福利', url: '/salary', sortNo: 4.5 } });
      expect(top.body.success).toBe(true);
      const menu = (await permissionsOf(fresh, 'admin')).menu;
      expect(titles(menu).indexOf('薪酬福利')).toBe(titles(menu).indexOf('招聘管理') + 1);
      expect(menu.find((m) => m.meta.title === '薪酬福利')).toMatchObject({ component: 'layouts/RouteView', redirect: null });
    });
  });

  it('A-PERM-02 a button added with status "0" is in allAuth but not auth; status "1" puts it in auth', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const add = await call(fresh, 'sysPermissionAdd', {
        method: 'POST',
        url: '/v1/sys/permission/add',
        token: admin,
        payload: { menuType: 2, parentId: menuId('员工花名册', fresh), name: '导出花名册', perms: 'hrm:roster:export', permsType: '1', status: '0' },
      });
      expect(add.body.success).toBe(true);
      let result = await permissionsOf(fresh, 'admin');
      expect(result.allAuth).toContainEqual({ action: 'hrm:roster:export', type: '1', status: '0', describe: '导出花名册' });
      expect(result.auth.map((a) => a.action)).not.toContain('hrm:roster:export');

      const id = buttonId('hrm:roster:export', fresh);
      const edit = await call(fresh, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: admin, payload: { id, menuType: 2, name: '导出花名册', status: '1' } });
      expect(edit.body).toMatchObject({ success: true, code: 200, message: '修改成功！' });
      result = await permissionsOf(fresh, 'admin');
      expect(result.auth).toContainEqual({ action: 'hrm:roster:export', type: '1', describe: '导出花名册' });
      expect(result.allAuth).toContainEqual({ action: 'hrm:roster:export', type: '1', status: '1', describe: '导出花名册' });
    });
  });

  it('add refuses a child without parent, a taken perms code, and a sub-menu without component', async () => {
    const noParent = await call(mock.app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token: mock.token, payload: { menuType: 1, name: '孤儿菜单', url: '/orphan', component: 'x/Y' } });
    expect(noParent.body).toMatchObject({ success: false, code: 500, message: '请选择上级菜单!' });
    const taken = await call(mock.app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token: mock.token, payload: { menuType: 2, parentId: menuId('系统管理', mock.app), name: '再加用户', perms: 'user:add' } });
    expect(taken.body).toMatchObject({ success: false, message: '授权标识已存在!' });
    const noComponent = await call(mock.app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token: mock.token, payload: { menuType: 1, parentId: menuId('系统管理', mock.app), name: '无组件', url: '/isystem/none' } });
    expect(noComponent.body).toMatchObject({ success: false, message: '请输入前端组件!' });
    const underButton = await call(mock.app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token: mock.token, payload: { menuType: 2, parentId: buttonId('user:add', mock.app), name: '按钮下的按钮', perms: 'x:y' } });
    expect(underButton.body).toMatchObject({ success: false, message: '按钮下不能添加子项' });
  });

  it('add with a bad menuType or without name answers 400 naming the field', async () => {
    const type = await call(mock.app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token: mock.token, payload: { menuType: 5, name: 'x' } });
    expect(type.status).toBe(400);
    expect(type.body.message).toBe('参数错误：body.menuType 取值应为 0/1/2 之一');
    const name = await call(mock.app, 'sysPermissionAdd', { method: 'POST', url: '/v1/sys/permission/add', token: mock.token, payload: { menuType: 0, url: '/x' } });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('参数错误：body.name 不能为空');
  });

  it('A-SYS-15 edit renames and hides a menu for its users; a parent below itself is refused', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const id = menuId('员工花名册', fresh);
      const edit = await call(fresh, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: admin, payload: { id, menuType: 1, name: '花名册', hidden: true } });
      expect(edit.body).toMatchObject({ success: true, message: '修改成功！' });
      const hr = (await permissionsOf(fresh, 'jeecg')).menu.find((m) => m.meta.title === '人力资源');
      expect(hr?.children?.find((c) => c.id === id)).toMatchObject({ path: '/hrm/employee/rosterList', hidden: true, meta: { title: '花名册', hideMenu: true } });
      const row = fresh.store.data.permissions.find((p) => p.id === id);
      expect(row).toMatchObject({ url: '/hrm/employee/rosterList', component: 'hrm/employee/RosterList', updateBy: 'admin' });

      const cycle = await call(fresh, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: admin, payload: { id: menuId('个人页', fresh), menuType: 1, name: '个人页', parentId: menuId('个人设置', fresh) } });
      expect(cycle.body).toMatchObject({ success: false, message: '上级菜单不能是自身或其下级' });
    });
  });

  it('edit of an unknown id answers 未找到菜单信息; without id 400', async () => {
    const unknown = await call(mock.app, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: mock.token, payload: { id: 'nope', menuType: 0, name: 'x', url: '/x' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    const missing = await call(mock.app, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: mock.token, payload: { menuType: 0, name: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.id 不能为空');
  });

  it('delete removes a menu with everything below it, its grants and its data rules', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const roster = menuId('员工花名册', fresh);
      expect(fresh.store.data.permissionDataRules.some((r) => r.permissionId === roster)).toBe(true);
      const hrm = menuId('人力资源', fresh);
      const removed = await call(fresh, 'sysPermissionDelete', { method: 'DELETE', url: `/v1/sys/permission/delete?id=${hrm}`, token: admin });
      expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
      const tree = resultOf(await call(fresh, 'sysPermissionList', { url: '/v1/sys/permission/list', token: admin }));
      expect(flatTree(tree).map((n) => n.name)).not.toContain('员工花名册');
      expect(flatTree(tree).some((n) => n.perms === 'hrm:employee:add')).toBe(false);
      expect(fresh.store.data.permissionDataRules.some((r) => r.permissionId === roster)).toBe(false);
      const depart = await call(fresh, 'sysPermissionQueryDepartPermission', { url: `/v1/sys/permission/queryDepartPermission?departId=${departId('A01A07', fresh)}`, token: admin });
      expect(depart.body.result).not.toContain(roster);
      const jeecg = await permissionsOf(fresh, 'jeecg');
      expect(titles(jeecg.menu)).not.toContain('人力资源');
      expect(jeecg.allAuth.map((a) => a.action)).not.toContain('hrm:employee:add');
    });
  });

  it('delete of an unknown id answers 未找到菜单信息; without id 400', async () => {
    const unknown = await call(mock.app, 'sysPermissionDelete', { method: 'DELETE', url: '/v1/sys/permission/delete?id=nope', token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    expect((await call(mock.app, 'sysPermissionDelete', { method: 'DELETE', url: '/v1/sys/permission/delete', token: mock.token })).status).toBe(400);
  });

  it('deleteBatch removes the known ids and skips the rest; none known answers 未找到菜单信息', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      const ids = [menuId('异常页', fresh), buttonId('user:delete', fresh), 'nope'];
      const done = await call(fresh, 'sysPermissionDeleteBatch', { method: 'DELETE', url: `/v1/sys/permission/deleteBatch?ids=${ids.join(',')},`, token: admin });
      expect(done.body).toMatchObject({ success: true, message: '删除成功!' });
      expect(fresh.store.data.permissions.some((p) => p.name === '404' || p.perms === 'user:delete')).toBe(false);
      const none = await call(fresh, 'sysPermissionDeleteBatch', { method: 'DELETE', url: '/v1/sys/permission/deleteBatch?ids=nope,', token: admin });
      expect(none.body).toMatchObject({ success: false, message: '未找到菜单信息' });
    });
  });

  it('deleteBatch without ids answers 400', async () => {
    const answer = await call(mock.app, 'sysPermissionDeleteBatch', { method: 'DELETE', url: '/v1/sys/permission/deleteBatch', token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.ids 不能为空');
  });
});
