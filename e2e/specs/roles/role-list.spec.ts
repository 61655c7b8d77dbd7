import { expect as baseExpect, type Page, screenTest as test, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport, workbookFile } from '../../pages/list-page';
import { apiCall } from '../../pages/session';
import { menuIdOf } from '../../pages/sysadmin-api';
import { settledDrawers, settledModal } from '../../pages/settled-modal';

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

interface RolePage {
  records: { id: string; roleName: string; roleCode: string }[];
  total: number;
}

async function roles(request: Parameters<typeof apiCall>[0], token: string, query: string): Promise<RolePage> {
  return (await apiCall<RolePage>(request, token, 'GET', `/sys/role/list?${query}`)).result;
}

/** Adds roles through the API; answers a cleanup that deletes whatever of them is left. */
async function addRoles(request: Parameters<typeof apiCall>[0], token: string, rows: { roleName: string; roleCode: string }[]) {
  for (const row of rows) {
    const answer = await apiCall(request, token, 'POST', '/sys/role/add', row);
    if (!answer.success) throw new Error(answer.message);
  }
  return async (codePrefix: string) => {
    const left = await roles(request, token, `roleCode=${codePrefix}*&pageSize=100`);
    if (left.records.length) await apiCall(request, token, 'DELETE', `/sys/role/deleteBatch?ids=${left.records.map((row) => row.id).join(',')}`);
  };
}

const screenOf = (page: Page) => new ListScreen(page, page.getByTestId('role-list-page'));

const rowOf = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

