import { expect, galleryTest as test } from '../../fixtures';

test.describe('组件示例 → 开关', () => {
  test.use({ widget: 'yn-switch' });
  test.describe.configure({ timeout: 60_000 });

  test('an empty Y/N switch emits N, checking it emits Y; a 1/0 switch starts checked on 1 and emits 0', async ({ page }) => {
    const yn = page.getByRole('switch', { name: '是否启用' });
    await expect(yn).toBeVisible({ timeout: 40_000 });
    await expect(page.getByTestId('sample-value-默认Y/N（初始为空）')).toHaveText('"N"');
    await expect(yn).not.toBeChecked();
    await yn.click();
    await expect(page.getByTestId('sample-value-默认Y/N（初始为空）')).toHaveText('"Y"');
    const digits = page.getByRole('switch', { name: '是否有效' });
    await expect(digits).toBeChecked();
    await digits.click();
    await expect(page.getByTestId('sample-value-自定义选项1/0')).toHaveText('"0"');
  });
});
