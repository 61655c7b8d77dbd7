import { expect, test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { forceAnswer } from '../../pages/mock-api';
import { signIn } from '../../pages/session';

const valueOf = (page: Page, title: string) => page.getByTestId(`sample-value-${title}`);
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

test.describe('组件示例 → 地图选点', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'admin');
  });

  test('B-MAP-01 B-MAP-02 B-MAP-03 B-MAP-06 B-MAP-09 B-MAP-10 B-MAP-12 the offline map: OK without a place warns, search and choose, click to choose, lookup failures show their messages', async ({ page, request }) => {
    await page.goto('/examples/widgets?widget=map-picker');
    await page.getByTestId('sample-选择地点').getByRole('button', { name: /选\s*择/ }).click({ timeout: 40_000 });
    const dialog = page.getByRole('dialog', { name: '选择地点' });
    const map = dialog.getByRole('application', { name: '地图' });
    await expect(map).toHaveAttribute('data-zoom', '10');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(toast(page, '尚未选择有效地点！')).toBeVisible();

    await dialog.getByRole('searchbox', { name: '搜索地点' }).fill('天河');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    await dialog.getByRole('button', { name: '广东省广州市天河区' }).click();
    const current = dialog.getByTestId('map-current');
    await expect(current).toContainText('广东省广州市天河区');
    await expect(current).toContainText(/经度\s*1\d\d\.\d{6}/);
    await expect(map).toHaveAttribute('data-zoom', '12');
    await keepScreenshot(page, 'gallery-map-picker-1440');

    await forceAnswer(request, { path: '/mock/geo/regeo', message: '未知区域！' });
    await map.click({ position: { x: 40, y: 40 } });
    await expect(toast(page, '未知区域！')).toBeVisible();
    await expect(current).toContainText('当前地址—');
    await forceAnswer(request, { path: '/mock/geo/regeo', empty: true });
    await map.click({ position: { x: 60, y: 60 } });
    await expect(toast(page, '根据经纬度查询地址失败')).toBeVisible();

    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(current).toContainText('广东省');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();
    await expect(valueOf(page, '选择地点')).toContainText('"address": "广东省"');
    await expect(valueOf(page, '选择地点')).toContainText('"adcode": "440000"');
  });

  test('B-MAP-08 a stored value echoes under its address key; at 375px the modal fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/examples/widgets?widget=map-picker');
    const field = page.getByTestId('sample-回显（地址键location）').getByRole('textbox', { name: '地点' });
    await expect(field).toHaveValue('广东省', { timeout: 40_000 });
    await page.getByTestId('sample-回显（地址键location）').getByRole('button', { name: /选\s*择/ }).click();
    const dialog = page.getByRole('dialog', { name: '选择地点' });
    await expect(dialog.getByTestId('map-current')).toContainText('广东省');
    await expect(dialog.getByRole('application', { name: '地图' })).toHaveAttribute('data-zoom', '12');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'gallery-map-picker-375');
  });
});
