import { expect, galleryTest as test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';

const firstRowCells = (page: import('@playwright/test').Page, title: string) =>
  page.getByTestId(`sample-${title}`).locator('.ant-descriptions-row').first().locator('.ant-descriptions-item-label');

test.describe('组件示例 → 详情列表', () => {
  test.use({ widget: 'detail-list' });
  test.describe.configure({ timeout: 60_000 });

  test('B-LAYOUT-02 three columns by default; 1 to 4 columns on choice', async ({ page }) => {
    await expect(page.getByText('合同信息')).toBeVisible({ timeout: 40_000 });
    await expect(firstRowCells(page, '默认三列')).toHaveCount(3);
    await expect(firstRowCells(page, '列数可选')).toHaveCount(4);
    await page.getByTestId('sample-列数可选').getByText('2列').click();
    await expect(firstRowCells(page, '列数可选')).toHaveCount(2);
    await keepScreenshot(page, 'gallery-detail-list-1440');
  });
});
