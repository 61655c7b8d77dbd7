// Page tabs. Multi-page mode is a setting the app keeps in memory and storage beyond a test, so these tests take fresh
// pages (not the kept tab); one walk covers what a tab does, the other needs its permission answer changed before the
// first request.
import { expect, test } from '../../fixtures';
import { signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface MenuNode {
  path?: string;
  children?: MenuNode[];
}

const withoutPath = (nodes: MenuNode[], path: string): MenuNode[] =>
  nodes.filter((node) => node.path !== path).map((node) => (node.children ? { ...node, children: withoutPath(node.children, path) } : node));

test.describe('page tabs', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  test('A-TABS-03 A-TABS-01 A-TABS-04 A-TABS-06 A-TABS-14 A-TABS-10 A-TABS-11 A-TABS-12 no tab bar by default; then tabs after the workbench, closing, typed text, scroll and the context menu', async ({ page }) => {
    const shell = new ShellPage(page);
    await test.step('A-TABS-03 with multi-page mode off (the default) there is no tab bar and only the current page shows', async () => {
      await shell.gotoWorkbench();
      await expect(shell.tabsBar()).toHaveCount(0);
      await shell.openMenu('个人页', '个人中心');
      await expect(page.getByTestId('account-centre')).toBeVisible();
      await expect(page.locator('.page-tab-view')).toHaveCount(1);
    });

    await test.step('A-TABS-01 A-TABS-04 A-TABS-06 menu entries open tabs after the workbench, which cannot be closed and shows no close button', async () => {
      await page.getByTestId('logo').click();
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      await shell.enableMultipage();
      // 个人页 may still be unfolded from the step before
      const centre = shell.menu().getByText('个人中心', { exact: true });
      if (!(await centre.isVisible())) await shell.openMenu('个人页');
      await centre.click();
      await expect(page.getByTestId('account-centre')).toBeVisible();
      await shell.openTab('/account/settings/security', '安全设置');
      await expect(page.getByText('账户密码')).toBeVisible();
      expect(await shell.tabTitles()).toEqual(['首页', '个人中心', '安全设置']);
      await expect(shell.closeButton('首页')).toHaveCount(0);
      await expect(shell.closeButton('个人中心')).toBeVisible();
      await expect(shell.closeButton('安全设置')).toBeVisible();
      await page.screenshot({ path: 'artifacts/shell-tabs.png' });
      await shell.closeTabByKeyboard('首页');
      await expect(shell.message('工作台不能关闭!')).toBeVisible();
      expect(await shell.tabTitles()).toEqual(['首页', '个人中心', '安全设置']);
    });

    await test.step('A-TABS-14 closing the active tab activates its neighbour', async () => {
      await shell.openTab('/account/settings/base', '基本设置');
      await shell.tab('安全设置').click();
      await expect(page).toHaveURL(/\/account\/settings\/security$/);
      await shell.closeTab('安全设置');
      await expect(page).toHaveURL(/\/account\/settings\/base$/);
      expect(await shell.tabTitles()).toEqual(['首页', '个人中心', '基本设置']);
    });

    await test.step('a tab keeps typed text across a switch and loses it on 刷新', async () => {
      const intro = page.getByPlaceholder('个人简介');
      await intro.fill('写到一半的个人简介');
      await shell.tab('首页').click();
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      await expect(intro).toBeHidden();
      await shell.tab('基本设置').click();
      await expect(page).toHaveURL(/\/account\/settings\/base$/);
      await expect(intro).toHaveValue('写到一半的个人简介');
      await shell.tabContextAction('基本设置', '刷新');
      await expect(page.getByPlaceholder('个人简介')).toHaveValue('');
    });

    await test.step('A-TABS-10 A-TABS-11 A-TABS-12 close left, close right and close others', async () => {
      await shell.openTab('/account/settings/security', '安全设置');
      await shell.openTab('/account/settings/custom', '个性化设置');
      expect(await shell.tabTitles()).toEqual(['首页', '个人中心', '基本设置', '安全设置', '个性化设置']);

      await shell.tabContextAction('安全设置', '关闭右侧');
      await expect.poll(() => shell.tabTitles()).toEqual(['首页', '个人中心', '基本设置', '安全设置']);
      // the active tab (个性化设置) was closed: the clicked tab takes over
      await expect(page).toHaveURL(/\/account\/settings\/security$/);

      await shell.tabContextAction('基本设置', '关闭左侧');
      await expect.poll(() => shell.tabTitles()).toEqual(['首页', '基本设置', '安全设置']);

      await shell.tabContextAction('基本设置', '关闭其它');
      await expect.poll(() => shell.tabTitles()).toEqual(['首页', '基本设置']);
      await expect(page).toHaveURL(/\/account\/settings\/base$/);
    });

    await test.step('the scroll position of a tab survives a switch', async () => {
      await page.setViewportSize({ width: 1440, height: 500 });
      await expect(page.getByPlaceholder('个人简介')).toBeVisible();
      await shell.tab('首页').click();
      await expect(page.getByTestId('summary-staff')).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, 400);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(300);
      const workbenchScroll = await page.evaluate(() => window.scrollY);
      await shell.tab('基本设置').click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await shell.tab('首页').click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(workbenchScroll);
    });
  });

  test('A-TABS-08 for a user whose menu lacks the workbench, closing the last page shows 这是最后一页，不能再关闭了啦', async ({ page }) => {
    // The permission answer without the workbench entry: the tabs then hold only the pages the user opened.
    await page.route(/\/sys\/permission\/getUserPermissionByToken/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { result: { menu: MenuNode[] } };
      body.result.menu = withoutPath(body.result.menu, '/dashboard/analysis');
      await route.fulfill({ response: answer, json: body });
    });
    const shell = new ShellPage(page);
    await page.goto('/account/center');
    await expect(page.getByTestId('account-centre')).toBeVisible();
    await shell.enableMultipage();
    expect(await shell.tabTitles()).toEqual(['个人中心']);
    await expect(shell.closeButton('个人中心')).toHaveCount(0);
    await shell.closeTabByKeyboard('个人中心');
    await expect(shell.message('这是最后一页，不能再关闭了啦')).toBeVisible();
    expect(await shell.tabTitles()).toEqual(['个人中心']);
    await expect(page).toHaveURL(/\/account\/center$/);
  });
});
