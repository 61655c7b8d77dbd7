import { expect, galleryTest as test } from '../../fixtures';

test.describe('组件示例 → 含全部项的多选', () => {
  test.use({ widget: 'all-key-select' });
  test.describe.configure({ timeout: 60_000 });

  test('empty emits the all-key; another choice drops it; choosing 全部 last leaves only it', async ({ page }) => {
    const value = page.getByTestId('sample-value-部门（含全部）');
    await expect(value).toHaveText('"all"', { timeout: 40_000 });
    const select = page.getByRole('combobox', { name: '部门' });
    await select.click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await dropdown.getByText('研发部', { exact: true }).click();
    await expect(value).toHaveText('"A01"');
    await dropdown.getByText('财务部', { exact: true }).click();
    await expect(value).toHaveText('"A01,A02"');
    await dropdown.getByText('全部', { exact: true }).click();
    await expect(value).toHaveText('"all"');
  });
});
