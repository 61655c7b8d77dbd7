import { expect, galleryTest as test } from '../../fixtures';

test.describe('组件示例 → 滑块验证', () => {
  test.use({ widget: 'slider-verify' });
  test.describe.configure({ timeout: 60_000 });

  test('B-SLIDER-01 B-SLIDER-02 an early release returns the handle; a drag across reads 验证通过, emits success and locks', async ({ page }) => {
    const slider = page.getByTestId('slider-verify');
    await expect(slider).toContainText('拖动滑块验证', { timeout: 40_000 });
    const handle = slider.getByRole('slider');
    const track = (await slider.boundingBox())!;
    const start = (await handle.boundingBox())!;
    const y = start.y + start.height / 2;

    await page.mouse.move(start.x + 5, y);
    await page.mouse.down();
    await page.mouse.move(start.x + track.width / 2, y, { steps: 5 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute('data-phase', 'idle');
    await expect(slider).toContainText('拖动滑块验证');
    await expect(page.getByTestId('sample-value-滑块验证')).toContainText('"verified": false');
    // The handle slides back (a .2 s transition) to where it started.
    await expect.poll(async () => Math.round((await handle.boundingBox())!.x)).toBe(Math.round(start.x));

    await page.mouse.move(start.x + 5, y);
    await page.mouse.down();
    await page.mouse.move(start.x + track.width + 20, y, { steps: 8 });
    await page.mouse.up();
    await expect(slider).toContainText('验证通过');
    await expect(page.getByTestId('sample-value-滑块验证')).toContainText('"verified": true');
    const end = (await handle.boundingBox())!;
    await page.mouse.move(end.x + 5, y);
    await page.mouse.down();
    await page.mouse.move(start.x, y, { steps: 4 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute('data-phase', 'verified');
  });
});
