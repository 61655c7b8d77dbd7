import { expect, galleryTest as test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';

test.describe('组件示例 → 页头布局', () => {
  test.use({ widget: 'page-header' });
  test.describe.configure({ timeout: 60_000 });

  test('B-LAYOUT-03 title, logo, avatar, description, links, search and tabs; search and tab choice are emitted', async ({ page }) => {
    const header = page.getByTestId('page-header');
    await expect(header.getByRole('heading', { name: '项目详情' })).toBeVisible({ timeout: 40_000 });
    await expect(header.getByRole('img', { name: 'logo' })).toBeVisible();
    await expect(header.getByRole('img', { name: '头像' })).toBeVisible();
    await expect(header).toContainText('华东区外包项目');
    await expect(header.getByRole('list', { name: '链接' }).getByRole('listitem')).toHaveCount(3);
    await header.getByRole('searchbox', { name: '搜索' }).or(header.getByRole('textbox', { name: '搜索' })).fill('合同');
    await header.getByRole('button', { name: /搜\s*索/ }).click();
    await header.getByRole('tab', { name: '人员' }).click();
    await expect(page.getByTestId('sample-value-完整页头')).toContainText('"tab": "staff"');
    await expect(page.getByTestId('sample-value-完整页头')).toContainText('"search": "合同"');
    await keepScreenshot(page, 'gallery-page-header-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'gallery-page-header-375');
  });
});
