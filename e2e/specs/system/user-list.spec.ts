import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { keepScreenshot } from '../../pages/artifacts';
import { apiLogin } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';
import { restrictedUser } from '../../pages/sysadmin-api';

const rowOf = (page: Page, username: string) => page.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });

async function addUserByApi(request: Parameters<typeof apiCall>[0], token: string, username: string, extra: Record<string, unknown> = {}) {
  const answer = await apiCall(request, token, 'POST', '/sys/user/add', { username, realname: `测${username}`, password: 'abcd1234!', ...extra });
  if (!answer.success) throw new Error(answer.message);
}

async function searchUsername(page: Page, value: string) {
  await page.getByPlaceholder('输入账号模糊查询').fill(value);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
}

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('用户管理', () => {
  // The machine running the suite is shared; a slow page is not what these scenarios are about.
  test.describe.configure({ timeout: 180_000 });

  test('search, page, sort and reset keep the address; export holds the filtered rows', async ({ page, request }) => {
    const { token } = await signIn(page, request);
    await page.goto('/isystem/user');
    await expect(page.locator('tr.ant-table-row')).toHaveCount(10, { timeout: 45_000 });
    const all = await apiCall<{ total: number }>(request, token, 'GET', '/sys/user/list?pageSize=1');
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(`1-10 共 ${all.result.total} 条`);
    await keepScreenshot(page, 'user-list-1440');

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

  test('add: every validation message first, then a user with a role; edit shows the departments; freeze', async ({ page, request }) => {
    const { token } = await signIn(page, request);
    const username = `u${Date.now().toString(36)}`;
    await page.goto('/isystem/user');
    await page.getByRole('button', { name: '添加用户' }).click({ timeout: 45_000 });
    const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('user-form') });
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    const errors = drawer.locator('.ant-form-item-explain-error');
    await expect(errors).toHaveText(['请输入用户名', '请输入登录密码!', '请重新输入登录密码!', '请输入用户名称!', '请输入工号', '请输入手机号']);

    await drawer.getByPlaceholder('请输入用户账号').fill('admin');
    await drawer.getByPlaceholder('请输入登录密码').fill('abc');
    await drawer.getByPlaceholder('请重新输入登录密码').fill('abd');
    await drawer.getByPlaceholder('请输入手机号码').fill('123');
    await drawer.getByPlaceholder('请输入邮箱').fill('not-an-email');
    await expect(errors).toContainText(['用户名已存在!', '密码由8位数字、大小写字母和特殊符号组成!', '两次输入的密码不一样！', '邮箱格式不正确', '请输入正确手机号']);
    await drawer.getByPlaceholder('请输入手机号码').fill('18611111111');
    await expect(errors).toContainText(['手机号已存在!']);
    await keepScreenshot(page, 'user-form-errors-1440');

    await drawer.getByPlaceholder('请输入用户账号').fill(username);
    await drawer.getByPlaceholder('请输入登录密码').fill('abcd1234!');
    await drawer.getByPlaceholder('请重新输入登录密码').fill('abcd1234!');
    await drawer.getByPlaceholder('请输入用户姓名').fill('新同事');
    await drawer.getByPlaceholder('请输入工号').fill(`W${username}`);
    await drawer.getByPlaceholder('请输入手机号码').fill(`139${String(Date.now()).slice(-8)}`);
    await drawer.getByPlaceholder('请输入邮箱').fill(`${username}@example.com`);
    await drawer.locator('.ant-form-item').filter({ hasText: '角色分配' }).locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '临时角色' }).click();
    await page.keyboard.press('Escape');
    await expect(errors).toHaveCount(0);
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.locator('.ant-message')).toContainText('添加成功');
    await searchUsername(page, username);
    await expect(rowOf(page, username)).toContainText('新同事');
    const added = await apiCall<{ records: { id: string; roleCodes: string }[] }>(request, token, 'GET', `/sys/user/list?username=${username}`);
    expect(added.result.records[0]?.roleCodes).toBe('test');

    const departs = await apiCall<{ id: string; departName: string }[]>(request, token, 'GET', '/sys/sysDepart/queryTreeList');
    const depart = departs.result[0];
    await apiCall(request, token, 'PUT', '/sys/user/edit', { id: added.result.records[0]?.id, username, realname: '新同事', selecteddeparts: depart?.id });
    await rowOf(page, username).getByText('编辑').click();
    await expect(drawer.locator('.ant-form-item').filter({ hasText: '部门分配' })).toContainText(depart?.departName ?? '-');
    await drawer.getByPlaceholder('请输入用户姓名').fill('老同事');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await expect(rowOf(page, username)).toContainText('老同事');

    await rowOf(page, username).getByTestId('user-more').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '冻结' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect(rowOf(page, username)).toContainText('冻结');
  });

  test('delete one user, then batch delete the selection', async ({ page, request }) => {
    const { token } = await signIn(page, request);
    const prefix = `d${Date.now().toString(36)}`;
    for (const suffix of ['a', 'b', 'c']) await addUserByApi(request, token, `${prefix}${suffix}`);
    await page.goto(`/isystem/user?username=${prefix}`);
    await expect(page.locator('tr.ant-table-row')).toHaveCount(3, { timeout: 45_000 });

    await rowOf(page, `${prefix}a`).getByTestId('user-more').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '删除' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('tr.ant-table-row')).toHaveCount(2);

    await page.locator('thead .ant-checkbox-input').check();
    await expect(page.getByTestId('selection-bar')).toContainText('2');
    await page.getByRole('button', { name: /批量操作/ }).hover();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '删除' }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('是否删除选中数据?');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('tr.ant-table-row')).toHaveCount(0);
    const left = await apiCall<{ total: number }>(request, token, 'GET', `/sys/user/list?username=${prefix}*`);
    expect(left.result.total).toBe(0);
  });

  test('a restricted administrator sees only 编辑, and the phone field is disabled by user:form:phone', async ({ page, request }) => {
    const admin = await apiLogin(request, 'admin');
    const username = await restrictedUser(request, admin.token, ['系统管理', '用户管理', 'user:edit']);
    await signIn(page, request, username);
    await page.goto(`/isystem/user?username=${username}`);
    await expect(rowOf(page, username)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('button', { name: '添加用户' })).toHaveCount(0);
    await rowOf(page, username).getByText('编辑').click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('user-form') });
    await expect(drawer.getByPlaceholder('请输入手机号码')).toBeDisabled();
    await expect(drawer.getByPlaceholder('请输入用户姓名')).toBeEnabled();
    await keepScreenshot(page, 'user-form-restricted-1440');
    await drawer.getByRole('button', { name: /取\s*消/ }).click();
    await rowOf(page, username).getByTestId('user-more').click();
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu')).not.toContainText('删除');
  });

  test('at 375px the list and the drawer fit the phone', async ({ page, request }) => {
    await signIn(page, request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/isystem/user');
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 45_000 });
    await keepScreenshot(page, 'user-list-375');
    await page.getByRole('button', { name: '添加用户' }).click();
    await expect(page.getByTestId('user-form')).toBeVisible();
    await keepScreenshot(page, 'user-form-375');
  });
});
