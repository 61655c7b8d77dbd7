// The main layout as admin sees it, on the worker's kept tab (three tests that each walk several pages). The visits
// without a token and the restricted user are in login.spec.ts (they need pages of their own).
import { expect, screenTest as test, visit } from '../../fixtures';
import { resetMock } from '../../pages/mock-api';
import { apiCall } from '../../pages/session';
import { settledOption } from '../../pages/select-dropdown';
import { ShellPage } from '../../pages/shell-page';

test.describe('main layout', () => {
  // With the motion staff see (the suite runs with reduced motion): popovers, menus and dialogs animate here, so the
  // races an animation brings stay tested.
  test.use({ reducedMotion: 'no-preference' });

  test('A-LAYOUT-01 A-LAYOUT-02 A-LAYOUT-03 A-LAYOUT-05 A-ROUTE-05 A-LAYOUT-08 A-LAYOUT-09 A-LAYOUT-10 A-ROUTE-29 A-ROUTE-30 A-ROUTE-31 A-ROUTE-32 A-ROUTE-33 A-ROUTE-34 A-ROUTE-35 the frame, the breadcrumb and title, the account centre and every account settings page', async ({ page }) => {
    const shell = new ShellPage(page);
    await test.step('A-LAYOUT-01 A-LAYOUT-02 A-LAYOUT-03 A-LAYOUT-05 A-ROUTE-05 a dark 180px side menu that collapses; header, content, footer; the logo leads home', async () => {
      await visit(page, '/account/center');
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

    await test.step('A-LAYOUT-08 A-LAYOUT-09 A-LAYOUT-10 the breadcrumb starts with 首页 and ends with the page, not a link; the page title', async () => {
      // 个人页 is unfolded already when the step before opened 个人中心 by its address
      const settingsEntry = shell.menu().getByText('个人设置', { exact: true });
      if (!(await settingsEntry.isVisible())) await shell.openMenu('个人页');
      await settingsEntry.click();
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

    await test.step('A-ROUTE-29 … A-ROUTE-35 the account centre and every account settings page', async () => {
      await shell.openUserMenuItem('个人中心', page.getByTestId('account-centre'));
      await expect(page.getByTestId('account-centre')).toContainText('管理员');
      const settings = page.getByRole('menu', { name: '个人设置' });
      await visit(page, '/account/settings/base');
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
  });

  test('A-TOPBAR-01 A-TOPBAR-06 A-TOPBAR-07 A-TOPBAR-08 A-TOPBAR-09 A-TOPBAR-10 A-TOPBAR-13 A-TOPBAR-12 the top bar: search, bell, greeting, the user dropdown and 清理缓存', async ({ page }) => {
    const shell = new ShellPage(page);
    await test.step('A-TOPBAR-01 A-TOPBAR-06 … A-TOPBAR-10 search, bell, greeting and the user dropdown', async () => {
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
      await page.mouse.move(1, 300);
    });

    await test.step('A-TOPBAR-13 清理缓存 reloads the dictionaries: 刷新缓存完成！', async () => {
      const refresh = page.waitForRequest((request) => request.url().includes('/sys/dict/refleshCache'));
      const reload = page.waitForRequest((request) => request.url().includes('/sys/dict/queryAllDictItems'));
      await shell.openUserMenuItem('清理缓存', page.getByText('刷新缓存完成！'));
      await refresh;
      await reload;
    });

    await test.step('A-TOPBAR-12 a failed cache refresh warns 刷新缓存失败！', async () => {
      // Only this call fails (a global fault rate would also fail the page's other calls and bury the header in notices).
      await page.route(/\/sys\/dict\/refleshCache/, (route) =>
        route.fulfill({ status: 500, json: { success: false, code: 500, message: '刷新失败', result: null, timestamp: Date.now() } }),
      );
      await shell.openUserMenuItem('清理缓存', page.getByText('刷新缓存失败！'));
    });
  });

  test('A-ROUTE-36 A-ROUTE-37 A-ROUTE-38 A-ROUTE-09 A-ROUTE-10 A-ROUTE-11 A-PROJ-01 A-PROJ-04 the exception pages, the OAuth2 app and /test routes; the project selector', async ({ page, request, admin }) => {
    await test.step('A-ROUTE-36 A-ROUTE-37 A-ROUTE-38 the exception pages 403, 404 and 500', async () => {
      for (const code of ['403', '404', '500']) {
        await visit(page, `/exception/${code}`);
        await expect(page.locator('.ant-result-title')).toHaveText(code);
        await expect(page.getByRole('button', { name: /返回首页/ })).toBeVisible();
      }
    });

    await test.step('A-ROUTE-09 A-ROUTE-10 A-ROUTE-11 the OAuth2 app and /test routes', async () => {
      await visit(page, '/oauth2-app');
      await expect(page).toHaveURL(/\/oauth2-app\/login$/);
      await expect(page.getByText('OAuth2 登录未启用')).toBeVisible();
      await visit(page, '/rpm/candidate-caller');
      await expect(page.getByRole('heading', { name: '面试候选人' })).toBeVisible();
      await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
      await visit(page, '/test');
      await expect(page).toHaveURL(/\/test\/home$/);
    });

    await test.step('A-PROJ-01 A-PROJ-04 the project selector offers the authorised projects; choosing one reloads the page', async () => {
      await resetMock(request);
      const projects = (await apiCall<Array<{ id: string; departName: string; parentName: string | null }>>(request, admin.token, 'GET', '/sys/authprojectlist')).result;
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
  });
});
