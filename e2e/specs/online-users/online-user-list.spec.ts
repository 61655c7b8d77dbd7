import { expect as baseExpect, test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { apiLogin } from '../../pages/mock-api';
import { signIn } from '../../pages/session';
import { restrictedUser } from '../../pages/sysadmin-api';

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

const rowOf = (page: Page, username: string) => page.getByTestId('online-user-list-page').locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });

test.describe('在线用户', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a second signed-in user is listed, 强退 after confirmation signs that browser out', async ({ browser, page, request }) => {
    const admin = await apiLogin(request, 'admin');
    const username = await restrictedUser(request, admin.token, ['系统管理', '日志管理']);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, request, username);
    await otherPage.goto('/isystem/log');
    await expect(otherPage.getByTestId('log-list-page')).toBeVisible({ timeout: 45_000 });

    const me = await signIn(page, request);
    await page.goto('/isystem/online');
    const list = page.getByTestId('online-user-list-page');
    await expect(rowOf(page, username)).toBeVisible({ timeout: 45_000 });
    await expect(rowOf(page, username)).toContainText(`受限${username.slice(3)}`);
    await expect(rowOf(page, me.userInfo.username).first()).toBeVisible();
    await list.getByPlaceholder('请输入用户账号').fill(username);
    await list.getByRole('button', { name: '查 询', exact: true }).click();
    await expect(list.locator('tr.ant-table-row')).toHaveCount(1);
    await keepScreenshot(page, 'online-user-list-1440');

    // The other browser learns it at its next call (the bell polls every 6 s): the spec's message shows for the 1.5 s
    // before the reload, so it is watched for from before the click.
    const told = otherPage.locator('.ant-notification-notice').filter({ hasText: '未授权，请重新登录' }).waitFor({ timeout: 30_000 });
    await rowOf(page, username).getByText('强退').click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(`强制退出用户「受限${username.slice(3)}」？`);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('退出登录成功！');
    await expect(rowOf(page, username)).toHaveCount(0);

    await told;
    await expect(otherPage).toHaveURL(/\/user\/login/);
    await expect(otherPage.getByPlaceholder('请输入用户名')).toBeVisible();
    await other.close();

    await page.setViewportSize({ width: 375, height: 812 });
    await list.getByRole('button', { name: '重 置', exact: true }).click();
    await expect(rowOf(page, me.userInfo.username).first()).toBeVisible();
    // The list fits the phone: no sideways scroll, and no fixed 操作 column laid over the others.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await list.locator('.ant-table-content').evaluate((table) => table.scrollWidth <= table.clientWidth)).toBe(true);
    await expect(list.locator('.ant-table-cell-fix-right')).toHaveCount(0);
    await keepScreenshot(page, 'online-user-list-375');
  });
});
