import { expect, test } from '../../fixtures';
import { signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

test.describe('permissions: admin against a restricted user', () => {
  test('A-TOPBAR-04 admin sees 系统管理 and the big-screen button', async ({ page, request }) => {
    await signIn(page, request, 'admin');
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    for (const title of ['人力资源', '招聘管理', '系统管理', '系统监控', '异常页']) {
      await expect(shell.menu().getByText(title, { exact: true })).toBeVisible();
    }
    await expect(shell.bigScreenButton()).toBeVisible();
  });

  test('A-TOPBAR-04 the restricted user sees fewer menus and no big-screen button', async ({ page, request }) => {
    await signIn(page, request, 'jeecg');
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await expect(shell.menu().getByText('人力资源', { exact: true })).toBeVisible();
    for (const title of ['系统管理', '系统监控', '异常页']) {
      await expect(shell.menu().getByText(title, { exact: true })).toHaveCount(0);
    }
    await expect(shell.bigScreenButton()).toHaveCount(0);
    await page.screenshot({ path: 'artifacts/shell-restricted-user.png' });
    // a route the user may not see is not registered: its URL leads to /404
    await page.goto('/isystem/user');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('A-TOPBAR-05 the big-screen button opens /bigscreen/screen in a new window', async ({ page, request }) => {
    await signIn(page, request, 'admin');
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    const [popup] = await Promise.all([page.waitForEvent('popup'), shell.bigScreenButton().click()]);
    await expect(popup).toHaveURL(/\/bigscreen\/screen$/);
  });
});
