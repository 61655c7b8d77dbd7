import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { readExport, workbookFile } from '../../pages/list-page';
import { apiLogin } from '../../pages/mock-api';
import { apiCall } from '../../pages/session';
import { settledModal } from '../../pages/settled-modal';

const rowOf = (page: Page, username: string) => page.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });

async function addUserByApi(request: Parameters<typeof apiCall>[0], token: string, username: string, extra: Record<string, unknown> = {}) {
  const answer = await apiCall(request, token, 'POST', '/sys/user/add', { username, realname: `测${username}`, password: 'abcd1234!', ...extra });
  if (!answer.success) throw new Error(answer.message);
}

// A 1×1 PNG, for the avatar.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function searchUsername(page: Page, value: string) {
  await page.getByPlaceholder('输入账号模糊查询').fill(value);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
}

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('用户管理', () => {
  // The machine running the suite is shared; a slow page is not what these scenarios are about.
  test.describe.configure({ timeout: 180_000 });

  // Every validation message of the form and of 密码, the buttons a restricted administrator sees (the phone field
  // disabled by user:form:phone) and the advanced query on 用户账号 and 性别 are component tests:
  // client/src/widgets/user-form/components/user-form-drawer.test.tsx, client/src/features/users/components/password-modal.test.tsx,
  // client/src/features/users/pages/user-list-page.test.tsx. Saving, reloading and deleting a query through the builder
  // is 角色管理's e2e journey and the query builder's component tests; the mock's filtering is a contract test.
  screenTest('search, page, sort and reset keep the address; export holds the filtered rows; import a good file and one with bad rows', async ({ page, request, admin }) => {
    const { token } = admin;
    await visit(page, '/isystem/user');
    await expect(page.locator('tr.ant-table-row')).toHaveCount(10, { timeout: 45_000 });
    const all = await apiCall<{ total: number }>(request, token, 'GET', '/sys/user/list?pageSize=1');
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(`1-10 共 ${all.result.total} 条`);
    await keepScreenshot(page, 'user-list-1440');

    await test.step('page, sort and search keep the address; export holds the filtered rows; reset', async () => {
      await page.locator('.ant-pagination-item-2').click();
      await expect(page).toHaveURL(/pageNo=2/);
      await page.getByRole('columnheader', { name: '用户账号' }).click();
      await expect(page).toHaveURL(/column=username/);

      await searchUsername(page, 'staff00');
      const filtered = await apiCall<{ total: number }>(request, token, 'GET', `/sys/user/list?username=${encodeURIComponent('*staff00*')}&pageSize=1`);
      await expect(page.locator('.ant-pagination-total-text')).toContainText(`共 ${filtered.result.total} 条`);
      for (const cell of await page.locator('tr.ant-table-row td:nth-child(2)').allTextContents()) expect(cell).toContain('staff00');
      await page.reload();
      await expect(page.getByPlaceholder('输入账号模糊查询')).toHaveValue('staff00', { timeout: 45_000 });

      const downloading = page.waitForEvent('download');
      await page.getByTestId('list-export').click();
      const download = await downloading;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.worksheets[0];
      // Row 1 the title, row 2 who exported it and when, row 3 the header, then one row per user.
      expect((sheet?.getRow(3).values as unknown[]).slice(1)).toEqual(['账号', '姓名', '性别', '手机号', '邮箱', '工号', '状态', '部门']);
      expect((sheet?.actualRowCount ?? 0) - 3).toBe(filtered.result.total);
      const exported: string[] = [];
      sheet?.eachRow((row, index) => index > 3 && exported.push(String(row.getCell(1).value)));
      expect(exported.every((name) => name.includes('staff00'))).toBe(true);

      await page.getByRole('button', { name: /重\s*置/ }).click();
      await expect(page.getByPlaceholder('输入账号模糊查询')).toHaveValue('');
      await expect(page.locator('.ant-pagination-total-text')).toContainText(`共 ${all.result.total} 条`);
    });

    await test.step('import: a good file, then one with bad rows (the 201 warning and its error file)', async () => {
      const prefix = `i${Date.now().toString(36)}`;
      const header = ['账号', '姓名', '性别', '手机号', '邮箱', '工号'];
      const phone = (n: number) => `135${String(Date.now() + n).slice(-8)}`;
      await visit(page, `/isystem/user?username=${prefix}`);
      await expect(page.locator('.ant-table-placeholder')).toBeVisible({ timeout: 45_000 });

      await page.getByTestId('list-import').click();
      const modal = page.getByRole('dialog', { name: '导入EXCEL' });
      await modal.locator('input[type="file"]').setInputFiles(await workbookFile(header, [[`${prefix}a`, '导入甲', '女', phone(1), '', `W${prefix}a`], [`${prefix}b`, '导入乙', '男', phone(2), '', `W${prefix}b`]]));
      await modal.getByTestId('import-start').click();
      await expect(page.getByText('共2行数据全部导入成功！')).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(page.locator('tr.ant-table-row')).toHaveCount(2);
      await expect(rowOf(page, `${prefix}a`)).toContainText('女');

      await page.getByTestId('list-import').click();
      await modal.locator('input[type="file"]').setInputFiles(await workbookFile(header, [[`${prefix}c`, '导入丙', '男', phone(3), '', `W${prefix}c`], [`${prefix}d`, '', '男', phone(4), '', `W${prefix}d`], [`${prefix}a`, '重名', '男', phone(5), '', `W${prefix}e`]]));
      await modal.getByTestId('import-start').click();
      const warning = page.locator('.ant-modal-confirm').filter({ hasText: '文件导入成功，但有错误。' });
      await expect(warning).toContainText('总上传行数：3，已导入行数：1，错误行数：2');
      await keepScreenshot(warning, 'user-import-partial');
      const errorFile = page.waitForEvent('download');
      await warning.getByText('下载错误数据').click();
      const errors = await readExport(await errorFile, '行号');
      expect(errors.rows.map((row) => row[1])).toEqual([`${prefix}d`, `${prefix}a`]);
      expect(errors.rows.map((row) => row.at(-1))).toEqual(['姓名不能为空', '用户账号已存在']);
      const imported = await apiCall<{ total: number }>(request, token, 'GET', `/sys/user/list?username=${prefix}*&pageSize=1`);
      expect(imported.result.total).toBe(3);
    });
  });

  screenTest('add a user with a role, position, department and avatar; edit shows the departments; 详情 read-only; 密码 sets a password the user signs in with; freeze, unfreeze', async ({ page, request, admin }) => {
    const { token } = admin;
    const username = `u${Date.now().toString(36)}`;
    await visit(page, '/isystem/user');
    await page.getByRole('button', { name: '添加用户' }).click({ timeout: 45_000 });
    const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('user-form') });
    const errors = drawer.locator('.ant-form-item-explain-error');

    await drawer.getByPlaceholder('请输入用户账号').fill(username);
    await drawer.getByPlaceholder('请输入登录密码').fill('abcd1234!');
    await drawer.getByPlaceholder('请重新输入登录密码').fill('abcd1234!');
    await drawer.getByPlaceholder('请输入用户姓名').fill('新同事');
    await drawer.getByPlaceholder('请输入工号').fill(`W${username}`);
    await drawer.getByPlaceholder('请输入手机号码').fill(`139${String(Date.now()).slice(-8)}`);
    await drawer.getByPlaceholder('请输入邮箱').fill(`${username}@example.com`);
    const field = (label: string) => drawer.locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });

    // A business-entity picker of the form: search its modal by one field, tick the row, confirm, see it in the field.
    const pick = async (label: string, entity: string, searchLabel: string, search: string, row: string, control: 'radio' | 'checkbox', shown: string) => {
      await field(label).getByRole('button', { name: /选\s*择/ }).click();
      const dialog = page.getByRole('dialog', { name: `选择${entity}` });
      await dialog.getByLabel(searchLabel).fill(search);
      await dialog.getByRole('button', { name: /查\s*询/ }).click();
      await dialog.locator('.ant-table-row', { hasText: row }).getByRole(control).check();
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
      await expect(dialog).toBeHidden();
      await expect(field(label)).toContainText(shown);
    };
    await pick('职务', '职务', '职务名称', '项目经理', 'project_manager', 'radio', '项目经理');
    await pick('角色分配', '角色', '角色名称', '临时角色', '临时角色', 'checkbox', '临时角色');

    await field('部门分配').getByRole('button', { name: /选\s*择/ }).click();
    const departs = page.getByRole('dialog', { name: '选择部门' });
    await departs.getByTestId('depart-tree').getByText('市场部', { exact: true }).click();
    await departs.getByRole('button', { name: /确\s*认/ }).click();
    await expect(departs).toBeHidden();
    await expect(field('部门分配').getByRole('textbox')).toHaveValue('市场部');

    await field('头像').locator('input[type="file"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await expect(field('头像').locator('img')).toBeVisible();
    await keepScreenshot(page, 'user-form-pickers-1440');
    await expect(errors).toHaveCount(0);
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.locator('.ant-message')).toContainText('添加成功');
    await searchUsername(page, username);
    await expect(rowOf(page, username)).toContainText('新同事');
    const added = await apiCall<{ records: { id: string; roleCodes: string; post: string; orgCodeTxt: string; avatar: string }[] }>(request, token, 'GET', `/sys/user/list?username=${username}`);
    expect(added.result.records[0]).toMatchObject({ roleCodes: 'test', post: 'project_manager', orgCodeTxt: '市场部', avatar: expect.stringMatching(/\.png$/) });

    await test.step('edit shows the user\'s departments as userDepartList answers them', async () => {
      const tree = await apiCall<{ id: string; departName: string }[]>(request, token, 'GET', '/sys/sysDepart/queryTreeList');
      const depart = tree.result[0];
      await apiCall(request, token, 'PUT', '/sys/user/edit', { id: added.result.records[0]?.id, username, realname: '新同事', selecteddeparts: depart?.id });
      await rowOf(page, username).getByText('编辑').click();
      await expect(field('部门分配').getByRole('textbox')).toHaveValue(depart?.departName ?? '-');
      await expect(field('角色分配')).toContainText('临时角色');
      await expect(field('职务')).toContainText('项目经理');
      await drawer.getByPlaceholder('请输入用户姓名').fill('老同事');
      await drawer.getByRole('button', { name: /提\s*交/ }).click();
      await expect(rowOf(page, username)).toContainText('老同事');
      await expect(drawer).toBeHidden();
    });

    const more = async (item: string) => {
      await rowOf(page, username).getByTestId('user-more').click();
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: item }).click();
    };

    await test.step('详情 shows the user read-only', async () => {
      await more('详情');
      const details = page.getByRole('dialog').filter({ has: page.getByTestId('user-form') });
      await expect(details).toContainText('用户详情');
      await expect(details.getByPlaceholder('请输入用户账号')).toHaveValue(username);
      await expect(details.getByPlaceholder('请输入用户姓名')).toHaveValue('老同事');
      await expect(details.getByPlaceholder('请输入用户姓名')).toBeDisabled();
      await expect(details.getByRole('button', { name: /提\s*交/ })).toHaveCount(0);
      await keepScreenshot(page, 'user-details-1440');
      await details.locator('.ant-drawer-close').click();
      await expect(details).toBeHidden();
    });

    await test.step('密码 sets a new password the user then signs in with', async () => {
      await more('密码');
      const modal = page.getByRole('dialog', { name: '重新设定密码' });
      await expect(modal.locator('input[disabled]')).toHaveValue(username);
      await modal.getByPlaceholder('请输入登录密码').fill('Newpass1!');
      await modal.getByPlaceholder('请重新输入登录密码').fill('Newpass1!');
      await modal.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('密码修改成功');
      await expect(modal).toBeHidden();
      expect((await apiLogin(request, username, 'Newpass1!')).token).toBeTruthy();
      await expect(apiLogin(request, username, 'abcd1234!')).rejects.toThrow(/login failed/);
    });

    await test.step('冻结, then 解冻', async () => {
      await more('冻结');
      await (await settledModal(page.locator('.ant-modal-confirm').filter({ hasText: '确定冻结吗?' }))).getByRole('button', { name: /确\s*定/ }).click();
      await expect(rowOf(page, username)).toContainText('冻结');
      await more('解冻');
      await (await settledModal(page.locator('.ant-modal-confirm').filter({ hasText: '确定解冻吗?' }))).getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('解冻成功');
      await expect(rowOf(page, username)).toContainText('正常');
      const after = await apiCall<{ records: { status: number }[] }>(request, token, 'GET', `/sys/user/list?username=${username}`);
      expect(after.result.records[0]?.status).toBe(1);
    });
  });

  screenTest('B-LIST-14 a refused delete and batch delete warn once with the server\'s message; then delete one user, batch delete the rest, and 回收站 puts one back and deletes one for good; the phone layout', async ({ page, request, admin }) => {
    const { token } = admin;
    const prefix = `d${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (const suffix of ['a', 'b', 'c']) {
      await addUserByApi(request, token, `${prefix}${suffix}`);
      const added = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', `/sys/user/list?username=${prefix}${suffix}`);
      ids.push(added.result.records[0]?.id ?? '');
    }
    await visit(page, `/isystem/user?username=${prefix}`);
    await expect(page.locator('tr.ant-table-row')).toHaveCount(3, { timeout: 45_000 });
    const deleteRow = async (username: string) => {
      await rowOf(page, username).getByTestId('user-more').click();
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '删除' }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    };
    const deleteSelection = async () => {
      await page.getByRole('button', { name: /批量操作/ }).hover();
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '删除' }).click();
      await expect(page.locator('.ant-modal-confirm')).toContainText('是否删除选中数据?');
      await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    };

    await test.step('B-LIST-14 refused with success false: the server\'s message once, as a warning', async () => {
      // The mock never refuses these deletes: the answers are replaced at the network, with words of their own.
      const refuse = (message: string) => ({ json: { success: false, code: 500, message, result: null, timestamp: Date.now() } });
      const isDelete = (url: URL) => url.pathname.endsWith('/sys/user/delete');
      const isBatchDelete = (url: URL) => url.pathname.endsWith('/sys/user/deleteBatch');
      await page.route(isDelete, (route) => route.fulfill(refuse('该用户有未完成的流程，不能删除（演练）')));
      await page.route(isBatchDelete, (route) => route.fulfill(refuse('所选用户有未完成的流程（演练）')));
      const warnings = page.locator('.ant-message-notice');
      const notifications = page.locator('.ant-notification-notice');

      await deleteRow(`${prefix}a`);
      await expect(warnings.filter({ hasText: '该用户有未完成的流程，不能删除（演练）' })).toHaveCount(1);
      await expect(warnings.filter({ hasText: '该用户有未完成的流程，不能删除（演练）' }).locator('.anticon-exclamation-circle')).toHaveCount(1);
      await expect(warnings).toHaveCount(1);
      await expect(notifications).toHaveCount(0);
      await expect(page.locator('tr.ant-table-row')).toHaveCount(3);

      await page.locator('thead .ant-checkbox-input').check();
      await deleteSelection();
      const batchWarning = warnings.filter({ hasText: '所选用户有未完成的流程（演练）' });
      await expect(batchWarning).toHaveCount(1);
      await expect(batchWarning.locator('.anticon-exclamation-circle')).toHaveCount(1);
      await expect(notifications).toHaveCount(0);
      await expect(page.locator('tr.ant-table-row')).toHaveCount(3);
      await page.locator('thead .ant-checkbox-input').uncheck();
      await page.unroute(isDelete);
      await page.unroute(isBatchDelete);
    });

    await test.step('delete one user, then batch delete the selection', async () => {
      await deleteRow(`${prefix}a`);
      await expect(page.locator('tr.ant-table-row')).toHaveCount(2);
      await page.locator('thead .ant-checkbox-input').check();
      await expect(page.getByTestId('selection-bar')).toContainText('2');
      await deleteSelection();
      await expect(page.locator('tr.ant-table-row')).toHaveCount(0);
      const left = await apiCall<{ total: number }>(request, token, 'GET', `/sys/user/list?username=${prefix}*`);
      expect(left.result.total).toBe(0);
    });

    await test.step('回收站: a deleted user is put back, another deleted for good', async () => {
      await page.getByRole('button', { name: '回收站' }).click();
      const bin = page.getByRole('dialog', { name: '用户回收站' });
      const binRow = (username: string) => bin.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
      await expect(binRow(`${prefix}a`)).toContainText(`测${prefix}a`);
      await keepScreenshot(page, 'user-recycle-bin-1440');
      await binRow(`${prefix}a`).getByText('还原用户').click();
      const confirm = page.locator('.ant-modal-confirm');
      await expect(confirm).toContainText('您确定要恢复这 1 个用户吗？');
      await (await settledModal(confirm)).getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('还原 1 个用户成功！');
      await expect(binRow(`${prefix}a`)).toHaveCount(0);
      await expect(confirm).toBeHidden();

      await binRow(`${prefix}b`).getByRole('checkbox').check();
      await bin.getByText('批量删除').click();
      await expect(confirm).toContainText('您确定要彻底删除这 1 个用户吗？');
      await expect(confirm).toContainText('注意：彻底删除后将无法恢复，请谨慎操作！');
      await (await settledModal(confirm)).getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.locator('.ant-message')).toContainText('彻底删除 1 个用户成功！');
      await expect(binRow(`${prefix}b`)).toHaveCount(0);
      await bin.getByRole('button', { name: '关闭' }).click();
      await expect(bin).toBeHidden();

      await expect(rowOf(page, `${prefix}a`)).toBeVisible();
      await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
      const left = await apiCall<{ id: string }[]>(request, token, 'GET', '/sys/user/recycleBin');
      expect(left.result.map((row) => row.id)).not.toContain(ids[1]);
    });

    await test.step('at 375px the list and the drawer fit the phone', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: /重\s*置/ }).click();
      await expect(page.locator('tr.ant-table-row')).toHaveCount(10);
      // 用户账号 is shown whole: its cell is not cut (no ellipsis, nothing hidden by overflow).
      const account = page.locator('tr.ant-table-row').first().locator('td').nth(1);
      expect(await account.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
      await expect(account).not.toHaveClass(/ant-table-cell-ellipsis/);
      await keepScreenshot(page, 'user-list-375');
      await page.getByRole('button', { name: '添加用户' }).click();
      await expect(page.getByTestId('user-form')).toBeVisible();
      await keepScreenshot(page, 'user-form-375');
      await page.getByRole('dialog').filter({ has: page.getByTestId('user-form') }).getByRole('button', { name: /取\s*消/ }).click();
      await expect(page.getByTestId('user-form')).toBeHidden();
    });
  });
});
