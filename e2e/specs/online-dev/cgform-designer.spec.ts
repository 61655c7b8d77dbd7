// Online表单开发 (在线开发 → Online表单开发): an administrator defines a main table and its one-to-many sub-table in
// the designer, synchronises the main table, reads what the synchronisation did, and opens 功能测试: the runtime
// list of the new form, empty, with the columns just defined.
import { expect as baseExpect, test, type Locator, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { EditableGrid } from '../../pages/editable-grid';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { settledOption } from '../../pages/select-dropdown';
import { apiCall, signIn } from '../../pages/session';
import { settledModal } from '../../pages/settled-modal';
import { ShellPage } from '../../pages/shell-page';

interface Head {
  id: string;
  tableName: string;
  isDbSynch: string;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

/** Opens 新增, fills the head and adds one field after the system fields; answers the dialog and its grid. */
async function newDefinition(page: Page, list: ListScreen, head: { tableName: string; tableTxt: string; type: string }, field: { name: string; label: string }) {
  await list.root.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = await settledModal(page.getByRole('dialog').filter({ hasText: '数据库属性' }));
  await dialog.getByLabel('表名').fill(head.tableName);
  await dialog.getByLabel('表描述').fill(head.tableTxt);
  await dialog.getByLabel('表类型').click();
  await (await settledOption(page, head.type)).click();
  const grid = new EditableGrid(dialog.getByRole('grid', { name: '数据库属性' }));
  await expect(grid.row(5)).toContainText('sys_org_code');
  await dialog.getByRole('button', { name: /新\s*增$/ }).click();
  await (await grid.edit(6, 'dbFieldName')).fill(field.name);
  await page.keyboard.press('Tab');
  await (await grid.edit(6, 'dbFieldTxt')).fill(field.label);
  await page.keyboard.press('Tab');
  return dialog;
}

async function save(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  // The last save's message may still show beside this one's; the dialog closes only on success.
  await expect(page.locator('.ant-message').getByText('添加成功').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('Online表单开发', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('defines a main table with a one-to-many sub-table, syncs it, and 功能测试 shows the empty runtime list with its columns', async ({ page, request }) => {
    const admin = await signIn(page, request);
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('在线开发', 'Online表单开发');
    await expect(page).toHaveURL(/\/online\/cgform$/);
    const list = new ListScreen(page, page.getByTestId('cgform-head-list-page'));
    // mis_contract_item's row holds the text mis_contract too: the row whose 表名 cell is exactly it.
    const contractRow = list.rows().filter({ has: page.getByRole('cell', { name: 'mis_contract', exact: true }) });
    await expect(list.row('mis_supplier')).toContainText('已同步');

    // The main table, with 合同编号 after the system fields.
    const main = await newDefinition(page, list, { tableName: 'mis_contract', tableTxt: '合同登记', type: '主表' }, { name: 'contract_no', label: '合同编号' });
    await keepScreenshot(page, 'online-designer-dialog-1440');
    await save(page, main);
    await expect(contractRow).toContainText('未同步');

    // The sub-table: its 合同ID refers to the main table's id on the 外键 tab.
    const sub = await newDefinition(page, list, { tableName: 'mis_contract_item', tableTxt: '合同明细', type: '附表' }, { name: 'contract_id', label: '合同ID' });
    await sub.getByRole('tab', { name: '外键' }).click();
    const keys = new EditableGrid(sub.getByRole('grid', { name: '外键' }));
    await expect(keys.row(6)).toContainText('contract_id');
    await (await keys.edit(6, 'mainTable')).fill('mis_contract');
    await page.keyboard.press('Tab');
    await (await keys.edit(6, 'mainField')).fill('id');
    await page.keyboard.press('Tab');
    await save(page, sub);

    const heads = (await apiCall<{ records: Head[] }>(request, admin.token, 'GET', '/online/cgform/head/list?tableName=mis_contract')).result.records;
    const contract = heads.find((head) => head.tableName === 'mis_contract') as Head;
    const info = (await apiCall<{ main: { subTableStr: string } }>(request, admin.token, 'GET', `/online/cgform/head/tableInfo?code=${contract.id}`)).result;
    expect(info.main.subTableStr).toBe('mis_contract_item');

    // 同步数据库 (普通同步): the answer lists the columns created and that nothing was dropped.
    await contractRow.getByText('更多').click();
    await page.getByRole('menuitem', { name: '同步数据库' }).click();
    const sync = await settledModal(page.getByRole('dialog').filter({ hasText: '普通同步' }));
    await sync.getByRole('button', { name: /确\s*定/ }).click();
    const outcome = sync.getByTestId('sync-outcome');
    await expect(outcome).toContainText('contract_no');
    await expect(outcome).toContainText('无，没有丢弃数据');
    await keepScreenshot(page, 'online-designer-sync-1440');
    await sync.getByRole('button', { name: '关 闭' }).click();
    await expect(contractRow).toContainText('已同步');

    // 功能测试: the runtime list of the new form, empty, with 合同编号 as its column.
    await contractRow.getByText('更多').click();
    await page.getByRole('menuitem', { name: '功能测试' }).click();
    await expect(page).toHaveURL(new RegExp(`/online/cgformList/${contract.id}$`));
    const runtime = page.getByTestId(`online-${contract.id}-list-page`);
    await expect(runtime.getByRole('columnheader', { name: '合同编号' })).toBeVisible();
    await expect(runtime.locator('.ant-empty')).toBeVisible();
    await keepScreenshot(page, 'online-designer-runtime-1440');

    await page.goBack();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(contractRow).toBeVisible();
    await keepScreenshot(page, 'online-designer-list-375');
    await contractRow.getByText('编辑').click();
    const edit = await settledModal(page.getByRole('dialog').filter({ hasText: '数据库属性' }));
    await expect(new EditableGrid(edit.getByRole('grid', { name: '数据库属性' })).row(6)).toContainText('contract_no');
    await keepScreenshot(page, 'online-designer-dialog-375');
  });
});
