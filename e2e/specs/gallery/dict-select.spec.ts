import { expect, galleryTest as test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { chooseOption, settledOption } from '../../pages/select-dropdown';

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);
const emitted = (page: Page, title: string) => page.getByTestId(`sample-value-${title}`);

test.describe('组件示例 → 字典选择', () => {
  test.use({ widget: 'dict-select' });
  // Pickers call the mock several times per step; on a loaded machine a scenario takes longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await expect(sample(page, '下拉选择')).toBeVisible({ timeout: 45_000 });
  });

  test('A-DICT-05 dictionary select, radio buttons, checkboxes and a table dictionary emit the item values', async ({ page }) => {
    await chooseOption(page, sample(page, '下拉选择').getByRole('combobox'), '女');
    await expect(emitted(page, '下拉选择')).toHaveText('"2"');

    await expect(sample(page, '单选按钮').getByRole('radio', { name: '中' })).toBeChecked();
    await sample(page, '单选按钮').getByText('高', { exact: true }).click();
    await expect(emitted(page, '单选按钮')).toHaveText('"H"');

    await expect(sample(page, '多选框').getByRole('checkbox', { name: '劳务派遣' })).toBeChecked();
    await sample(page, '多选框').getByText('业务外包').click();
    await expect(emitted(page, '多选框')).toHaveText('"1,2,3"');

    await chooseOption(page, sample(page, '表字典下拉').getByRole('combobox'), '总经理');
    await expect(emitted(page, '表字典下拉')).toHaveText('"gm"');
    await keepScreenshot(page, 'gallery-dict-select-1440', { fullPage: true });
  });

  test('A-DICT-07 A-DICT-09 A-DICT-17 async search-select echoes its stored value, searches by keyword and warns a failed search', async ({ page }) => {
    const search = sample(page, '异步搜索');
    await expect(search.locator('.ant-select')).toContainText('管理员');
    await search.getByRole('combobox').click();
    await search.getByRole('combobox').fill('张');
    await (await settledOption(page, '张三')).click();
    await expect(emitted(page, '异步搜索')).toHaveText('"zhangsan"');

    const failing = sample(page, '搜索失败');
    await failing.getByRole('combobox').click();
    await failing.getByRole('combobox').fill('a');
    // other samples on the page may warn too (the tree select with a bad condition): find this one by its text
    await expect(page.locator('.ant-message-warning').filter({ hasText: '操作失败，表不存在：sys_nosuch' })).toBeVisible();
  });

  test('A-DICT-11 A-DICT-21 A-DICT-23 B-TREE-02 B-TREE-05 trees echo stored keys, load children by parent, and show load failures', async ({ page }) => {
    await expect(page.locator('.ant-message-error')).toContainText('加载分类字典树参数有误.[code]!');
    await sample(page, '分类加载失败').locator('.ant-select').click();
    await expect(page.locator('.ant-select-dropdown').filter({ hasText: '加载分类字典树参数有误.[code]!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await sample(page, '条件有误').locator('.ant-select').click();
    await expect(page.locator('.ant-select-dropdown').filter({ hasText: '组件JTreeSelect-condition传值有误，需要一个json字符串!' })).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(sample(page, '字典树').locator('.ant-select')).toContainText('市场部');
    const category = sample(page, '分类字典树');
    await expect(category.locator('.ant-select')).toContainText('上衣');
    await category.locator('.ant-select').click();
    const popup = page.locator('.ant-select-dropdown').filter({ hasText: '裤子' });
    await expect(popup.getByText('裤子')).toBeVisible();
    await expect.poll(() => popup.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('400px');
    await popup.locator('.ant-select-tree-treenode', { hasText: '上衣' }).locator('.ant-select-tree-switcher').click();
    await expect(popup.getByText('秋衣')).toBeVisible();
    await popup.getByText('裤子').click();
    await expect(emitted(page, '分类字典树')).toHaveText(/^"076df0bfbf016025708e3ae6207733dd,[0-9a-f]{32}"$/);
  });
});
