import { expect, galleryTest as test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);
const emitted = (page: Page, title: string) => page.getByTestId(`sample-value-${title}`);
const MARKET = '84b26ce0383e275beb9290f46308c6ad';

test.describe('组件示例 → 部门选择', () => {
  test.use({ widget: 'depart-picker' });
  // Pickers call the mock several times per step; on a loaded machine a scenario takes longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await expect(sample(page, '单选')).toBeVisible({ timeout: 45_000 });
  });

  test('B-DEPTSEL-01 B-DEPTSEL-02 B-DEPTSEL-04 B-DEPTSEL-05 the modal is 500 wide, searches by name on enter, and single mode keeps the newest checked node', async ({ page }) => {
    await sample(page, '单选').getByRole('button', { name: /选\s*择/ }).click();
    const dialog = page.getByRole('dialog', { name: '选择部门' });
    const footer = dialog.locator('.ant-modal-footer');
    await expect(footer.getByRole('button', { name: /确\s*认/ })).toBeVisible();
    await expect(footer.getByRole('button', { name: /关\s*闭/ })).toBeVisible();
    await expect.poll(() => page.locator('.ant-modal').evaluate((modal: HTMLElement) => modal.offsetWidth)).toBe(500);
    await expect(dialog.getByText('包含已停用部门/项目')).toHaveCount(0);
    const tree = dialog.getByTestId('depart-tree');
    await tree.getByText('市场部').click();
    await tree.getByText('人力资源部').click();
    await expect(tree.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
    await keepScreenshot(page, 'gallery-depart-picker-modal-1440');

    const search = dialog.getByPlaceholder('请输入部门名称按回车进行搜索');
    await search.fill('研发');
    await search.press('Enter');
    await expect(tree.locator('.ant-tree-title')).toHaveText(['研发部', '研发经理', '研发部']);
    await search.fill('没有这个部门');
    await search.press('Enter');
    await expect(page.locator('.ant-message-warning')).toContainText('未查询匹配数据！');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog).toBeHidden();
    await expect(emitted(page, '单选')).toHaveText(/^"[0-9a-f]{32}"$/);
    await expect(sample(page, '单选').getByRole('textbox')).toHaveValue('人力资源部');
  });

  test('B-DEPTSEL-03 B-DEPTSEL-13 a stored value is echoed by name; 包含已停用部门/项目 adds disabled projects, which stay leaves', async ({ page }) => {
    await expect(sample(page, '多选回显').getByRole('textbox')).toHaveValue('市场部,财务部');
    await sample(page, '项目为叶子').getByRole('button', { name: /选\s*择/ }).click();
    const dialog = page.getByRole('dialog', { name: '选择部门' });
    const tree = dialog.getByTestId('depart-tree');
    await expect(tree.getByText('移动客服外包项目')).toBeVisible();
    await expect(tree.getByText('联通营业厅驻店项目')).toHaveCount(0);
    await dialog.getByText('包含已停用部门/项目').click();
    await expect(tree.getByText('联通营业厅驻店项目')).toBeVisible();
    await tree.getByText('移动客服外包项目').click();
    await tree.getByText('联通营业厅驻店项目').click();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(emitted(page, '项目为叶子')).toHaveText(/^"[0-9a-f]{32},[0-9a-f]{32}"$/);
    await expect(sample(page, '项目为叶子').getByRole('textbox')).toHaveValue('移动客服外包项目,联通营业厅驻店项目');
  });

  test('B-DEPTSEL-12 a required department select without a choice is marked as an error with no message; the clear icon empties it', async ({ page }) => {
    const required = sample(page, '表单必填');
    await required.getByRole('button', { name: /提\s*交/ }).click();
    await expect(required.locator('.ant-form-item-has-error')).toHaveCount(1);
    await expect(required.locator('.ant-form-item-explain-error')).toHaveText('');
    await sample(page, '多选回显').getByLabel('清除').click();
    await expect(emitted(page, '多选回显')).toHaveText('（尚未输出）');
    await expect(emitted(page, '多选回显')).not.toContainText(MARKET);
  });
});
