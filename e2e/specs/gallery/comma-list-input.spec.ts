import { expect, galleryTest as test } from '../../fixtures';

test.describe('组件示例 → 逗号列表输入', () => {
  test.use({ widget: 'comma-list-input' });
  test.describe.configure({ timeout: 60_000 });

  test('typed values split on commas, full-width commas and spaces come out comma-joined without duplicates', async ({ page }) => {
    const input = page.getByRole('textbox', { name: '多个账号' });
    await input.fill(' 张三，李四 王五,张三 ', { timeout: 40_000 });
    await expect(page.getByTestId('sample-value-多个账号')).toHaveText('"张三,李四,王五"');
    await input.blur();
    await expect(input).toHaveValue('张三,李四,王五');
  });
});
