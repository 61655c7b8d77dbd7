// Login by phone, logout and the session's end: each test needs a page of its own (no session, a logout, a forced
// answer), so none runs on the kept tab; tests that share one boot are walked as one.
import { expect, test, type APIRequestContext, type Page } from '../../fixtures';
import { LoginPage } from '../../pages/login-page';
import { apiLogin, forceAnswer, resetMock } from '../../pages/mock-api';
import { signIn, type SignedInUser } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

async function scenario(request: APIRequestContext, settings: Record<string, number>) {
  const response = await request.post('/__mock/scenario', { data: settings });
  expect(response.ok()).toBe(true);
}

/** Signs a page in again after a logout (signIn's init script seeds only the first document of a page). */
async function signInAgain(page: Page, request: APIRequestContext): Promise<void> {
  const { token, userInfo } = (await apiLogin(request, 'admin')) as unknown as SignedInUser;
  await page.evaluate(
    (stored) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, JSON.stringify({ value, expire: null }));
    },
    { 'pro__Access-Token': token, pro__Login_Username: userInfo.username, pro__Login_Userinfo: userInfo },
  );
}

test.describe('session', () => {
  test.afterEach(async ({ request }) => {
    await scenario(request, { force401: 0, forceLegacy500: 0, faultRate: 0, latencyMs: 0 });
  });

  test('A-SESSION-03 the captcha image is refreshed by a click; login by phone: the mobile rules, the SMS code, then the workbench', async ({ page, request }) => {
    await resetMock(request);
    const keys: string[] = [];
    page.on('request', (request) => {
      const match = /\/sys\/randomImage\/([^/?]+)/.exec(request.url());
      if (match?.[1]) keys.push(match[1]);
    });
    const login = new LoginPage(page);
    await login.goto();
    await test.step('the captcha image is refreshed by a click', async () => {
      await expect.poll(() => keys.length).toBe(1);
      await page.getByAltText('验证码').click();
      await expect.poll(() => keys.length).toBe(2);
      expect(keys[1]).not.toBe(keys[0]);
    });

    await test.step('A-SESSION-03 login by phone', async () => {
      await page.getByRole('tab', { name: '手机号登录' }).click();
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByText('请输入手机号', { exact: true })).toBeVisible();
      await page.getByPlaceholder('请输入手机号').fill('16612345678');
      await expect(page.getByText('请输入正确手机号')).toBeVisible();
      await page.getByPlaceholder('请输入手机号').fill('18611111111');
      await expect(page.getByText('请输入正确手机号')).toBeHidden();
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByRole('button', { name: /\d+ s$/ })).toBeDisabled();
      await expect(page.getByText('验证码已发送至 18611111111')).toBeVisible();
      const sms = (await (await request.get('/__mock/sms/18611111111')).json()) as { result: { code: string } };
      await page.getByPlaceholder('请输入验证码').fill(sms.result.code);
      await page.screenshot({ path: 'artifacts/shell-phone-login.png' });
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      await expect(new ShellPage(page).header()).toContainText('欢迎您，管理员');
    });
  });

  test('A-TOPBAR-14 A-TOPBAR-15 A-SESSION-17 A-SESSION-18 logout is its own link and asks 真的要注销登录吗 ? first; a failing server logout shows its message and the logout still finishes', async ({ page, request }) => {
    const shell = new ShellPage(page);
    const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗 ?' });
    await test.step('A-TOPBAR-14 A-TOPBAR-15 cancel keeps the session; 确定 logs out', async () => {
      await signIn(page, request);
      await shell.gotoWorkbench();
      await shell.logoutLink().click();
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: /取\s*消/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      await shell.logoutLink().click();
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page).toHaveURL(/\/user\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('pro__Access-Token'))).toBeNull();
      await page.goto('/dashboard/analysis');
      await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    });

    await test.step('A-SESSION-17 A-SESSION-18 a failing server logout shows its message and the logout still finishes', async () => {
      await signInAgain(page, request);
      await page.goto('/dashboard/analysis');
      await expect(page.getByTestId('summary-staff')).toBeVisible();
      await shell.logoutLink().click();
      await expect(confirm).toBeVisible();
      // only the logout call fails: the login page's own calls after it (the captcha) go through
      await forceAnswer(request, { path: '/sys/logout', message: '模拟服务器故障：注销失败', status: 500 });
      const logoutCall = page.waitForResponse((response) => response.url().includes('/sys/logout'));
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      expect((await logoutCall).status()).toBe(500);
      await expect(page.getByText('模拟服务器故障：注销失败')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('pro__Access-Token'))).toBeNull();
    });
  });

  test('A-ERR-05 A-ERR-06 A-ERR-07 A-SESSION-19 a 401 answer logs out and reloads onto the login page', async ({ page, request }) => {
    await signIn(page, request);
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('个人页', '个人设置');
    // The page's own calls first: the forced answer is meant for the click, not for a call still loading the page.
    await page.waitForLoadState('networkidle');
    // The next API request answers 401, whichever it is (a click here, or the notice bell's polling).
    const unauthorised = page.waitForResponse((response) => response.status() === 401);
    await scenario(request, { force401: 1 });
    await page.getByRole('button', { name: '更新基本信息' }).click();
    await unauthorised;
    await expect(page.getByText('未授权，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login/, { timeout: 10_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('pro__Access-Token'))).toBeNull();
  });

  test('A-ERR-08 A-ERR-09 A-ERR-10 a 500 Token失效 answer shows 登录已过期; 重新登录 logs out and reloads', async ({ page, request }) => {
    await signIn(page, request);
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await expect(page.getByTestId('summary-staff')).toBeVisible();
    await shell.openMenu('个人页', '个人设置');
    // The page's own calls first: the forced answer is meant for the click, not for a call still loading the page.
    await page.waitForLoadState('networkidle');
    await scenario(request, { forceLegacy500: 1 });
    await page.getByRole('button', { name: '更新基本信息' }).click();
    const expired = page.getByRole('dialog').filter({ hasText: '登录已过期' });
    await expect(expired).toBeVisible();
    await expect(expired).toContainText('很抱歉，登录已过期，请重新登录');
    await page.screenshot({ path: 'artifacts/shell-session-expired.png' });
    await expired.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    expect(await page.evaluate(() => window.localStorage.getItem('pro__Access-Token'))).toBeNull();
  });

  test('A-GUARD-10 a token removed in a second browser tab reloads the first', async ({ page, context, request }) => {
    await signIn(page, request);
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await page.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));
    const second = await context.newPage();
    await second.goto('/user/login');
    await second.evaluate(() => window.localStorage.removeItem('pro__Access-Token'));
    // the first tab reloads: the marker is gone and, without a token, the guard sends it to login
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis/);
    expect(await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
  });
});
