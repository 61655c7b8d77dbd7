import { expect, test, type APIRequestContext, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { apiLogin } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';
import { menuIdOf, restrictedUser } from '../../pages/sysadmin-api';

/** Upstream's 缓存终端 (modules/monitor/RedisTerminal): a menu component this product has no screen for. */
const UNBUILT = 'modules/monitor/RedisTerminal';

/**
 * Every entry of the seeded menu has its screen: the test adds one under 系统监控 whose component has none, and signs
 * in a user granted it (and 个人页).
 */
async function signInWithUnbuiltEntry(page: Page, request: APIRequestContext): Promise<{ title: string; path: string }> {
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now().toString(36);
  const title = `缓存终端${stamp}`;
  const path = `/monitor/RedisTerminal${stamp}`;
  const parentId = await menuIdOf(request, admin.token, '系统监控');
  await apiCall(request, admin.token, 'POST', '/sys/permission/add', { menuType: 1, parentId, name: title, url: path, component: UNBUILT, sortNo: 99, route: true });
  const username = await restrictedUser(request, admin.token, ['系统监控', title, '个人页', '个人中心']);
  await signIn(page, request, username);
  return { title, path };
}

test.describe('menu entries without a screen', () => {

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`at ${viewport.width}px say in Chinese that the page is not available yet, name the menu entry and its component in small print`, async ({ page, request }) => {
      const { title, path } = await signInWithUnbuiltEntry(page, request);
      await page.setViewportSize(viewport);
      await page.goto(path);
      const missing = page.getByTestId('missing-page');
      await expect(missing).toBeVisible({ timeout: 20_000 });
      await expect(missing).toContainText('该页面暂未开放');
      await expect(missing).toContainText(`「${title}」的页面还在建设中，暂时无法使用。请先使用其他菜单。`);
      const component = page.getByTestId('missing-page-component');
      await expect(component).toHaveText(`页面组件：${UNBUILT}`);
      await expect(component).toHaveCSS('font-size', '12px');
      await expect(page.getByText(/Cannot find module|MODULE_NOT_FOUND/)).toHaveCount(0);
      await expect(new ShellPage(page).header()).toBeVisible();
      await keepScreenshot(page, `missing-page-${viewport.width}`);
    });
  }

  test('keep the layout and the menu working', async ({ page, request }) => {
    const { title, path } = await signInWithUnbuiltEntry(page, request);
    const shell = new ShellPage(page);
    await page.goto(path);
    await expect(page.getByTestId('missing-page')).toContainText(`「${title}」`, { timeout: 20_000 });
    await expect(page.locator('.ant-breadcrumb')).toContainText(title);
    await shell.openMenu('个人页', '个人中心');
    await expect(page).toHaveURL(/\/account\/center$/);
    await expect(page.getByTestId('account-centre')).toBeVisible({ timeout: 20_000 });
  });
});
