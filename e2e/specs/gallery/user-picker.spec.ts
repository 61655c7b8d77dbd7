import { expect, galleryTest as test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);
const emitted = (page: Page, title: string) => page.getByTestId(`sample-value-${title}`);

test.describe('组件示例 → 用户选择', () => {
  test.use({ widget: 'user-picker' });
  // Pickers call the mock several times per step; on a loaded machine a scenario takes longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test('B-PICK-01 B-PICK-02 B-PICK-03 B-PICK-04 B-PICK-05 B-PICK-11 the modal is 1250 wide with the department tree and the account search; usernames are stored, realnames shown, the clear icon empties it', async ({ page }) => {
    const stored = sample(page, '存账号');
    await expect(stored.getByRole('textbox')).toHaveValue('管理员,张三', { timeout: 45_000 });
    await stored.getByRole('button', { name: '选择用户' }).click();
    const dialog = page.getByRole('dialog', { name: '选择用户' });
    await expect.poll(() => page.locator('.ant-modal').evaluate((modal: HTMLElement) => modal.offsetWidth)).toBe(1250);
    await expect(dialog.getByTestId('user-picker-count')).toHaveText('已选择 2 人');
    await expect(dialog.getByTestId('user-picker-departs').getByText('北京国炬软件')).toBeVisible();
    await dialog.getByTestId('user-picker-departs').getByText('北京卓尔互动').click();
    await expect(dialog.locator('.ant-table-row')).not.toContainText(['管理员']);
    await dialog.getByRole('button', { name: /重\s*置/ }).click();
    await dialog.getByLabel('账号').fill('jeecg');
    await dialog.getByLabel('账号').press('Enter');
    await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
    await dialog.locator('.ant-table-row', { hasText: 'jeecg' }).getByRole('checkbox').check();
    await expect(dialog.getByTestId('user-picker-count')).toHaveText('已选择 3 人');
    await keepScreenshot(page, 'gallery-user-picker-modal-1440');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog).toBeHidden();
    await expect(emitted(page, '存账号')).toHaveText('"admin,zhangsan,jeecg"');
    await expect(stored.getByRole('textbox')).toHaveValue('管理员,张三,jeecg');
    await stored.getByLabel('清除').click();
    await expect(emitted(page, '存账号')).toHaveText('（尚未输出）');
  });

  test('B-PICK-14 under 500px the user table scrolls horizontally inside the modal; the single picker stores one id', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await sample(page, '存ID').getByRole('button', { name: '选择用户' }).click({ timeout: 45_000 });
    const dialog = page.getByRole('dialog', { name: '选择用户' });
    await expect(dialog.locator('.ant-table-row').first()).toBeVisible();
    const body = dialog.locator('.ant-table-content, .ant-table-body').first();
    await expect.poll(() => body.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'gallery-user-picker-modal-375');
    await dialog.getByLabel('账号').fill('admin');
    await dialog.getByLabel('账号').press('Enter');
    await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
    await dialog.locator('.ant-table-row', { hasText: 'admin' }).getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(emitted(page, '存ID')).toHaveText('"e9ca23d68d884d4ebb19d07889727dae"');
  });

  test('the single picker (单选) chooses by radio: a second choice replaces the first and one username is stored, realname shown', async ({ page }) => {
    const single = sample(page, '单选');
    await single.getByRole('button', { name: '选择用户' }).click({ timeout: 45_000 });
    const dialog = page.getByRole('dialog', { name: '选择用户' });
    await expect(dialog.locator('.ant-table-row').first()).toBeVisible();
    await expect(dialog.locator('.ant-table').getByRole('checkbox')).toHaveCount(0);
    await expect(dialog.getByTestId('user-picker-count')).toHaveText('已选择 0 人');
    await dialog.getByLabel('账号').fill('jeecg');
    await dialog.getByLabel('账号').press('Enter');
    await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
    await dialog.locator('.ant-table-row', { hasText: 'jeecg' }).getByRole('radio').check();
    await expect(dialog.getByTestId('user-picker-count')).toHaveText('已选择 1 人');
    await dialog.getByLabel('账号').fill('zhangsan');
    await dialog.getByLabel('账号').press('Enter');
    await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
    await dialog.locator('.ant-table-row', { hasText: 'zhangsan' }).getByRole('radio').check();
    await expect(dialog.getByTestId('user-picker-count')).toHaveText('已选择 1 人');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog).toBeHidden();
    await expect(emitted(page, '单选')).toHaveText('"zhangsan"');
    await expect(single.getByRole('textbox')).toHaveValue('张三');
  });
});
