import { expect as baseExpect, test, type APIRequestContext, type Page, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { settledDrawers, settledModal } from '../../pages/settled-modal';
import { apiCall } from '../../pages/session';
import { menuIdOf } from '../../pages/sysadmin-api';

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

interface DepartRow {
  id: string;
  departName: string;
  mobile?: string | null;
  departNameEn?: string | null;
}

const ROOT_NAME = '北京国炬软件';

/** Adds a department below 北京国炬软件 through the API and answers it. */
async function addDepartment(request: APIRequestContext, token: string, departName: string): Promise<DepartRow> {
  const roots = await apiCall<{ id: string; departName: string }[]>(request, token, 'GET', '/sys/sysDepart/queryTreeList');
  const root = roots.result.find((node) => node.departName === ROOT_NAME);
  await apiCall(request, token, 'POST', '/sys/sysDepart/add', { parentId: root?.id, departName, orgCategory: '2' });
  return findDepartment(request, token, departName);
}

async function findDepartment(request: APIRequestContext, token: string, departName: string): Promise<DepartRow> {
  const found = await apiCall<DepartRow[] | null>(request, token, 'GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent(departName)}`);
  const depart = (found.result ?? []).find((row) => row.departName === departName);
  if (!depart) throw new Error(`no department ${departName}`);
  return depart;
}

const treeNode = (page: Page, name: string) => page.getByTestId('depart-list-tree').getByTestId('depart-node').filter({ hasText: new RegExp(`^${name}$`) });
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');

/** Opens the screen (in-app on the kept tab), searches the department by name and selects it. */
async function openDepartment(page: Page, name: string) {
  await visit(page, '/isystem/depart');
  await expect(treeNode(page, ROOT_NAME)).toBeVisible({ timeout: 45_000 });
  await page.getByTestId('depart-search').getByRole('searchbox').fill(name);
  await page.getByTestId('depart-search').getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('depart-list-tree').getByTestId('depart-node')).toHaveText([name]);
  await treeNode(page, name).click();
  await expect(page.getByTestId('depart-current')).toContainText(`当前选择：${name}`);
}

test.describe('部门管理', () => {
  test.describe.configure({ timeout: 180_000 });

  // The three forms' messages and the buttons a restricted administrator sees are component tests:
  // client/src/features/departments/components/depart-forms.test.tsx and pages/depart-list-page.test.tsx.

  screenTest('search, edit, add a child and see it in the tree, delete and batch delete; the phone layout', async ({ page, request, admin }) => {
    const { token } = admin;
    const stamp = Date.now().toString(36);
    const name = `交付中心${stamp}`;
    const depart = await addDepartment(request, token, name);
    await visit(page, '/isystem/depart');
    await expect(treeNode(page, ROOT_NAME)).toBeVisible({ timeout: 45_000 });
    await expect(treeNode(page, name)).toBeVisible();
    await keepScreenshot(page, 'depart-list-1440');

    await page.getByTestId('depart-search').getByRole('searchbox').fill(stamp);
    await page.getByTestId('depart-search').getByRole('searchbox').press('Enter');
    await expect(page.getByTestId('depart-list-tree').getByTestId('depart-node')).toHaveText([name]);
    await treeNode(page, name).click();
    await expect(page.getByTestId('depart-current')).toContainText(`当前选择：${name}`);

    const form = page.getByTestId('depart-base-info');
    await expect(form.getByPlaceholder('请输入机构编码')).toBeDisabled();
    await expect(form.getByPlaceholder('请输入机构编码')).toHaveValue(/^A01A\d\d$/);
    await form.getByPlaceholder('请输入机构/部门名称').fill(`${name}改`);
    await form.getByPlaceholder('请输入英文名').fill('Delivery Centre');
    await form.getByPlaceholder('请输入手机号').fill('13812345678');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('保存成功!');
    const saved = await apiCall<DepartRow>(request, token, 'GET', `/sys/sysDepart/getById?id=${depart.id}`);
    expect(saved.result).toMatchObject({ departName: `${name}改`, departNameEn: 'Delivery Centre', mobile: '13812345678' });
    await expect(page.getByTestId('depart-current')).toContainText(`当前选择：${name}改`);

    await page.getByRole('button', { name: '添加下级' }).click();
    const modal = page.locator('.ant-modal').filter({ has: page.locator('#depart-form') });
    await expect(modal.getByTestId('depart-form-parent')).toHaveValue(`${name}改`);
    await modal.getByPlaceholder('请输入机构/部门名称').fill(`招聘岗${stamp}`);
    await modal.getByRole('radio', { name: '岗位' }).check();
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(modal).toBeHidden();
    // The whole tree comes back with the new post below its parent.
    await expect(treeNode(page, `招聘岗${stamp}`)).toBeVisible();
    await expect(treeNode(page, ROOT_NAME)).toBeVisible();
    const child = await findDepartment(request, token, `招聘岗${stamp}`);
    const childRow = await apiCall<DepartRow & { parentId: string; orgCategory: string }>(request, token, 'GET', `/sys/sysDepart/getById?id=${child.id}`);
    expect(childRow.result).toMatchObject({ parentId: depart.id, orgCategory: '3' });

    await treeNode(page, `招聘岗${stamp}`).click();
    await expect(page.getByTestId('depart-current')).toContainText(`当前选择：招聘岗${stamp}`);
    await form.getByRole('button', { name: /删\s*除/ }).click();
    await expect(confirmDialog(page)).toContainText('确定要删除此部门以及子节点数据吗?');
    await confirmDialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(treeNode(page, `招聘岗${stamp}`)).toHaveCount(0);
    await expect(confirmDialog(page)).toBeHidden();

    await page.getByRole('button', { name: '批量删除' }).click();
    await expect(page.locator('.ant-message')).toContainText('请选择一条记录！');
    await page.getByTestId('depart-list-tree').locator('.ant-tree-treenode').filter({ has: page.getByText(`${name}改`, { exact: true }) }).locator('.ant-tree-checkbox').click();
    await page.getByRole('button', { name: '批量删除' }).click();
    await expect(confirmDialog(page)).toContainText('确定要删除所选中的 1 条数据，以及子节点数据吗?');
    await confirmDialog(page).getByRole('button', { name: /确\s*定/ }).click();
    await expect(treeNode(page, `${name}改`)).toHaveCount(0);
    const gone = await apiCall(request, token, 'GET', `/sys/sysDepart/getById?id=${depart.id}`);
    expect(gone.success).toBe(false);

    await test.step('at 375px the tree and the form stack without clipping', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByTestId('depart-search').getByRole('searchbox').fill('通信事业部');
      await page.getByTestId('depart-search').getByRole('searchbox').press('Enter');
      await expect(page.getByTestId('depart-list-tree').getByTestId('depart-node')).toHaveText(['通信事业部']);
      await treeNode(page, '通信事业部').click();
      await expect(page.getByTestId('depart-current')).toContainText('当前选择：通信事业部');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const treeBox = await page.getByTestId('depart-tree-card').boundingBox();
      const formBox = await page.getByTestId('depart-base-info').boundingBox();
      expect(formBox && treeBox && formBox.y > treeBox.y + treeBox.height - 1).toBe(true);
      await keepScreenshot(page, 'depart-list-375', { fullPage: true });
    });
  });

  screenTest('部门权限 saves the grants (the half-checked menu with them); 部门角色 add, edit, grant two of those, delete; 用户信息 adds a user through the picker, 授权部门, takes them out', async ({ page, request, admin }) => {
    const { token } = admin;
    const stamp = Date.now().toString(36);
    // Not named 授权部门…: the row's link of that name must stay the only match.
    const name = `三页部门${stamp}`;
    const depart = await addDepartment(request, token, name);
    const [system, logs, users] = await Promise.all(['系统管理', '日志管理', '用户管理'].map((title) => menuIdOf(request, token, title)));
    await openDepartment(page, name);

    await test.step('部门权限: the grants are saved, the half-checked menu with them', async () => {
      await page.getByRole('tab', { name: '部门权限' }).click();
      const tree = page.getByTestId('depart-permission-tree');
      await tree.locator('.ant-tree-treenode').filter({ hasText: /^日志管理$/ }).locator('.ant-tree-checkbox').click();
      await tree.locator('.ant-tree-treenode').filter({ hasText: /^用户管理$/ }).locator('.ant-tree-checkbox').click();
      await keepScreenshot(page, 'depart-permissions-1440');
      await page.getByRole('tabpanel').getByRole('button', { name: /保\s*存/ }).click();
      await expect(page.locator('.ant-message')).toContainText('保存成功！');
      const granted = await apiCall<string[]>(request, token, 'GET', `/sys/permission/queryDepartPermission?departId=${depart.id}`);
      expect(granted.result.sort()).toEqual([system, logs, users].sort());
    });

    await test.step('部门角色: add, edit, grant two of the department\'s permissions, see the phone layout, delete', async () => {
      await page.getByRole('tab', { name: '部门角色' }).click();
      const panel = page.getByTestId('depart-roles');
      await expect(panel.locator('.ant-table-placeholder')).toBeVisible();

      await panel.getByRole('button', { name: '新建部门角色' }).click();
      const modal = await settledModal(page.locator('.ant-modal').filter({ has: page.locator('#depart-role-form') }));
      await modal.getByPlaceholder('请输入部门角色名称').fill(`交付组长${stamp}`);
      await modal.getByPlaceholder('请输入部门角色编码').fill(`lead_${stamp}`);
      await modal.getByPlaceholder('请输入描述').fill('交付中心的组长');
      await modal.getByRole('button', { name: /确\s*定/ }).click();
      await expect(modal).toBeHidden();
      await expect(page.locator('.ant-message')).toContainText('添加成功！');
      const row = panel.locator('.ant-table-row').filter({ hasText: `lead_${stamp}` });
      await expect(row).toContainText(`交付组长${stamp}`);

      await row.getByText('编辑').click();
      const editModal = await settledModal(page.locator('.ant-modal').filter({ has: page.locator('#depart-role-form') }));
      await expect(editModal.getByPlaceholder('请输入部门角色名称')).toHaveValue(`交付组长${stamp}`);
      await editModal.getByPlaceholder('请输入部门角色名称').fill(`交付主管${stamp}`);
      await editModal.getByRole('button', { name: /确\s*定/ }).click();
      await expect(editModal).toBeHidden();
      await expect(page.locator('.ant-message')).toContainText('编辑成功!');
      // At 375 the code column is hidden: the row is found by its new name from here on.
      const renamed = panel.locator('.ant-table-row').filter({ hasText: `交付主管${stamp}` });
      await expect(renamed).toBeVisible();
      const listed = await apiCall<{ records: { id: string; roleName: string; description: string | null }[] }>(request, token, 'GET', `/sys/sysDepartRole/list?deptId=${depart.id}`);
      expect(listed.result.records).toMatchObject([{ roleName: `交付主管${stamp}`, description: '交付中心的组长' }]);
      const roleId = listed.result.records[0]?.id ?? '';

      await renamed.getByText('授权').click();
      const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('depart-role-permission-tree') });
      const tree = drawer.getByTestId('depart-role-permission-tree');
      await expect(tree.locator('.ant-tree-treenode')).toHaveText(['系统管理', '用户管理', '日志管理']);
      await tree.locator('.ant-tree-treenode').filter({ hasText: /^日志管理$/ }).locator('.ant-tree-checkbox').click();
      await tree.locator('.ant-tree-treenode').filter({ hasText: /^用户管理$/ }).locator('.ant-tree-checkbox').click();
      await expect(tree.locator('.ant-tree-checkbox-checked')).toHaveCount(2);
      await keepScreenshot(page, 'depart-role-auth-1440');
      await drawer.getByRole('button', { name: '保存并关闭' }).click();
      await expect(drawer).toBeHidden();
      // The drawer's content goes at once; its panel slides out after.
      await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();
      await expect(page.locator('.ant-message')).toContainText('保存成功！');
      const granted = await apiCall<string[]>(request, token, 'GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`);
      expect(granted.result.sort()).toEqual([logs, users].sort());

      await keepScreenshot(page, 'depart-roles-1440');
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(renamed).toBeVisible();
      await keepScreenshot(page, 'depart-roles-375', { fullPage: true });

      await renamed.getByText('删除').click();
      await page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('删除成功!');
      await expect(panel.locator('.ant-table-row')).toHaveCount(0);
      const after = await apiCall<{ records: unknown[] }>(request, token, 'GET', `/sys/sysDepartRole/list?deptId=${depart.id}`);
      expect(after.result.records).toEqual([]);
      // 用户信息 below is checked on the desktop, as before.
      if (desktop) await page.setViewportSize(desktop);
    });

    await test.step('用户信息: add an existing user through the user picker, 授权部门, then take them out of the department', async () => {
      await page.getByRole('tab', { name: '用户信息' }).click();
      const panel = page.getByTestId('depart-users');
      await expect(panel.locator('.ant-table-placeholder')).toBeVisible();
      await panel.getByRole('button', { name: '添加已有用户' }).click();
      const dialog = page.getByRole('dialog', { name: '添加已有用户' });
      await dialog.getByLabel('账号').fill('jeecg');
      await dialog.getByLabel('账号').press('Enter');
      await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
      await dialog.locator('.ant-table-row', { hasText: 'jeecg' }).getByRole('checkbox').check();
      await dialog.getByRole('button', { name: /确\s*认/ }).click();
      await expect(dialog).toBeHidden();
      const row = panel.locator('.ant-table-row', { hasText: 'jeecg' });
      await expect(row).toContainText(name);
      await keepScreenshot(page, 'depart-users-1440');
      const members = await apiCall<{ records: { username: string }[] }>(request, token, 'GET', `/sys/user/departUserList?depId=${depart.id}`);
      expect(members.result.records.map((user) => user.username)).toEqual(['jeecg']);

      // 授权部门: the departments jeecg may see beyond its own, picked in the department modal.
      const found = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', '/sys/user/list?username=jeecg');
      const jeecgId = found.result.records[0]?.id ?? '';
      await apiCall(request, token, 'POST', '/system/sysAuthRelation/saveSysAuthRelation', { userId: jeecgId, departIds: '' });
      const market = await findDepartment(request, token, '市场部');
      await row.getByText('授权部门').click();
      const authDialog = page.getByRole('dialog', { name: '授权部门 - jeecg' });
      await authDialog.getByTestId('depart-tree').getByText('市场部', { exact: true }).click();
      await expect(authDialog.getByTestId('depart-tree').locator('.ant-tree-checkbox-checked')).toHaveCount(1);
      await authDialog.getByRole('button', { name: /确\s*认/ }).click();
      await expect(authDialog).toBeHidden();
      await expect(page.locator('.ant-message')).toContainText('保存成功！');
      const authorised = await apiCall<string[]>(request, token, 'GET', `/system/sysAuthRelation/queryAuthDepartIds?userId=${jeecgId}`);
      expect(authorised.result).toEqual([market.id]);

      await row.getByText('取消关联').click();
      await page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('删除用户与选中部门关系成功！');
      await expect(panel.locator('.ant-table-row')).toHaveCount(0);
      const after = await apiCall<{ records: unknown[] } | null>(request, token, 'GET', `/sys/user/departUserList?depId=${depart.id}`);
      expect(after.result?.records ?? []).toEqual([]);
    });
  });

  screenTest('分配部门角色 echoes the roles given; the department\'s data rules bound its role\'s, which are chosen, saved and shown checked again', async ({ page, request, admin }) => {
    const { token } = admin;
    const stamp = Date.now().toString(36);
    const depart = await findDepartment(request, token, '通信事业部');
    const username = `drole${stamp}`;
    await apiCall(request, token, 'POST', '/sys/user/add', { username, realname: '驻场助理', password: 'abcd1234!', selecteddeparts: depart.id });
    const roles = await apiCall<{ id: string; roleName: string }[]>(request, token, 'GET', `/sys/sysDepartRole/getDeptRoleList?departId=${depart.id}&userId=x`);
    const assistant = roles.result.find((role) => role.roleName === '驻场项目助理')?.id ?? '';
    const roster = await menuIdOf(request, token, '员工花名册');
    // The seeded department and role may keep rules from an earlier run against the same server.
    const menuRules = await apiCall<{ datarule: { id: string }[] }>(request, token, 'GET', `/sys/sysDepartPermission/datarule/${roster}/${depart.id}`);
    await apiCall(request, token, 'POST', '/sys/sysDepartPermission/datarule', { permissionId: roster, departId: depart.id, dataRuleIds: menuRules.result.datarule.map((rule) => rule.id).join(',') });
    await apiCall(request, token, 'POST', '/sys/sysDepartRole/datarule', { permissionId: roster, roleId: assistant, dataRuleIds: '' });
    await openDepartment(page, '通信事业部');

    await page.getByRole('tab', { name: '用户信息' }).click();
    const users = page.getByTestId('depart-users');
    await users.getByPlaceholder('请输入账号').fill(username);
    await users.getByRole('button', { name: /^查\s*询$/ }).click();
    const row = users.locator('.ant-table-row', { hasText: username });
    await expect(users.locator('.ant-table-row')).toHaveCount(1);
    await keepScreenshot(page, 'depart-user-actions-1440');
    await row.getByText('分配部门角色').click();
    await settledDrawers(page);
    const assign = page.getByTestId('user-depart-roles');
    await expect(assign.getByRole('checkbox')).toHaveCount(2);
    await assign.getByRole('checkbox', { name: '驻场项目助理' }).check();
    await assign.getByRole('button', { name: /点击保存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('添加成功！');
    await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();
    const users2 = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', `/sys/user/list?username=${username}`);
    const userId = users2.result.records[0]?.id ?? '';
    const held = await apiCall<{ droleId: string }[]>(request, token, 'GET', `/sys/sysDepartRole/getDeptRoleByUserId?departId=${depart.id}&userId=${userId}`);
    expect(held.result.map((link) => link.droleId)).toEqual([assistant]);
    await row.getByText('分配部门角色').click();
    await settledDrawers(page);
    await expect(assign.getByRole('checkbox', { name: '驻场项目助理' })).toBeChecked();
    await expect(assign.getByRole('checkbox', { name: '通信事业部经理' })).not.toBeChecked();
    await keepScreenshot(page, 'depart-user-roles-1440');
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();

    // 部门权限: the department gives up one rule of the roster.
    await page.getByRole('tab', { name: '部门权限' }).click();
    await page.getByTestId('depart-permission-tree').locator('.ant-tree-treenode').filter({ hasText: /^员工花名册/ }).locator('.ant-tree-title').click();
    await settledDrawers(page);
    const chooser = page.getByTestId('data-rule-chooser');
    await expect(chooser.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await chooser.getByRole('checkbox', { name: /不含管理人员/ }).uncheck();
    await chooser.getByRole('button', { name: /点击保存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('保存成功!');
    await expect(chooser).toBeHidden();

    await page.getByRole('tab', { name: '部门角色' }).click();
    await page.getByTestId('depart-roles').locator('.ant-table-row').filter({ hasText: '驻场项目助理' }).getByText('授权').click();
    await settledDrawers(page);
    const tree = page.getByTestId('depart-role-permission-tree');
    const rosterNode = tree.locator('.ant-tree-treenode').filter({ hasText: /^员工花名册/ }).locator('.ant-tree-title');
    await rosterNode.click();
    await settledDrawers(page);
    await expect(chooser.getByRole('checkbox')).toHaveCount(2);
    await chooser.getByRole('checkbox', { name: /只看本部门员工/ }).check();
    await chooser.getByRole('checkbox', { name: /只看在职与试用员工/ }).check();
    await keepScreenshot(page, 'depart-role-data-rules-1440');
    await chooser.getByRole('button', { name: /点击保存/ }).click();
    await expect(page.locator('.ant-message')).toContainText('保存成功!');
    await expect(chooser).toBeHidden();
    const saved = await apiCall<{ drChecked?: string }>(request, token, 'GET', `/sys/sysDepartRole/datarule/${roster}/${depart.id}/${assistant}`);
    expect(saved.result.drChecked?.split(',')).toHaveLength(2);

    await page.setViewportSize({ width: 375, height: 812 });
    await rosterNode.click();
    await settledDrawers(page);
    await expect(chooser.getByRole('checkbox', { name: /只看本部门员工/ })).toBeChecked();
    await expect(chooser.getByRole('checkbox', { name: /只看在职与试用员工/ })).toBeChecked();
    await expect(chooser.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await keepScreenshot(page, 'depart-role-data-rules-375');
  });
});
