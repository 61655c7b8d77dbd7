import { expect, test } from '../../fixtures';
import { LoginPage } from '../../pages/login-page';
import { resetMock } from '../../pages/mock-api';
import { signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

test.describe('department switch', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('A-DEPT-01 A-DEPT-03 A-DEPT-04 A-DEPT-05 A-DEPT-06 A-DEPT-08 A-DEPT-09 A-DEPT-12 a user of several departments must choose one after login; the choice reloads', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('zhangsan');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    const dialog = page.getByRole('dialog').filter({ hasText: /部门切换（当前部门 : .+）/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('部门切换（当前部门 : 市场部）')).toBeVisible();
    // measured once the opening animation is over
    await expect.poll(async () => Math.round((await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox())?.width ?? 0)).toBe(450);
    await expect(dialog.getByText('请选择登录部门')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /确\s*认/ })).toBeVisible();
    // not closable: no 关闭, no close icon, Escape does nothing
    await expect(dialog.getByRole('button', { name: /关\s*闭/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: 'artifacts/shell-department-choice.png' });

    await expect(async () => {
      await dialog.getByRole('combobox', { name: '请选择登录部门' }).click();
      await page.locator('.ant-select-item-option', { hasText: '研发部' }).click({ timeout: 3000 });
      await expect(dialog.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText('研发部', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
    await expect(new ShellPage(page).header()).toBeVisible();
    await expect(page.getByRole('dialog').filter({ hasText: '部门' })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('pro__Login_Userinfo') ?? 'null'));
    expect(stored.value.orgCode).toBe('A01A05');
    expect(stored.expire - Date.now()).toBeGreaterThan(604_800_000 - 60_000);
  });

  test('A-TOPBAR-03 the header switcher shows for a user of several departments and its dialog can be closed', async ({ page, request }) => {
    await signIn(page, request, 'zhangsan');
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.departSwitchButton().click();
    const dialog = page.getByRole('dialog').filter({ hasText: /部门切换（当前部门 : .+）/ });
    await expect(dialog).toBeVisible();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
    await expect(dialog).toBeHidden();
  });

  test('A-TOPBAR-03 no department switcher for a user of one department', async ({ page, request }) => {
    await signIn(page, request, 'admin');
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await expect(shell.header().getByRole('button', { name: '消息通知' })).toBeVisible();
    await expect(shell.departSwitchButton()).toHaveCount(0);
  });
});
