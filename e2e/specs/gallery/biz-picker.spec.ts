import { expect, galleryTest as test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { chooseOption } from '../../pages/select-dropdown';

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);
const emitted = (page: Page, title: string) => page.getByTestId(`sample-value-${title}`);
const modalWidth = (page: Page) => page.locator('.ant-modal').evaluate((modal: HTMLElement) => modal.offsetWidth);

test.describe('组件示例 → 业务实体选择', () => {
  test.use({ widget: 'biz-picker' });
  // Pickers call the mock several times per step; on a loaded machine a scenario takes longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await expect(sample(page, '业务实体多选')).toBeVisible({ timeout: 45_000 });
  });

  test('B-PICK-18 B-PICK-19 B-PICK-20 B-PICK-21 B-PICK-23 B-PICK-26 select-biz: 1200 wide, query form with 展开/收起, side table 已选用户 with 删除, echo by valueKey', async ({ page }) => {
    const field = sample(page, '业务实体多选');
    await expect(field.locator('.ant-select')).toContainText('管理员');
    await field.getByRole('button', { name: /选\s*择/ }).click();
    const dialog = page.getByRole('dialog', { name: '选择用户' });
    await expect.poll(() => modalWidth(page)).toBe(1200);
    await expect(dialog.getByText('已选用户')).toBeVisible();
    const chosen = dialog.getByTestId('biz-picker-chosen');
    await expect(chosen.locator('.ant-table-row')).toHaveCount(1);
    await expect(dialog.getByLabel('手机号码')).toBeHidden();
    await dialog.getByRole('button', { name: '展开' }).click();
    await expect(dialog.getByLabel('手机号码')).toBeVisible();
    await chooseOption(page, dialog.getByRole('combobox', { name: '性别' }), '女');
    await dialog.getByRole('button', { name: '收起' }).click();
    await dialog.getByRole('button', { name: /查\s*询/ }).click();
    await expect(dialog.locator('.ant-table-row').first()).toContainText('女');
    await dialog.getByRole('button', { name: /重\s*置/ }).click();
    await dialog.getByLabel('账号').fill('zhang');
    await dialog.getByRole('button', { name: /查\s*询/ }).click();
    await dialog.locator('.ant-table-row', { hasText: 'zhangsan' }).getByRole('checkbox').first().check();
    await expect(chosen.locator('.ant-table-row')).toHaveCount(2);
    await chosen.locator('.ant-table-row', { hasText: '管理员' }).getByText('删除').click();
    await expect(chosen.locator('.ant-table-row')).toHaveCount(1);
    await keepScreenshot(page, 'gallery-biz-picker-modal-1440');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(emitted(page, '业务实体多选')).toHaveText('"zhangsan"');
  });

  test('B-PICK-15 B-PICK-16 B-PICK-29 B-PICK-30 B-PICK-31 role and position pickers: 900 wide, page size 5 with quick jumper, table height 240; the position returns id and code', async ({ page }) => {
    await sample(page, '角色').getByRole('button', { name: /选\s*择/ }).click();
    const roles = page.getByRole('dialog', { name: '选择角色' });
    await expect.poll(() => modalWidth(page)).toBe(900);
    await expect(roles.getByRole('columnheader', { name: '角色编码' })).toBeVisible();
    await expect(roles.locator('.ant-table-row')).toHaveCount(5);
    await expect(roles.locator('.ant-pagination-options-quick-jumper')).toBeVisible();
    await expect.poll(() => roles.locator('.ant-table-body').first().evaluate((element) => getComputedStyle(element).maxHeight)).toBe('240px');
    await roles.locator('.ant-table-row').nth(0).getByRole('checkbox').check();
    await roles.locator('.ant-table-row').nth(1).getByRole('checkbox').check();
    await roles.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(emitted(page, '角色')).toHaveText(/^"[0-9a-z]+,[0-9a-z]+"$/);

    const position = sample(page, '职务');
    await expect(position.locator('.ant-select')).toContainText('总经理');
    await position.getByRole('button', { name: /选\s*择/ }).click();
    const positions = page.getByRole('dialog', { name: '选择职务' });
    await expect(positions.getByRole('columnheader', { name: '职级' })).toBeVisible();
    await positions.getByLabel('职务名称').fill('项目经理');
    await positions.getByRole('button', { name: /查\s*询/ }).click();
    const manager = positions.locator('.ant-table-row', { hasText: 'project_manager' });
    await expect(manager).toContainText('副高级');
    await manager.getByRole('radio').check();
    await positions.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(emitted(page, '职务')).toContainText('"value": "project_manager"');
    await expect(emitted(page, '职务')).toContainText('"code": "project_manager"');
    await expect(emitted(page, '职务')).toContainText(/"id": "[0-9a-f]{32}"/);
  });
});
