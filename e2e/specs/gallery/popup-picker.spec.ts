import { expect, test, type APIRequestContext, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { forceAnswer } from '../../pages/mock-api';
import { pickAccount } from '../../pages/popup-report';
import { apiCall, signIn, type SignedInUser } from '../../pages/session';

const sample = (page: Page, title: string) => page.getByTestId(`sample-${title}`);
const emitted = (page: Page, title: string) => page.getByTestId(`sample-value-${title}`);

test.describe('组件示例 → Popup报表选择', () => {
  // The popup calls the mock three times before its table shows; on a loaded machine a scenario takes longer.
  test.describe.configure({ timeout: 90_000 });

  let admin: SignedInUser;
  /** The user report's id: its query info and data are fetched by id, not by code. */
  const userReportId = async (request: APIRequestContext) =>
    (await apiCall<{ cgRpConfigId: string }>(request, admin.token, 'GET', '/online/cgreport/api/getRpColumns/report_user')).result.cgRpConfigId;

  test.beforeEach(async ({ page, request }) => {
    admin = await signIn(page, request, 'admin');
    await page.goto('/examples/widgets?widget=popup-picker');
    await expect(sample(page, '弹窗多选')).toBeVisible({ timeout: 45_000 });
  });

  test('B-POPUP-01 B-POPUP-02 B-POPUP-03 B-POPUP-04 B-POPUP-05 the dialog is 1200 wide with search form, sortable table, count with 清空 and 刷新; confirm emits rows and keys', async ({ page }) => {
    const before = await emitted(page, '弹窗多选').textContent();
    await sample(page, '弹窗多选').getByRole('button', { name: '打开用户选择报表' }).click();
    const dialog = page.getByRole('dialog', { name: '用户选择' });
    await expect.poll(() => page.locator('.ant-modal').evaluate((modal: HTMLElement) => modal.offsetWidth)).toBe(1200);
    await expect(dialog.locator('.ant-table-row')).toHaveCount(10);
    // 取消 closes the dialog and emits nothing, whatever was ticked.
    await dialog.locator('.ant-table-row').first().getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();
    await expect(emitted(page, '弹窗多选')).toHaveText(before ?? '');
    await sample(page, '弹窗多选').getByRole('button', { name: '打开用户选择报表' }).click();
    await expect(dialog.locator('.ant-table-row')).toHaveCount(10);
    await expect(dialog.getByTestId('popup-selected')).toContainText('已选择 0 项');
    await dialog.getByLabel('账号').fill('zhangsan');
    await dialog.getByRole('button', { name: /查\s*询/ }).click();
    await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
    await dialog.locator('.ant-table-row').first().getByRole('checkbox').check();
    await expect(dialog.getByTestId('popup-selected')).toContainText('已选择 1 项');
    await dialog.getByText('清空').click();
    await expect(dialog.getByTestId('popup-selected')).toContainText('已选择 0 项');
    await dialog.getByRole('button', { name: /重\s*置/ }).click();
    await dialog.getByRole('columnheader', { name: '性别' }).click();
    await expect(dialog.locator('.ant-table-row').first()).toContainText('男');
    await dialog.locator('.ant-table-row').nth(0).getByRole('checkbox').check();
    await dialog.locator('.ant-table-row').nth(1).getByRole('checkbox').check();
    await dialog.getByText('刷新').click();
    await expect(dialog.getByTestId('popup-selected')).toContainText('已选择 2 项');
    await keepScreenshot(page, 'gallery-popup-picker-modal-1440');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(emitted(page, '弹窗多选')).toContainText('"count": 2');
    await expect(emitted(page, '弹窗多选')).toContainText(/"keys": "[0-9a-f]{32},[0-9a-f]{32}"/);
  });

  test('B-POPUP-20 the popup field warns 请选择一条记录 when confirmed empty, then maps the chosen row to its fields', async ({ page }) => {
    await sample(page, 'Popup字段').getByRole('textbox').click();
    const dialog = page.getByRole('dialog', { name: '用户选择' });
    await expect(dialog.locator('.ant-table-row')).toHaveCount(10);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.locator('.ant-message-warning')).toContainText('请选择一条记录');
    await expect(dialog).toBeVisible();
    await pickAccount(dialog, 'zhangsan');
    await expect(emitted(page, 'Popup字段')).toContainText('"value": "张三"');
    await expect(emitted(page, 'Popup字段')).toContainText('"account": "zhangsan"');
    await expect(sample(page, 'Popup字段').getByRole('textbox')).toHaveValue('张三');
  });

  test('B-POPUP-19 B-POPUP-22 B-POPUP-23 a misconfigured field says so; a report that cannot load shows 出错了 with the server message, closed by OK', async ({ page }) => {
    await sample(page, '配置有误').getByRole('textbox').click();
    await expect(page.locator('.ant-message-error')).toContainText('popup参数未正确配置,原始值和目标值数量不一致!');
    await sample(page, '初始化失败').getByRole('button', { name: '打开不存在的报表' }).click();
    const failure = page.locator('.ant-modal-confirm');
    await expect(failure).toContainText('出错了');
    await expect(failure).toContainText('Popup初始化失败，请检查你的配置或稍后重试！实体不存在');
    await failure.getByRole('button').click();
    await expect(failure).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('B-POPUP-24 a query info failure warns with the server message; the table still loads', async ({ page, request }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await forceAnswer(request, { path: `/online/cgreport/api/getQueryInfo/${await userReportId(request)}`, message: '查询条件加载失败（模拟）' });
    await sample(page, '弹窗多选').getByRole('button', { name: '打开用户选择报表' }).click();
    await expect(page.locator('.ant-message-warning')).toContainText('查询条件加载失败（模拟）');
    const dialog = page.getByRole('dialog', { name: '用户选择' });
    await expect(dialog.locator('.ant-table-row')).toHaveCount(10);
    expect(errors).toEqual([]);
  });

  test('a getData failure shows the server message in place of the rows; nothing throws', async ({ page, request }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await forceAnswer(request, { path: `/online/cgreport/api/getData/${await userReportId(request)}`, message: '报表数据查询失败（模拟）' });
    await sample(page, '弹窗多选').getByRole('button', { name: '打开用户选择报表' }).click();
    const dialog = page.getByRole('dialog', { name: '用户选择' });
    await expect(dialog.locator('.ant-table-placeholder')).toContainText('报表数据查询失败（模拟）');
    await expect(dialog.locator('.ant-table-row')).toHaveCount(0);
    await dialog.getByText('刷新').click();
    await expect(dialog.locator('.ant-table-row')).toHaveCount(10);
    expect(errors).toEqual([]);
  });
});
