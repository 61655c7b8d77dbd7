import { expect, galleryTest as test } from '../../fixtures';

test.describe('组件示例 → 输入提示框', () => {
  test.use({ widget: 'prompt-dialog' });
  test.describe.configure({ timeout: 60_000 });

  test('B-PROMPT-01 B-PROMPT-02 one input checked against the caller rules before OK', async ({ page }) => {
    await page.getByRole('button', { name: '输入名称' }).click({ timeout: 40_000 });
    const dialog = page.getByRole('dialog', { name: '请输入保存的名称' });
    await expect(dialog.getByRole('textbox')).toHaveCount(1);
    const ok = dialog.getByRole('button', { name: /确\s*定|OK/ });
    await ok.click();
    await expect(dialog.getByText('保存名称不能为空')).toBeVisible();
    await dialog.getByRole('textbox', { name: '名称' }).fill('一二三四五六七八九十十一');
    await ok.click();
    await expect(dialog.getByText('名称最多10个字')).toBeVisible();
    await dialog.getByRole('textbox', { name: '名称' }).fill('月度查询');
    await ok.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sample-value-保存名称')).toHaveText('"月度查询"');
  });
});
