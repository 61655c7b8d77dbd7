import { expect, test } from '../../fixtures';
import { resetMock } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';
import { settledOption } from '../../pages/select-dropdown';
import { ShellPage } from '../../pages/shell-page';

test.describe('main layout', () => {
  // With the motion staff see (the suite runs with reduced motion): popovers, menus and dialogs animate here, so the
  // races an animation brings stay tested.
  test.use({ reducedMotion: 'no-preference' });

  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  test('A-LAYOUT-01 A-LAYOUT-02 A-LAYOUT-03 A-LAYOUT-05 A-ROUTE-05 a dark 180px side menu that collapses; header, content, footer; the logo leads home', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto('/account/center');
    await expect(page.getByTestId('account-centre')).toBeVisible();
    expect(Math.round((await shell.sideMenu().boundingBox())?.width ?? 0)).toBe(180);
    await expect(shell.sideMenu()).toHaveClass(/ant-layout-sider-dark/);
    await expect(shell.header()).toBeVisible();
    await expect(page.locator('main.ant-layout-content')).toBeVisible();
    await expect(page.getByTestId('global-footer')).toBeVisible();
    await shell.header().getByRole('button', { name: '收起菜单' }).click();
    await expect(shell.sideMenu()).toHaveClass(/ant-layout-sider-collapsed/);
    await shell.header().getByRole('button', { name: '展开菜单' }).click();
    await expect(shell.sideMenu()).not.toHaveClass(/ant-layout-sider-collapsed/);
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('A-LAYOUT-08 A-LAYOUT-09 A-LAYOUT-10 the breadcrumb starts with 首页 and ends with the page, not a link; the page title', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('个人页', '个人设置');
    await expect(page).toHaveURL(/\/account\/settings$/);
    await page.getByRole('menu', { name: '个人设置' }).getByText('安全设置').click();
    await expect(page).toHaveURL(/\/account\/settings\/security$/);
    const crumbs = shell.breadcrumb().locator('.ant-breadcrumb-item, li:not(.ant-breadcrumb-separator)');
    await expect(shell.breadcrumb()).toContainText('首页');
    await expect(shell.breadcrumb().getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard/analysis');
    await expect(shell.breadcrumb().getByRole('link', { name: '个人设置' })).toBeVisible();
    await expect(shell.breadcrumb().getByText('安全设置')).toBeVisible();
    await expect(shell.breadcrumb().getByRole('link', { name: '安全设置' })).toHaveCount(0);
    expect(await crumbs.count()).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveTitle('安全设置 · 人员外包业务管理系统');
    await page.getByTestId('logo').click();
    await expect(page).toHaveTitle('人员外包业务管理系统');
  });

  test('A-TOPBAR-01 A-TOPBAR-06 A-TOPBAR-07 A-TOPBAR-08 A-TOPBAR-09 A-TOPBAR-10 the top bar: search, bell, greeting and the user dropdown', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await expect(shell.header().getByText('欢迎您，管理员')).toBeVisible();
    await expect(shell.header().getByRole('button', { name: '消息通知' })).toBeVisible();
    await shell.menuSearch().click();
    await expect(page.getByText('请输入搜索内容')).toBeVisible();
    await shell.menuSearch().fill('安全');
    await expect(page.getByText('没有查询到任何数据')).toBeVisible();
    await shell.menuSearch().fill('个人');
    await (await settledOption(page, '个人中心')).click();
    await expect(page).toHaveURL(/\/account\/center$/);
    await shell.userMenuTrigger().hover();
    for (const item of ['系统设置', '密码修改', '清理缓存']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^(早上好|上午好|中午好|下午好|晚上好)，管理员$/ })).toBeVisible();
    await page.screenshot({ path: 'artifacts/shell-user-menu.png' });
  });

  test('A-TOPBAR-13 清理缓存 reloads the dictionaries: 刷新缓存完成！', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    const refresh = page.waitForRequest((request) => request.url().includes('/sys/dict/refleshCache'));
    const reload = page.waitForRequest((request) => request.url().includes('/sys/dict/queryAllDictItems'));
    await shell.openUserMenuItem('清理缓存', page.getByText('刷新缓存完成！'));
    await refresh;
    await reload;
  });

  test('A-TOPBAR-12 a failed cache refresh warns 刷新缓存失败！', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    // Only this call fails (a global fault rate would also fail the page's other calls and bury the header in notices).
    await page.route(/\/sys\/dict\/refleshCache/, (route) =>
      route.fulfill({ status: 500, json: { success: false, code: 500, message: '刷新失败', result: null, timestamp: Date.now() } }),
    );
    await shell.openUserMenuItem('清理缓存', page.getByText('刷新缓存失败！'));
  });

  test('A-ROUTE-29 A-ROUTE-30 A-ROUTE-31 A-ROUTE-32 A-ROUTE-33 A-ROUTE-34 A-ROUTE-35 the account centre and every account settings page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openUserMenuItem('个人中心', page.getByTestId('account-centre'));
    await expect(page.getByTestId('account-centre')).toContainText('管理员');
    const settings = page.getByRole('menu', { name: '个人设置' });
    await page.goto('/account/settings/base');
    for (const [section, path] of [
      ['头像设置', 'avatar'],
      ['基本设置', 'base'],
      ['账户绑定', 'binding'],
      ['个性化设置', 'custom'],
      ['新消息通知', 'notification'],
      ['安全设置', 'security'],
    ] as const) {
      await settings.getByText(section, { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/account/settings/${path}$`));
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
  });

  test('A-ROUTE-36 A-ROUTE-37 A-ROUTE-38 the exception pages 403, 404 and 500', async ({ page }) => {
    for (const code of ['403', '404', '500']) {
      await page.goto(`/exception/${code}`);
      await expect(page.locator('.ant-result-title')).toHaveText(code);
      await expect(page.getByRole('button', { name: /返回首页/ })).toBeVisible();
    }
  });

  test('A-ROUTE-09 A-ROUTE-10 A-ROUTE-11 the OAuth2 app and /test routes', async ({ page }) => {
    await page.goto('/oauth2-app');
    await expect(page).toHaveURL(/\/oauth2-app\/login$/);
    await expect(page.getByText('OAuth2 登录未启用')).toBeVisible();
    await page.goto('/rpm/candidate-caller');
    await expect(page.getByRole('heading', { name: '面试候选人' })).toBeVisible();
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await page.goto('/test');
    await expect(page).toHaveURL(/\/test\/home$/);
  });
});

test('A-PROJ-01 A-PROJ-04 the project selector offers the authorised projects; choosing one reloads the page', async ({ page, request }) => {
  await resetMock(request);
  const { token } = await signIn(page, request, 'admin');
  const projects = (await apiCall<Array<{ id: string; departName: string; parentName: string | null }>>(request, token, 'GET', '/sys/authprojectlist')).result;
  expect(projects.length).toBeGreaterThan(1);
  const shell = new ShellPage(page);
  await shell.gotoWorkbench();
  const selector = page.getByTestId('project-selector');
  await selector.click();
  const label = (project: (typeof projects)[number]) => (project.parentName ? `${project.parentName} / ${project.departName}` : project.departName);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toHaveText(label(projects[0] as (typeof projects)[number]));
  const chosen = projects[1] as (typeof projects)[number];
  await page.keyboard.type(chosen.departName);
  await expect(options).toHaveCount(projects.filter((project) => label(project).includes(chosen.departName)).length);
  const reloaded = page.waitForEvent('load');
  await options.filter({ hasText: chosen.departName }).first().click();
  await reloaded;
  await expect(page.getByTestId('project-selector')).toContainText(chosen.departName);
});

test('A-PROJ-01 a user without authorised projects has no project selector', async ({ page, request }) => {
  await signIn(page, request, 'jeecg');
  const shell = new ShellPage(page);
  await shell.gotoWorkbench();
  await expect(shell.header().getByRole('button', { name: '消息通知' })).toBeVisible();
  await expect(page.getByTestId('project-selector')).toHaveCount(0);
});

test('A-ROUTE-06 A-ROUTE-07 A-ROUTE-08 A-GUARD-01 without a token only login, register, register-result, alteration and the SSO landing open; /user and every other path lead to login', async ({ page }) => {
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
