import { expect, test } from '../../fixtures';
import { signIn } from '../../pages/session';
import { settledOption } from '../../pages/select-dropdown';
import { ShellPage } from '../../pages/shell-page';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile (375px)', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  test('A-LAYOUT-04 A-LAYOUT-13 the side menu is a 200px drawer and the greeting is hidden', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await expect(shell.sideMenu()).toHaveCount(0);
    await expect(shell.header().getByText('欢迎您，管理员')).toHaveCount(0);
    await shell.header().getByRole('button', { name: '展开菜单' }).click();
    const drawer = page.getByTestId('side-menu-drawer');
    const panel = drawer.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first();
    await expect(panel).toBeVisible();
    expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(200);
    await page.screenshot({ path: 'artifacts/shell-mobile-drawer.png' });
    await drawer.getByText('个人页', { exact: true }).click();
    await drawer.getByText('个人中心', { exact: true }).click();
    await expect(page).toHaveURL(/\/account\/center$/);
    await expect(panel).toBeHidden();
  });

  test('A-TOPBAR-02 A-ERR-16 A-ERR-17 the menu search is a modal with its prompts', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.header().getByRole('button', { name: '搜索菜单' }).click();
    const modal = page.getByRole('dialog').filter({ hasText: '搜索菜单' });
    await expect(modal).toBeVisible();
    await expect(page.getByText('请输入搜索内容')).toBeVisible();
    await modal.getByRole('combobox').fill('不存在的菜单');
    await expect(page.getByText('没有查询到任何数据')).toBeVisible();
    await page.screenshot({ path: 'artifacts/shell-mobile-search.png' });
    await modal.getByRole('combobox').fill('个人中心');
    await (await settledOption(page, '个人中心')).click();
    await expect(page).toHaveURL(/\/account\/center$/);
    await expect(modal).toBeHidden();
  });
});

test.describe('narrow desktop (900px)', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('A-LAYOUT-13 A-LAYOUT-14 between 768 and 1087px the side menu starts collapsed; from 1088px (desktop) it is open', async ({ page, request }) => {
    await signIn(page, request, 'admin');
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await expect(shell.sideMenu()).toHaveClass(/ant-layout-sider-collapsed/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(shell.sideMenu()).not.toHaveClass(/ant-layout-sider-collapsed/);
  });
});
