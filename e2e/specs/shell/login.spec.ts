import { expect, test } from '../../fixtures';
import { LoginPage } from '../../pages/login-page';
import { apiLogin } from '../../pages/mock-api';

test.describe('login and route guard', () => {
  test('A-GUARD-05 A-GUARD-07 A-ROUTE-04 admin logs in and lands on the workbench (the default home) with the menu', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const login = new LoginPage(page);
    await login.goto();
    await login.login('admin');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    const menu = page.getByRole('menu').first();
    for (const title of ['首页', '人力资源', '系统管理']) await expect(menu.getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByTestId('summary-staff')).toBeVisible();
    await page.screenshot({ path: 'artifacts/workbench.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  test('A-GUARD-02 A-GUARD-03 an anonymous visit to a protected path lands on login with the full path as redirect', async ({ page }) => {
    await page.goto('/hrm/employee/rosterList?status=1');
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/hrm/employee/rosterList?status=1');
  });

  test('A-GUARD-07 after login the user goes to the redirect target', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/isps/userAnnouncement');
    await expect(page).toHaveURL(/redirect=/);
    await expect(page.getByAltText('验证码')).toBeVisible();
    await login.login('admin');
    await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
  });

  test('a wrong captcha shows the server message 验证码错误 and a new captcha', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
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

  test('a wrong password shows 用户名或密码错误', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.fill('admin', 'not-the-password');
    await login.submit().click();
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
  });

  test('A-GUARD-04 with a token, visiting login sends the user to the workbench', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('admin');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await page.goto('/user/login');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('the restricted user sees fewer menus than admin', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('jeecg');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    const menu = page.getByRole('menu').first();
    await expect(menu.getByText('人力资源', { exact: true })).toBeVisible();
    await expect(menu.getByText('系统管理', { exact: true })).toHaveCount(0);
  });

  test('unknown paths go to /404, which leads back to the workbench', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('admin');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('the workbench shows the six summary figures the API returns', async ({ page, request }) => {
    const { token } = await apiLogin(request, 'admin');
    const summary = await (await request.get('/v1/mis/dashboard/globalSummary', { headers: { 'X-Access-Token': token } })).json();
    const login = new LoginPage(page);
    await login.goto();
    await login.login('admin');
    const format = (value: number) => value.toLocaleString('en-US');
    await expect(page.getByTestId('summary-staff')).toContainText(format(summary.result.group2.value_9));
    await expect(page.getByTestId('summary-contracts')).toContainText(String(summary.result.group3.value_10));
    await expect(page.getByTestId('summary-receivables')).toContainText(String(summary.result.group4.value_15));
    await expect(page.getByTestId('summary-budget')).toContainText(String(summary.result.group5.value_17));
    for (const id of ['summary-staff', 'summary-contracts', 'summary-profit', 'summary-revenue', 'summary-receivables', 'summary-budget']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
  });
});