// The screen's journey in three tests. Its rules live beside the code: the role form's messages in
// features/roles/components/role-form-modal.test.tsx; which buttons role:* leave, and this screen's advanced query
// (its fields, the conditions sent, the active flag, gone after a reload) in pages/role-list-page.test.tsx. The query
// builder's own journey (save, reload, delete a saved query) is 职务管理's (positions/position-list.spec.ts).
test.describe('角色管理', () => {
  test.describe.configure({ timeout: 180_000 });

  test('add, authorise through the permission tree and a menu\'s data rules (again on a phone), delete', async ({ page, request, admin }) => {
    const { token } = admin;
    const code = `r${Date.now().toString(36)}`;
    await visit(page, '/isystem/role');
    // Roles list newest first, and other scenarios add roles (restricted users): admin may be on a later page.
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 45_000 });
    await keepScreenshot(page, 'role-list-1440');

    await page.getByRole('button', { name: /新\s*建/ }).click();
    const modal = page.locator('.ant-modal').filter({ has: page.locator('#role-form') });
    await modal.getByPlaceholder('请输入角色名称').fill('薪酬专员');
    await modal.getByPlaceholder('请输入角色编码').fill(code);
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(rowOf(page, code)).toContainText('薪酬专员');

    await rowOf(page, code).getByTestId('role-more').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '授权' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '角色权限配置' });
    const tree = drawer.getByTestId('role-permission-tree');
    await drawer.getByRole('button', { name: '展开所有' }).click();
    await tree.locator('.ant-tree-treenode').filter({ hasText: /^系统管理/ }).locator('.ant-tree-checkbox').first().click();
    await tree.locator('.ant-tree-treenode').filter({ hasText: /^用户管理$/ }).locator('.ant-tree-checkbox').click();
    await keepScreenshot(page, 'role-auth-1440');
    await drawer.getByRole('button', { name: '仅保存' }).click();
    await expect(page.locator('.ant-message')).toContainText('保存成功');
    const roles = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', `/sys/role/list?roleCode=${code}`);
    const roleId = roles.result.records[0]?.id ?? '';
    const granted = await apiCall<string[]>(request, token, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
    expect(granted.result.sort()).toEqual([await menuIdOf(request, token, '系统管理'), await menuIdOf(request, token, '用户管理')].sort());

    await drawer.getByRole('button', { name: '全部勾选' }).click();
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    await expect(drawer).toBeHidden();
    const tree2 = await apiCall<{ ids: string[] }>(request, token, 'GET', '/sys/role/queryTreeList');
    const all = await apiCall<string[]>(request, token, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
    expect(all.result.length).toBe(tree2.result.ids.length);

    await test.step('授权: a menu\'s data rules are chosen, saved and shown checked again on a phone', async () => {
      await rowOf(page, code).getByTestId('role-more').click();
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '授权' }).click();
      await settledDrawers(page);
      await drawer.getByRole('button', { name: '展开所有' }).click();
      const roster = await menuIdOf(request, token, '员工花名册');
      const rosterNode = tree.locator('.ant-tree-treenode').filter({ hasText: /^员工花名册/ }).locator('.ant-tree-title');
      await rosterNode.click();
      await settledDrawers(page);
      const chooser = page.getByTestId('data-rule-chooser');
      await expect(chooser.getByRole('checkbox')).toHaveCount(3);
      await expect(chooser.getByRole('checkbox', { checked: true })).toHaveCount(0);
      await chooser.getByRole('checkbox', { name: /不含管理人员/ }).check();
      await keepScreenshot(page, 'role-data-rules-1440');
      await chooser.getByRole('button', { name: /点击保存/ }).click();
      await expect(page.locator('.ant-message')).toContainText('保存成功!');
      await expect(chooser).toBeHidden();
      const saved = await apiCall<{ drChecked?: string; datarule: { id: string; ruleName: string }[] }>(request, token, 'GET', `/sys/role/datarule/${roster}/${roleId}`);
      expect(saved.result.drChecked).toBe(saved.result.datarule.find((rule) => rule.ruleName === '不含管理人员')?.id);

      await page.setViewportSize({ width: 375, height: 812 });
      await rosterNode.click();
      await settledDrawers(page);
      await expect(chooser.getByRole('checkbox', { name: /不含管理人员/ })).toBeChecked();
      await expect(chooser.getByRole('checkbox', { checked: true })).toHaveCount(1);
      await keepScreenshot(page, 'role-data-rules-375');
      const closeOf = (title: string) => page.locator('.ant-drawer-content-wrapper').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) }).locator('.ant-drawer-close');
      await closeOf('数据规则/按钮权限配置').click();
      await expect(chooser).toBeHidden();
      await closeOf('角色权限配置').click();
      await expect(drawer).toBeHidden();
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    await rowOf(page, code).getByTestId('role-more').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '删除' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect(rowOf(page, code)).toHaveCount(0);
  });

  test('角色用户: from the 用户 action, search by account, add existing users, cancel one link and then the selection', async ({ page, request, admin }) => {
    const { token } = admin;
    const stamp = Date.now().toString(36);
    const code = `ru${stamp}`;
    await apiCall(request, token, 'POST', '/sys/role/add', { roleName: `用户角色${stamp}`, roleCode: code });
    const roles = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', `/sys/role/list?roleCode=${code}`);
    const roleId = roles.result.records[0]?.id ?? '';
    for (const suffix of ['a', 'b']) await apiCall(request, token, 'POST', '/sys/user/add', { username: `${code}${suffix}`, realname: `角色人${suffix}`, password: 'abcd1234!', selectedroles: roleId });

    await visit(page, `/isystem/role?roleName=${encodeURIComponent(`用户角色${stamp}`)}`);
    await rowOf(page, code).getByTestId('role-more').click({ timeout: 45_000 });
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: /^用户$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/isystem/roleUserList\\?roleId=${roleId}`));
    const screen = page.getByTestId('role-user-list-page');
    await expect(screen).toContainText(`角色用户 - 用户角色${stamp}`);
    await expect(screen.locator('tr.ant-table-row')).toHaveCount(2);

    await screen.getByPlaceholder('请输入用户账号').fill(`${code}b`);
    await screen.getByRole('button', { name: /^查\s*询$/ }).click();
    await expect(screen.locator('tr.ant-table-row')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`roleId=${roleId}`));
    await screen.getByRole('button', { name: /^重\s*置$/ }).click();
    await expect(screen.locator('tr.ant-table-row')).toHaveCount(2);

    await screen.getByRole('button', { name: '已有用户' }).click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    await picker.getByLabel('账号').fill('jeecg');
    await picker.getByLabel('账号').press('Enter');
    await expect(picker.locator('.ant-table-row')).toHaveCount(1);
    await picker.locator('.ant-table-row', { hasText: 'jeecg' }).getByRole('checkbox').check();
    await picker.getByRole('button', { name: /确\s*认/ }).click();
    await expect(picker).toBeHidden();
    await expect(page.locator('.ant-message')).toContainText('添加成功!');
    await expect(rowOf(page, 'jeecg')).toBeVisible();
    await keepScreenshot(page, 'role-users-1440');

    await rowOf(page, 'jeecg').getByText('取消关联').click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('确定取消关联吗?');
    await (await settledModal(confirm)).getByRole('button', { name: /确\s*定/ }).click();
    await expect(rowOf(page, 'jeecg')).toHaveCount(0);
    await expect(confirm).toBeHidden();

    await screen.locator('thead .ant-checkbox-input').check();
    await expect(page.getByTestId('selection-bar')).toContainText('2');
    await page.getByRole('button', { name: /批量操作/ }).hover();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '取消关联' }).click();
    await expect(confirm).toContainText('是否删除选中数据?');
    await (await settledModal(confirm)).getByRole('button', { name: /确\s*定/ }).click();
    await expect(screen.locator('.ant-table-placeholder')).toBeVisible();
    const left = await apiCall<{ total: number }>(request, token, 'GET', `/sys/user/userRoleList?roleId=${roleId}`);
    expect(left.result.total).toBe(0);
    // The role list shows the newest roles first: leave the seeded ones on its first page for the other scenarios.
    await apiCall(request, token, 'DELETE', `/sys/role/delete?id=${roleId}`);
  });

  test('search, page, sort and reset keep the address; edit a role, batch delete; export holds the filtered roles; import a good file, then one with bad rows (the 201 warning and its error file)', async ({ page, request, admin }) => {
    const { token } = admin;
    const stamp = Date.now().toString(36);
    const cleanup = await addRoles(request, token, [
      ...[1, 2, 3, 4, 5].map((n) => ({ roleName: `查询${stamp}${n}`, roleCode: `q${stamp}${n}` })),
      ...['a', 'b', 'c'].map((n) => ({ roleName: `改删${stamp}${n}`, roleCode: `m${stamp}${n}` })),
      ...[1, 2, 3].map((n) => ({ roleName: `导出${stamp}${n}`, roleCode: `x${stamp}${n}` })),
    ]);

    await test.step('search, page, sort and reset keep the address', async () => {
      const all = await roles(request, token, 'pageSize=1');
      expect(all.total).toBeGreaterThan(10);
      await visit(page, '/isystem/role');
      const list = screenOf(page);
      await expect(list.rows()).toHaveCount(10, { timeout: 45_000 });
      await list.expectTotal(all.total);

      await list.root.getByPlaceholder('请输入名称查询').fill(`查询${stamp}`);
      await list.search();
      await list.expectTotal(5);
      await expect(page).toHaveURL(/roleName=/);
      await page.reload();
      await expect(list.root.getByPlaceholder('请输入名称查询')).toHaveValue(`查询${stamp}`, { timeout: 45_000 });
      await list.expectTotal(5);

      // The list opens newest first; a click on 创建时间 turns it oldest first, through the address.
      const newest = await roles(request, token, `roleName=${encodeURIComponent(`*查询${stamp}*`)}&column=createTime&order=desc`);
      await expect(list.rows().locator('td:nth-child(3)')).toHaveText(newest.records.map((row) => row.roleCode));
      await list.root.locator('th', { hasText: '创建时间' }).click();
      await expect(page).toHaveURL(/column=createTime/);
      await expect(page).toHaveURL(/order=asc/);
      const oldest = await roles(request, token, `roleName=${encodeURIComponent(`*查询${stamp}*`)}&column=createTime&order=asc`);
      await expect(list.rows().locator('td:nth-child(3)')).toHaveText(oldest.records.map((row) => row.roleCode));

      await list.reset();
      await expect(list.root.getByPlaceholder('请输入名称查询')).toHaveValue('');
      await list.expectTotal(all.total);
      await list.root.locator('.ant-pagination-item-2').click();
      await expect(page).toHaveURL(/pageNo=2/);
      // 重置 clears the filters and keeps the sort (oldest first).
      await expect(page).toHaveURL(/order=asc/);
      const second = await roles(request, token, 'pageNo=2&pageSize=10&column=createTime&order=asc');
      await expect(list.rows()).toHaveCount(second.records.length);
      await expect(list.rows().first()).toContainText(second.records[0]?.roleCode ?? '-');
    });

    await test.step('edit a role, then batch delete the selection', async () => {
      const list = screenOf(page);
      await list.root.getByPlaceholder('请输入名称查询').fill(`改删${stamp}`);
      await list.search();
      await expect(list.rows()).toHaveCount(3);

      await rowOf(page, `m${stamp}a`).getByText('编辑').click();
      const modal = page.locator('.ant-modal').filter({ has: page.locator('#role-form') });
      await expect(modal.getByPlaceholder('请输入角色编码')).toHaveValue(`m${stamp}a`);
      await modal.getByPlaceholder('请输入角色名称').fill(`改删${stamp}甲`);
      await modal.getByRole('button', { name: /确\s*定/ }).click();
      await expect(modal).toBeHidden();
      await expect(rowOf(page, `m${stamp}a`)).toContainText(`改删${stamp}甲`);
      expect((await roles(request, token, `roleCode=m${stamp}a`)).records[0]?.roleName).toBe(`改删${stamp}甲`);

      await list.rows().filter({ hasText: `m${stamp}b` }).locator('.ant-checkbox-input').check();
      await list.rows().filter({ hasText: `m${stamp}c` }).locator('.ant-checkbox-input').check();
      await expect(list.root.getByTestId('selection-bar')).toContainText('已选择 2 项');
      await list.root.getByRole('button', { name: /批量操作/ }).hover();
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '删除' }).click();
      const confirm = page.locator('.ant-modal-confirm');
      await expect(confirm).toContainText('是否删除选中数据?');
      await (await settledModal(confirm)).getByRole('button', { name: /确\s*定/ }).click();
      await expect(list.rows()).toHaveCount(1);
      await expect(list.rows()).toContainText(`m${stamp}a`);
      expect((await roles(request, token, `roleCode=m${stamp}*`)).records.map((row) => row.roleCode)).toEqual([`m${stamp}a`]);
    });

    await test.step('export holds the filtered roles; import a good file, then one with bad rows', async () => {
      const list = screenOf(page);
      await list.root.getByPlaceholder('请输入名称查询').fill(`导出${stamp}`);
      await list.search();
      await list.expectTotal(3);

      const downloading = page.waitForEvent('download');
      await list.root.getByTestId('list-export').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('角色信息.xls');
      const sheet = await readExport(download, '角色名称');
      expect(sheet.header).toEqual(['角色名称', '角色编码', '描述', '创建时间']);
      expect(sheet.rows).toHaveLength(3);
      expect(sheet.rows.map((row) => row[1]).sort()).toEqual([1, 2, 3].map((n) => `x${stamp}${n}`));

      await list.root.getByPlaceholder('请输入名称查询').fill(`导入${stamp}`);
      await list.search();
      await expect(list.root.locator('.ant-table-placeholder')).toBeVisible();
      await list.root.getByTestId('list-import').click();
      const modal = page.getByRole('dialog', { name: '导入EXCEL' });
      const header = ['角色名称', '角色编码', '描述'];
      await modal.locator('input[type="file"]').setInputFiles(await workbookFile(header, [[`导入${stamp}甲`, `i${stamp}a`, '导入的角色'], [`导入${stamp}乙`, `i${stamp}b`, '']]));
      await modal.getByTestId('import-start').click();
      await expect(page.getByText('共2行数据全部导入成功！')).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(list.rows()).toHaveCount(2);
      await expect(rowOf(page, `i${stamp}a`)).toContainText('导入的角色');

      await list.root.getByTestId('list-import').click();
      await modal.locator('input[type="file"]').setInputFiles(await workbookFile(header, [[`导入${stamp}丙`, `i${stamp}c`, ''], [`导入${stamp}丁`, '丁角色', ''], [`导入${stamp}重`, `i${stamp}a`, '']]));
      await modal.getByTestId('import-start').click();
      const warning = page.locator('.ant-modal-confirm').filter({ hasText: '文件导入成功，但有错误。' });
      await expect(warning).toContainText('总上传行数：3，已导入行数：1，错误行数：2');
      await keepScreenshot(warning, 'role-import-partial');
      const errorFile = page.waitForEvent('download');
      await warning.getByText('下载错误数据').click();
      const errors = await readExport(await errorFile, '行号');
      expect(errors.rows.map((row) => row[2])).toEqual(['丁角色', `i${stamp}a`]);
      expect(errors.rows.map((row) => row.at(-1))).toEqual(['角色编码不可输入汉字!', `roleCode 值：i${stamp}a 已存在，忽略导入`]);
      expect((await roles(request, token, `roleCode=i${stamp}*`)).total).toBe(3);
    });
    await cleanup(`q${stamp}`);
    await cleanup(`m${stamp}`);
    await cleanup(`x${stamp}`);
    await cleanup(`i${stamp}`);
  });
});
