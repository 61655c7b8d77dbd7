import { expect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

test.describe('menu entries without a screen', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`at ${viewport.width}px say in Chinese that the page is not available yet, name the menu entry and its component in small print`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/monitor/Disk');
      const missing = page.getByTestId('missing-page');
      await expect(missing).toBeVisible({ timeout: 20_000 });
      await expect(missing).toContainText('该页面暂未开放');
      await expect(missing).toContainText('「磁盘监控」的页面还在建设中，暂时无法使用。请先使用其他菜单。');
      const component = page.getByTestId('missing-page-component');
      await expect(component).toHaveText('页面组件：modules/monitor/DiskMonitoring');
      await expect(component).toHaveCSS('font-size', '12px');
      await expect(page.getByText(/Cannot find module|MODULE_NOT_FOUND/)).toHaveCount(0);
      await expect(new ShellPage(page).header()).toBeVisible();
      await keepScreenshot(page, `missing-page-${viewport.width}`);
    });
  }

  test('keep the layout and the menu working', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto('/monitor/HttpTrace');
    await expect(page.getByTestId('missing-page')).toContainText('「请求追踪」', { timeout: 20_000 });
    await expect(page.locator('.ant-breadcrumb')).toContainText('请求追踪');
    await shell.openMenu('个人页', '个人中心');
    await expect(page).toHaveURL(/\/account\/center$/);
    await expect(page.getByTestId('account-centre')).toBeVisible({ timeout: 20_000 });
  });
});
