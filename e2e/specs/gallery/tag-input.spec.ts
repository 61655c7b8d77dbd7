import { expect, galleryTest as test } from '../../fixtures';

test.describe('组件示例 → 标签输入', () => {
  test.use({ widget: 'tag-input' });
  test.describe.configure({ timeout: 60_000 });

  test('B-LIST-28 typed characters are grouped by 2 with semicolons, also when typing in the middle', async ({ page }) => {
    const input = page.getByRole('textbox', { name: '标签' });
    const emitted = page.getByTestId('sample-value-标签');
    await input.click({ timeout: 40_000 });

    await input.pressSequentially('abcde');
    await expect(input).toHaveValue('ab;cd;e');
    await expect(emitted).toHaveText('"ab;cd;e"');
    await expect(page.getByTestId('tag-list').locator('.ant-tag')).toHaveText(['ab', 'cd', 'e']);

    // A character typed after the first one regroups everything behind it, and the caret stays after it.
    await input.press('Home');
    await input.press('ArrowRight');
    await input.pressSequentially('XY');
    await expect(input).toHaveValue('aX;Yb;cd;e');
    await expect(emitted).toHaveText('"aX;Yb;cd;e"');

    // Pasted text with its own semicolons is regrouped as well.
    await input.fill('张三;李四王五;赵');
    await expect(input).toHaveValue('张三;李四;王五;赵');
  });
});
