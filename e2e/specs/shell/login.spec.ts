// The login form and the route guard: each test starts without a session (or as another user), so each takes a page
// of its own; what one boot can show is walked in one test.
import { expect, test } from '../../fixtures';
import { LoginPage } from '../../pages/login-page';
import { apiLogin } from '../../pages/mock-api';
import { ShellPage } from '../../pages/shell-page';

test.describe('login and route guard', () => {
  test('A-GUARD-05 A-GUARD-07 A-ROUTE-04 A-GUARD-04 wrong captcha, wrong password, then admin lands on the workbench with the menu and its six figures; login and unknown paths', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const login = new LoginPage(page);
    await login.goto();

    await test.step('a wrong captcha shows the server message 验证码错误 and a new captcha', async () => {
      const shown = await login.currentCaptcha();
      const shownKey = login.shownCaptchaKey();
      await login.fill('admin', '123456', shown === 'zzzz' ? 'yyyy' : 'zzzz');
      await login.submit().click();
      await expect(page.getByText('验证码错误')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/login/);
      // A new image is fetched under a new key; its code is the one the page now shows.
      await expect.poll(() => login.shownCaptchaKey()).not.toBe(shownKey);
      expect(await login.currentCaptcha()).not.toBe(shown);
    });

    await test.step('a wrong password shows 用户名或密码错误', async () => {
      const shownKey = login.shownCaptchaKey();
      await login.fill('admin', 'not-the-password');
      await login.submit().click();
      await expect(page.getByText('用户名或密码错误')).toBeVisible();
      // The attempt spent the captcha; the form fetches a new one, which the next attempt uses.
      await expect.poll(() => login.shownCaptchaKey()).not.toBe(shownKey);
    });

    await test.step('A-GUARD-05 A-GUARD-07 A-ROUTE-04 admin logs in and lands on the workbench (the default home) with the menu', async () => {
      await login.login('admin');
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      const menu = page.getByRole('menu').first();
      for (const title of ['首页', '人力资源', '系统管理']) await expect(menu.getByText(title, { exact: true })).toBeVisible();
      await expect(page.getByTestId('summary-staff')).toBeVisible();
      await page.screenshot({ path: 'artifacts/workbench.png', fullPage: true });
    });

    await test.step('the workbench shows the six summary figures the API returns', async () => {
      const { token } = await apiLogin(request, 'admin');
      const summary = await (await request.get('/v1/mis/dashboard/globalSummary', { headers: { 'X-Access-Token': token } })).json();
      const format = (value: number) => value.toLocaleString('en-US');
      await expect(page.getByTestId('summary-staff')).toContainText(format(summary.result.group2.value_9));
      await expect(page.getByTestId('summary-contracts')).toContainText(String(summary.result.group3.value_10));
      await expect(page.getByTestId('summary-receivables')).toContainText(String(summary.result.group4.value_15));
      await expect(page.getByTestId('summary-budget')).toContainText(String(summary.result.group5.value_17));
      for (const id of ['summary-staff', 'summary-contracts', 'summary-profit', 'summary-revenue', 'summary-receivables', 'summary-budget']) {
        await expect(page.getByTestId(id)).toBeVisible();
      }
    });

    await test.step('A-GUARD-04 with a token, visiting login sends the user to the workbench', async () => {
      await page.goto('/user/login');
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    });

    await test.step('unknown paths go to /404, which leads back to the workbench', async () => {
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/404$/);
      await page.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    });
    expect(errors).toEqual([]);
  });

  test('A-ROUTE-06 A-ROUTE-07 A-ROUTE-08 A-GUARD-01 A-GUARD-02 A-GUARD-03 A-GUARD-07 without a token only the open paths open, every other path leads to login with the full path as redirect; after login the user goes to it', async ({ page }) => {
    await test.step('A-ROUTE-06 A-ROUTE-07 A-ROUTE-08 A-GUARD-01 without a token only login, register, register-result, alteration and the SSO landing open; /user and every other path lead to login', async () => {
      await page.goto('/user');
      // /user is not among the paths open without a token, so the guard's redirect (with the query) comes first
      await expect(page).toHaveURL(/\/user\/login(\?redirect=%2Fuser)?$/);
      for (const path of ['/user/register', '/user/register-result', '/user/alteration']) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('link', { name: '使用已有账户登录' })).toBeVisible();
      }
      await page.goto('/sso/login-landing');
      await expect(page.getByText('单点登录未启用')).toBeVisible();
      // Every other path leads to the login page, keeping where it was going.
      for (const path of ['/', '/dashboard/analysis', '/isystem/user?page=2', '/account/settings/base', '/exception/404', '/bigscreen/screen', '/no/such/page']) {
        await page.goto(path);
        await expect(page).toHaveURL(`/user/login?${new URLSearchParams({ redirect: path }).toString()}`);
        await expect(page.getByRole('textbox', { name: '账号' })).toBeVisible();
      }
      expect(await page.evaluate(() => window.localStorage.getItem('pro__Access-Token'))).toBeNull();
    });

    await test.step('A-GUARD-02 A-GUARD-03 an anonymous visit to a protected path lands on login with the full path as redirect', async () => {
      await page.goto('/hrm/employee/rosterList?status=1');
      await expect(page).toHaveURL(/\/user\/login\?redirect=/);
      const redirect = new URL(page.url()).searchParams.get('redirect');
      expect(redirect).toBe('/hrm/employee/rosterList?status=1');
    });

    await test.step('A-GUARD-07 after login the user goes to the redirect target', async () => {
      const login = new LoginPage(page);
      await page.goto('/isps/userAnnouncement');
      await expect(page).toHaveURL(/redirect=/);
      await expect(page.getByAltText('验证码')).toBeVisible();
      await login.login('admin');
      await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
    });
  });

  test('A-PROJ-01 the restricted user sees fewer menus than admin and, without authorised projects, no project selector', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('jeecg');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    const menu = page.getByRole('menu').first();
    await expect(menu.getByText('人力资源', { exact: true })).toBeVisible();
    await expect(menu.getByText('系统管理', { exact: true })).toHaveCount(0);
    const shell = new ShellPage(page);
    await expect(shell.header().getByRole('button', { name: '消息通知' })).toBeVisible();
    await expect(page.getByTestId('project-selector')).toHaveCount(0);
  });
});
