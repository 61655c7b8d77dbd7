// An online main form at run time (在线表单 → 采购申请, the seeded mis_purchase_apply with its one-to-many 采购明细
// and one-to-one 采购合同): add a row with two sub-table rows, edit it, query it, export it, batch delete.
import { expect as baseExpect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { EditableGrid } from '../../pages/editable-grid';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';
import { settledModal } from '../../pages/settled-modal';
import { ShellPage } from '../../pages/shell-page';

interface Purchase {
  id: string;
  title: string;
  mis_purchase_item: Array<{ material_name: string; quantity: number }>;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('在线表单 采购申请', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('adds a row with two 采购明细 rows, edits it, finds it, exports it and batch deletes it', async ({ page, request }) => {
    const admin = await signIn(page, request);
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('在线表单', '采购申请');
    await expect(page).toHaveURL(/\/online\/cgformList\/[0-9a-f]{32}$/);
    const formId = new URL(page.url()).pathname.split('/').pop() as string;
    const list = new ListScreen(page, page.getByTestId(`online-${formId}-list-page`));
    await expect(list.rows().first()).toBeVisible();

    // 新增: the main form's fields, then two rows on the 采购明细 tab's editable table.
    await list.root.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = await settledModal(page.getByRole('dialog', { name: '新增' }));
    await dialog.getByRole('textbox', { name: '申请单号' }).fill('CG20260901001');
    await dialog.getByRole('textbox', { name: '申请标题' }).fill('呼叫中心耳麦补充');
    await dialog.getByPlaceholder('请选择申请日期').fill('2026-09-01');
    await dialog.getByPlaceholder('请选择申请日期').press('Enter');
    // Submitting without 物料名称 on a new 采购明细 row keeps the dialog open on that tab.
    const grid = new EditableGrid(dialog.getByRole('grid', { name: '采购明细' }));
    const addRow = dialog.getByRole('tabpanel', { name: '采购明细' }).getByRole('button', { name: /新\s*增$/ });
    await addRow.click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('采购明细校验未通过')).toBeVisible();
    await (await grid.edit(0, 'material_name')).fill('话务耳麦');
    await (await grid.edit(0, 'quantity')).fill('6');
    // 001 §4: a second 新增 within 1 500 ms of the last is refused with a warning; a person clicks again after it.
    await expect(async () => {
      await addRow.click();
      await expect(grid.row(1)).toBeVisible({ timeout: 1_000 });
    }).toPass({ intervals: [500, 1_000] });
    await (await grid.edit(1, 'material_name')).fill('耳麦海绵套');
    await (await grid.edit(1, 'quantity')).fill('20');
    await keepScreenshot(page, 'online-runtime-form-1440');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();

    // 查询 by 申请单号: the new row, its sub rows stored under it.
    await list.root.getByPlaceholder('请输入申请单号').fill('CG20260901001');
    await list.search();
    await list.expectTotal(1);
    const [added] = (await apiCall<{ records: Array<{ id: string }> }>(request, admin.token, 'GET', `/online/cgform/api/getData/${formId}?apply_no=CG20260901001`)).result.records;
    const stored = (await apiCall<Purchase>(request, admin.token, 'GET', `/online/cgform/api/form/${formId}/${added?.id}`)).result;
    expect(stored.mis_purchase_item.map((row) => [row.material_name, row.quantity])).toEqual([
      ['话务耳麦', 6],
      ['耳麦海绵套', 20],
    ]);

    // 编辑: the stored rows come back into the form; a changed title is saved.
    await list.rows().first().getByText('编辑').click();
    const editing = await settledModal(page.getByRole('dialog', { name: '编辑' }));
    await expect(await new EditableGrid(editing.getByRole('grid', { name: '采购明细' })).cell(1, 'material_name')).toContainText('耳麦海绵套');
    await editing.getByRole('textbox', { name: '申请标题' }).fill('呼叫中心耳麦补充（二期）');
    await editing.getByRole('button', { name: /确\s*定/ }).click();
    await expect(editing).toBeHidden();
    await expect(list.rows().first()).toContainText('呼叫中心耳麦补充（二期）');

    // 导出 the chosen row: a real workbook whose cell holds the edited title.
    await list.rows().first().locator('.ant-checkbox-input').check();
    const downloading = page.waitForEvent('download');
    await list.root.getByTestId('list-export').click();
    const sheet = await readExport(await downloading, '申请单号');
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]?.[sheet.header.indexOf('申请标题')]).toBe('呼叫中心耳麦补充（二期）');

    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, 'online-runtime-list-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // 批量删除 the chosen row.
    await list.root.getByRole('button', { name: /批量操作/ }).hover();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(list.rows()).toHaveCount(0);
    const left = (await apiCall<{ total: number }>(request, admin.token, 'GET', `/online/cgform/api/getData/${formId}?apply_no=CG20260901001`)).result;
    expect(left.total).toBe(0);
    await keepScreenshot(page, 'online-runtime-list-1440');
  });
});
