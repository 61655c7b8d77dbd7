import { expect, galleryTest as test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);
const valueOf = (page: Page, title: string) => page.getByTestId(`sample-value-${title}`);

test.describe('组件示例 → 省市区选择', () => {
  test.use({ widget: 'area-select' });
  test.describe.configure({ timeout: 90_000 });

  test('B-AREA-03 B-AREA-04 B-AREA-05 the cascader walks province → city → district, the selects echo a stored code and choose again, an unknown type shows Bad type value', async ({ page }) => {
    const cascader = sample(page, '级联（默认）');
    await cascader.getByRole('combobox', { name: '省市区' }).click({ timeout: 40_000 });
    const menus = page.locator('.ant-cascader-menu');
    await menus.nth(0).getByText('广东省', { exact: true }).click();
    await menus.nth(1).getByText('广州市', { exact: true }).click();
    await menus.nth(2).getByText('天河区', { exact: true }).click();
    await expect(valueOf(page, '级联（默认）')).toContainText('"code": "440106"');
    await expect(valueOf(page, '级联（默认）')).toContainText('"text": "广东省/广州市/天河区"');
    await expect(cascader).toContainText('广东省 / 广州市 / 天河区');

    const selects = sample(page, '下拉框（回显440106）');
    await expect(selects.getByRole('combobox', { name: '省' }).locator('..').locator('..')).toContainText('广东省');
    await expect(selects).toContainText('广州市');
    await expect(selects).toContainText('天河区');
    await selects.getByRole('combobox', { name: '区' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('越秀区', { exact: true }).click();
    await expect(valueOf(page, '下拉框（回显440106）')).toContainText('"code": "440104"');

    await expect(sample(page, '未知类型')).toContainText('Bad type value');
    await keepScreenshot(page, 'gallery-area-select-1440');
  });

  test('at 375px the selectors fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(sample(page, '下拉框（回显440106）')).toContainText('天河区', { timeout: 40_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'gallery-area-select-375');
  });
});
