import { expect, galleryTest as test } from '../../fixtures';

test.describe('组件示例 → 可全屏弹窗', () => {
  test.use({ widget: 'fullscreen-modal' });
  test.describe.configure({ timeout: 60_000 });

  test('B-LAYOUT-04 B-LAYOUT-05 the body is at most 70vh; the toggle fills the screen and back', async ({ page }) => {
    await page.getByRole('button', { name: '打开弹窗' }).click({ timeout: 40_000 });
    const dialog = page.getByRole('dialog', { name: '通知详情' });
    await expect(dialog).toBeVisible();
    const body = dialog.locator('.ant-modal-body');
    await expect.poll(() => body.evaluate((element: HTMLElement) => element.offsetHeight)).toBeLessThanOrEqual(Math.round(900 * 0.7));
    await expect(body).toHaveCSS('max-height', '630px');
    await dialog.getByRole('button', { name: '全屏' }).click();
    await expect.poll(() => page.locator('.ant-modal').last().evaluate((modal: HTMLElement) => modal.offsetWidth)).toBe(1440);
    await dialog.getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(() => page.locator('.ant-modal').last().evaluate((modal: HTMLElement) => modal.offsetWidth)).toBe(800);
  });
});
