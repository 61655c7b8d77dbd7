import { expect as baseExpect, type Page, screenTest as test, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport, workbookFile } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { clearActiveQuery } from '../../pages/query-builder';
import { settledOption, settledTreeNode } from '../../pages/select-dropdown';
import { apiCall, type SignedInUser } from '../../pages/session';
import { settledModal } from '../../pages/settled-modal';

interface Position {
  id: string;
  code: string;
  name: string;
  rank: string | null;
  rank_dictText?: string;
}
interface Page_<T> {
  records: T[];
  total: number;
}

// The shared 2-core machine runs six engineers' builds: a lazily loaded screen can take many seconds to paint.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function positions(request: Parameters<typeof apiCall>[0], user: SignedInUser, query: string): Promise<Page_<Position>> {
  return (await apiCall<Page_<Position>>(request, user.token, 'GET', `/sys/position/list?${query}`)).result;
}

function screenOf(page: Page): ListScreen {
  return new ListScreen(page, page.getByTestId('position-list-page'));
}

// The screen's journey in three tests. Its rules live beside the code: the add form's messages and a taken code, and
// which buttons system:position:* leave, in features/positions/pages/position-list-page.test.tsx (the fields' rules
// also in model/position-resource.test.ts).
test.describe('职务管理', () => {
  let admin: SignedInUser;

  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('B-LIST-33 B-QUERY-02 B-QUERY-26 searches, pages (with the quick jumper), sorts and resets; on a phone every part is reachable and the builder fills the screen, closing after the query', async ({ page, request, admin: keptAdmin }) => {
    admin = keptAdmin;
    const all = await positions(request, admin, 'pageSize=1000');
    await visit(page, '/isystem/position');
    const list = screenOf(page);
    await test.step('B-LIST-33 the quick jumper', async () => {
      // The first open loads the shell and the screen's chunks: on the shared machine that alone took 20–30 s.
      await expect(list.rows()).toHaveCount(10, { timeout: 45_000 });
      await list.expectTotal(all.total);
      await list.root.locator('.ant-pagination-options-quick-jumper input').fill('2');
      await list.root.locator('.ant-pagination-options-quick-jumper input').press('Enter');
      await expect(list.root.locator('.ant-pagination-item-active')).toHaveText('2');
      await expect(list.root.locator('.ant-pagination-total-text')).toHaveText(`11-${Math.min(20, all.total)} 共 ${all.total} 条`);
      await keepScreenshot(page, 'positions-list-1440');
    });

    await test.step('search, reset, page, sort; the sort survives a reload', async () => {
      await list.root.getByPlaceholder('请输入职务名称').fill('客服');
      await list.search();
      const found = await positions(request, admin, `name=${encodeURIComponent('*客服*')}`);
      await list.expectTotal(found.total);
      await expect(list.rows()).toHaveCount(found.total);
      await expect(page).toHaveURL(/name=/);

      await list.reset();
      await list.expectTotal(all.total);
      await list.root.locator('.ant-pagination-item-2').click();
      await expect(page).toHaveURL(/pageNo=2/);
      await expect(list.rows().first()).toBeVisible();

      await list.root.locator('th', { hasText: '职务编码' }).click();
      // Sorting keeps the page (upstream's list keeps its pagination on a sort).
      const byCode = await positions(request, admin, 'column=code&order=asc&pageNo=2&pageSize=10');
      await expect(list.rows().first()).toContainText(byCode.records[0]?.code ?? '');
      // The address follows the table a moment later (a transition): reload only once it holds the sort.
      await expect(page).toHaveURL(/^(?=.*[?&]column=code\b)(?=.*[?&]order=asc\b)/);
      await page.reload();
      await expect(list.rows().first()).toContainText(byCode.records[0]?.code ?? '');
    });

    await test.step('B-QUERY-02 B-QUERY-26 the phone layout and the builder on a phone', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(list.rows().first()).toBeVisible();
      await keepScreenshot(page, 'positions-list-375', { fullPage: true });

      await list.root.getByTestId('super-query-button').click();
      const builder = page.getByRole('dialog', { name: '高级查询构造器' });
      await expect(builder).toBeVisible();
      // Measured once the modal's opening zoom has ended (mid-motion its box is still scaled about its centre).
      const box = await (await settledModal(page.locator('.ant-modal').filter({ has: page.getByTestId('saved-queries') }))).boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x).toBeLessThanOrEqual(1);
      expect(box?.y).toBeLessThanOrEqual(1);
      expect(box?.width).toBeGreaterThanOrEqual(374);
      await keepScreenshot(page, 'positions-query-builder-375');

      const row = builder.getByTestId('query-condition').nth(0);
      await row.locator('.ant-select').first().click();
      await (await settledTreeNode(page, '职务名称')).click();
      await row.locator('.ant-select').nth(1).click();
      await (await settledOption(page, '模糊')).click();
      await row.getByPlaceholder('请输入值').fill('客服');
      await builder.getByRole('button', { name: '查 询', exact: true }).click();
      await expect(builder).toBeHidden();
      const found = await positions(request, admin, `name=${encodeURIComponent('*客服*')}`);
      await list.expectTotal(found.total);
    });
  });

  test('B-LIST-16 B-LIST-14 B-IMPORT-02 B-IMPORT-03 adds, edits by keyboard, deletes and batch deletes; refused calls show the server\'s message; exports the filtered list as .xls and imports a good file and one with bad rows', async ({ page, request, admin: keptAdmin }) => {
    admin = keptAdmin;
    await visit(page, '/isystem/position');
    const list = screenOf(page);
    await expect(list.rows().first()).toBeVisible({ timeout: 45_000 });

    await test.step('B-LIST-16 新增: a refused code check shows the server\'s own message; then the position is added', async () => {
      // The mock never refuses a free code: the answer is replaced at the network, with words of its own.
      await page.route('**/sys/duplicate/check**', (route) => route.fulfill({ json: { success: false, code: 500, message: '职务编码已被占用（演练）', result: null, timestamp: Date.now() } }));
      await list.root.getByRole('button', { name: /新\s*增/ }).click();
      const dialog = page.getByRole('dialog', { name: '新增' });
      await dialog.getByPlaceholder('请输入职务编码').fill('e2e_forklift');
      await expect(dialog.getByText('职务编码已被占用（演练）')).toBeVisible();
      await page.unroute('**/sys/duplicate/check**');
      // Typed again, the code is checked again, now by the mock: free.
      await dialog.getByPlaceholder('请输入职务编码').fill('e2e_forklif');
      await dialog.getByPlaceholder('请输入职务编码').fill('e2e_forklift');
      await expect(dialog.getByText('职务编码已被占用（演练）')).toHaveCount(0);
      await dialog.getByPlaceholder('请输入职务名称').fill('叉车司机');
      await dialog.locator('.ant-select').click();
      await (await settledOption(page, '中级')).click();
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText('添加成功！')).toBeVisible();
      await expect(list.row('e2e_forklift')).toContainText('中级');
    });

    await test.step('编辑 by keyboard, 删除, 批量删除', async () => {
      // By keyboard, as staff without a mouse act on a record: the row link is a focusable button, Enter presses it.
      await list.row('e2e_forklift').getByRole('button', { name: '编辑' }).focus();
      await page.keyboard.press('Enter');
      const edit = page.getByRole('dialog', { name: '编辑' });
      await edit.getByPlaceholder('请输入职务名称').fill('仓储叉车司机');
      await edit.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText('修改成功!')).toBeVisible();
      await expect(list.row('e2e_forklift')).toContainText('仓储叉车司机');

      await list.row('e2e_forklift').getByText('删除').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
      await expect(list.row('e2e_forklift')).toHaveCount(0);

      const before = (await positions(request, admin, 'pageSize=1')).total;
      await list.rows().nth(0).locator('.ant-checkbox-input').check();
      await list.rows().nth(1).locator('.ant-checkbox-input').check();
      await expect(list.root.getByTestId('selection-bar')).toContainText('已选择 2 项');
      await list.root.getByRole('button', { name: /批量操作/ }).hover();
      await page.getByRole('menuitem', { name: '删除' }).click();
      await expect(page.getByText('是否删除选中数据?')).toBeVisible();
      await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: /确\s*定/ }).click();
      await list.expectTotal(before - 2);
      await expect(list.root.getByTestId('selection-bar')).toContainText('已选择 0 项');
    });

    await test.step('B-LIST-14 a refused list call shows the server\'s message as the one warning', async () => {
      await page.route('**/sys/position/list**', (route) => route.fulfill({ json: { success: false, code: 500, message: '职务列表暂不可用（演练）', result: null, timestamp: Date.now() } }));
      await list.root.getByPlaceholder('请输入职务名称').fill('客服');
      await list.search();
      const failure = list.root.getByTestId('list-failure');
      await expect(failure).toContainText('职务列表暂不可用（演练）');
      await expect(failure).toHaveClass(/ant-alert-warning/);
      // The one warning: not also the HTTP layer's error notification (decision 34).
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
      await page.unroute('**/sys/position/list**');
    });

    await test.step('导出 the filtered list', async () => {
      await list.root.getByPlaceholder('请输入职务名称').fill('专员');
      await list.search();
      const filtered = await positions(request, admin, `name=${encodeURIComponent('*专员*')}&pageSize=1000`);
      await list.expectTotal(filtered.total);
      await expect(list.root.getByTestId('list-failure')).toHaveCount(0);

      const downloading = page.waitForEvent('download');
      await list.root.getByTestId('list-export').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('职务表.xls');
      const sheet = await readExport(download, '职务编码');
      expect(sheet.header).toEqual(['职务编码', '职务名称', '职级']);
      expect(sheet.rows).toHaveLength(filtered.total);
      expect(sheet.rows.map((row) => row[0]).sort()).toEqual(filtered.records.map((row) => row.code).sort());
    });

    await test.step('B-IMPORT-02 B-IMPORT-03 导入 a good file (uploading, then closed), then one with bad rows', async () => {
      await list.reset();
      await list.root.getByTestId('list-import').click();
      const modal = page.getByRole('dialog', { name: '导入EXCEL' });
      await expect(modal.getByTestId('import-start')).toBeDisabled();
      await modal.locator('input[type="file"]').setInputFiles(await workbookFile(['职务编码', '职务名称', '职级'], [['e2e_import_a', '导入岗A', '中级'], ['e2e_import_b', '导入岗B', '员级']]));
      // The upload is held at the network until the uploading state has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/sys/position/importExcel', async (route) => {
        await held;
        await route.continue();
      });
      await modal.getByTestId('import-start').click();
      await expect(modal.getByTestId('import-start')).toHaveText(/上传中/);
      await expect(modal.getByTestId('import-start')).toHaveClass(/ant-btn-loading/);
      await expect(modal.getByTestId('import-progress')).toBeVisible();
      release();
      await expect(page.getByText('共2行数据全部导入成功！')).toBeVisible();
      await page.unroute('**/sys/position/importExcel');
      await expect(modal).toBeHidden();
      await expect(list.row('e2e_import_a')).toContainText('中级');

      await list.root.getByTestId('list-import').click();
      const again = page.getByRole('dialog', { name: '导入EXCEL' });
      await expect(again.getByText('职务导入.xlsx')).toHaveCount(0);
      await again.locator('input[type="file"]').setInputFiles(await workbookFile(['职务编码', '职务名称', '职级'], [['e2e_import_c', '导入岗C', '中级'], ['bad code!', '坏行', '中级']]));
      await again.getByTestId('import-start').click();
      const warning = page.locator('.ant-modal-confirm').filter({ hasText: '文件导入成功，但有错误。' });
      await expect(warning).toContainText('总上传行数：2，已导入行数：1，错误行数：1');
      await keepScreenshot(warning, 'positions-import-partial');
      const errorFile = page.waitForEvent('download');
      await warning.getByText('下载错误数据').click();
      const errors = await readExport(await errorFile, '行号');
      expect(errors.rows.map((row) => row[1])).toEqual(['bad code!']);
    });
  });

  test('B-QUERY-03 B-QUERY-04 B-QUERY-05 B-QUERY-06 B-QUERY-23 B-QUERY-29 an advanced query with two conditions is saved, reloaded and deleted', async ({ page, request, admin: keptAdmin }) => {
    admin = keptAdmin;
    await visit(page, '/isystem/position');
    const list = screenOf(page);
    await list.root.getByTestId('super-query-button').click();
    const builder = page.getByRole('dialog', { name: '高级查询构造器' });
    const conditions = builder.getByTestId('query-condition');
    for (const name of ['重 置', '保存查询条件', '关 闭', '查 询']) await expect(builder.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(builder.getByTestId('saved-queries')).toContainText('保存的查询');
    await expect(builder.getByTestId('saved-queries')).toContainText('没有保存任何查询');
    await expect(builder.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '过滤条件匹配' }) })).toContainText('AND（所有条件都要求匹配）');
    await expect(conditions).toHaveCount(1);
    await expect(conditions.nth(0).locator('.ant-select')).toHaveCount(2);
    await expect(conditions.nth(0).getByPlaceholder('请输入值')).toBeVisible();
    await expect(conditions.nth(0).getByRole('button', { name: '删除条件' })).toBeVisible();

    await conditions.nth(0).locator('.ant-select').first().click();
    await (await settledTreeNode(page, '职务名称')).click();
    await expect(conditions.nth(0).locator('.ant-select').first()).toContainText('职务名称');
    await conditions.nth(0).locator('.ant-select').nth(1).click();
    await (await settledOption(page, '模糊')).click();
    await conditions.nth(0).getByPlaceholder('请输入值').fill('客服');
    await conditions.nth(0).getByRole('button', { name: '新增条件' }).click();
    await conditions.nth(1).locator('.ant-select').first().click();
    await (await settledTreeNode(page, '职级')).click();
    await expect(conditions.nth(1).locator('.ant-select').first()).toContainText('职级');
    await conditions.nth(1).locator('.ant-select').nth(2).click();
    await (await settledOption(page, '助级')).click();
    await keepScreenshot(builder, 'positions-query-builder');
    await conditions.nth(1).getByRole('button', { name: '新增条件' }).click();
    await expect(conditions).toHaveCount(3);
    await conditions.nth(2).getByRole('button', { name: '删除条件' }).click();
    await expect(conditions).toHaveCount(2);

    await builder.getByRole('button', { name: '保存查询条件' }).click();
    const naming = page.getByRole('dialog', { name: '请输入保存的名称' });
    await naming.getByRole('textbox').fill('助级客服');
    await naming.getByRole('button', { name: /确\s*定/ }).click();
    await expect(builder.getByTestId('saved-queries')).toContainText('助级客服');
    await builder.getByRole('button', { name: '查 询', exact: true }).click();
    const expected = await positions(request, admin, `name=${encodeURIComponent('*客服*')}&rank=2`);
    await list.expectTotal(expected.total);
    await builder.getByRole('button', { name: '关 闭', exact: true }).click();
    await clearActiveQuery(page, list.root);
    const all = await positions(request, admin, 'pageSize=1');
    await list.expectTotal(all.total);

    await page.reload();
    await expect(list.rows().first()).toBeVisible();
    await list.root.getByTestId('super-query-button').click();
    const reopened = page.getByRole('dialog', { name: '高级查询构造器' });
    await reopened.getByTestId('saved-queries').getByText('助级客服').click();
    await expect(reopened.getByTestId('query-condition')).toHaveCount(2);
    await reopened.getByRole('button', { name: '查 询', exact: true }).click();
    await list.expectTotal(expected.total);
    // The same conditions with OR match either one.
    await reopened.getByRole('combobox', { name: '过滤条件匹配' }).click();
    await (await settledOption(page, 'OR（条件中的任意一个匹配）')).click();
    await reopened.getByRole('button', { name: '查 询', exact: true }).click();
    const every = (await positions(request, admin, 'pageSize=1000')).records;
    await list.expectTotal(every.filter((row) => row.name.includes('客服') || row.rank === '2').length);
    await reopened.getByRole('button', { name: '删除 助级客服' }).click();
    await page.locator('.ant-popconfirm').filter({ hasText: '是否删除当前查询？' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(reopened.getByTestId('saved-queries')).toContainText('没有保存任何查询');
  });
});
