import { expect as baseExpect, type Page, screenTest as test, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport, workbookFile } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { chooseOption } from '../../pages/select-dropdown';
import { apiCall, type SignedInUser } from '../../pages/session';

interface Dictionary {
  id: string;
  dictName: string;
  dictCode: string;
}
interface Page_<T> {
  records: T[];
  total: number;
}
interface DictItem {
  value: string;
  text: string;
}

// The shared 2-core machine runs several engineers' builds: a lazily loaded screen can take many seconds to paint.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function dictionaries(request: Parameters<typeof apiCall>[0], user: SignedInUser, query: string): Promise<Page_<Dictionary>> {
  return (await apiCall<Page_<Dictionary>>(request, user.token, 'GET', `/sys/dict/list?${query}`)).result;
}

function screenOf(page: Page): ListScreen {
  return new ListScreen(page, page.getByTestId('dict-list-page'));
}

/** The UI dictionary cache the dictionary selects read (local storage, `pro__` prefix, as the client stores it). */
async function cachedItems(page: Page, code: string): Promise<DictItem[] | null> {
  return page.evaluate((dictCode) => {
    const raw = window.localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA');
    if (!raw) return null;
    const stored = JSON.parse(raw) as { value?: Record<string, DictItem[]> };
    return stored.value?.[dictCode] ?? null;
  }, code);
}

// The screen's journey in two tests. Its rules live beside the code: the dictionary form's and the item form's
// messages in features/dictionaries/components/dict-form-modal.test.tsx and dict-item-form-modal.test.tsx, which
// buttons the permissions leave in pages/dict-list-page.test.tsx. The advanced query builder's journey is 职务管理's
// (positions/position-list.spec.ts); this screen's query fields are checked in model/dict-resource.test.ts.
test.describe('数据字典', () => {
  let admin: SignedInUser;

  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('A-DICT-03 A-DICT-04 A-DICT-12 A-DICT-13 searches, pages, sorts and resets; 字典配置 adds, edits and deletes items and the dictionary cache never shows stale items; the phone layout keeps every part reachable', async ({ page, request, admin: keptAdmin }) => {
    admin = keptAdmin;
    const list = screenOf(page);
    await test.step('search, reset, page, sort; the sort survives a reload', async () => {
      const all = await dictionaries(request, admin, 'pageSize=1');
      await visit(page, '/isystem/dict');
      await expect(list.rows()).toHaveCount(10);
      await list.expectTotal(all.total);
      await keepScreenshot(page, 'dict-list-1440');

      await list.root.getByPlaceholder('请输入字典名称').fill('状态');
      await list.search();
      const found = await dictionaries(request, admin, `dictName=${encodeURIComponent('*状态*')}&pageSize=100`);
      await list.expectTotal(found.total);
      await expect(list.rows()).toHaveCount(Math.min(found.total, 10));
      await expect(page).toHaveURL(/dictName=/);

      await list.reset();
      await list.root.getByPlaceholder('请输入字典编号').fill('status');
      await list.search();
      const byCode = await dictionaries(request, admin, `dictCode=${encodeURIComponent('*status*')}&pageSize=100`);
      await list.expectTotal(byCode.total);

      await list.reset();
      await list.expectTotal(all.total);
      await list.root.locator('.ant-pagination-item-2').click();
      await expect(page).toHaveURL(/pageNo=2/);
      const second = await dictionaries(request, admin, 'pageNo=2&pageSize=10');
      await expect(list.rows().first()).toContainText(second.records[0]?.dictCode ?? '');

      await list.root.locator('th', { hasText: '字典编号' }).click();
      await expect(page).toHaveURL(/column=dictCode/);
      const sorted = await dictionaries(request, admin, 'column=dictCode&order=asc&pageNo=2&pageSize=10');
      await expect(list.rows().first()).toContainText(sorted.records[0]?.dictCode ?? '');
      await page.reload();
      await expect(list.rows().first()).toContainText(sorted.records[0]?.dictCode ?? '');
    });

    const drawer = page.locator('.ant-drawer').filter({ hasText: '字典列表' });
    const items = drawer.locator('tbody tr.ant-table-row');
    await test.step('刷新缓存, then 字典配置 of position_rank: add, edit (disable), search by 状态, delete', async () => {
      await list.reset();
      await list.root.getByPlaceholder('请输入字典编号').fill('position_rank');
      await list.search();
      await expect(list.rows()).toHaveCount(1);

      await list.root.getByRole('button', { name: /刷新缓存/ }).click();
      await expect(page.getByText('刷新缓存完成！')).toBeVisible();
      expect((await cachedItems(page, 'position_rank'))?.map((i) => i.text)).toEqual(['员级', '助级', '中级', '副高级', '正高级']);

      await list.row('position_rank').getByText('字典配置').click();
      await expect(items).toHaveCount(5);
      await keepScreenshot(page, 'dict-items-drawer-1440');

      await drawer.getByRole('button', { name: /新\s*增/ }).click();
      const add = page.getByRole('dialog', { name: '新增' });
      await add.getByPlaceholder('请输入数据值').fill('6');
      await add.getByPlaceholder('请输入名称').fill('特级');
      await add.getByLabel('排序值').fill('6');
      await add.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText('保存成功！')).toBeVisible();
      await expect(add).toBeHidden();
      await expect(items).toHaveCount(6);
      await expect(items.last()).toContainText('特级');
      await expect.poll(async () => (await cachedItems(page, 'position_rank'))?.map((i) => i.text)).toContain('特级');

      await items.filter({ hasText: '中级' }).getByText('编辑').click();
      const edit = page.getByRole('dialog', { name: '编辑' });
      await expect(edit.getByPlaceholder('请输入数据值')).toHaveValue('3');
      await edit.getByPlaceholder('请输入名称').fill('中级职称');
      await edit.getByRole('switch').click();
      await expect(edit.getByRole('switch')).toContainText('禁用');
      await edit.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText('编辑成功!')).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(items.filter({ hasText: '中级职称' })).toHaveCount(1);
      // The disabled item leaves the cached items the selects offer.
      await expect.poll(async () => (await cachedItems(page, 'position_rank'))?.map((i) => i.text)).toEqual(['员级', '助级', '副高级', '正高级', '特级']);

      await chooseOption(page, drawer.locator('.ant-form .ant-select'), '禁用');
      await drawer.getByRole('button', { name: '查 询', exact: true }).click();
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText('中级职称');
      await drawer.getByRole('button', { name: '重 置', exact: true }).click();
      await expect(items).toHaveCount(6);

      await items.filter({ hasText: '特级' }).getByText('删除').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
      await expect(items).toHaveCount(5);
      await expect.poll(async () => (await cachedItems(page, 'position_rank'))?.map((i) => i.text)).toEqual(['员级', '助级', '副高级', '正高级']);
    });

    await test.step('the phone layout: the items drawer, then the list', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(items.first()).toBeVisible();
      await keepScreenshot(page, 'dict-items-drawer-375');
      await drawer.locator('.ant-drawer-close').click();
      await expect(drawer).toBeHidden();
      await expect(list.rows().first()).toBeVisible();
      await keepScreenshot(page, 'dict-list-375', { fullPage: true });
    });
  });

  test('A-DICT-01 A-DICT-02 adds, edits, deletes, batch deletes; the recycle bin recovers and deletes for good; exports the filtered list as .xls and imports a good file and one with bad rows', async ({ page, request, admin: keptAdmin }) => {
    admin = keptAdmin;
    await visit(page, '/isystem/dict');
    const list = screenOf(page);
    await expect(list.rows().first()).toBeVisible();

    await test.step('add, edit, delete, batch delete, the recycle bin', async () => {
      await list.root.getByRole('button', { name: /添\s*加/ }).click();
      const dialog = page.getByRole('dialog', { name: '新增' });
      await dialog.getByPlaceholder('请输入字典编码').fill('e2e_city');
      await dialog.getByPlaceholder('请输入字典名称').fill('社保城市');
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText('保存成功！')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(list.row('e2e_city')).toContainText('社保城市');

      await list.row('e2e_city').getByText('编辑').click();
      const edit = page.getByRole('dialog', { name: '编辑' });
      await expect(edit.getByPlaceholder('请输入字典编码')).toHaveValue('e2e_city');
      await edit.getByPlaceholder('请输入字典名称').fill('社保缴纳城市');
      await edit.getByRole('button', { name: /确\s*定/ }).click();
      await expect(list.row('e2e_city')).toContainText('社保缴纳城市');
      await expect(edit).toBeHidden();

      await list.row('e2e_city').getByText('删除').click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
      await expect(list.row('e2e_city')).toHaveCount(0);

      const before = (await dictionaries(request, admin, 'pageSize=1')).total;
      const [first, second] = (await dictionaries(request, admin, 'pageSize=2')).records;
      await list.row(first?.dictCode ?? '-').locator('.ant-checkbox-input').check();
      await list.row(second?.dictCode ?? '-').locator('.ant-checkbox-input').check();
      await expect(list.root.getByTestId('selection-bar')).toContainText('已选择 2 项');
      await list.root.getByRole('button', { name: /批量操作/ }).hover();
      await page.getByRole('menuitem', { name: '删除' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: '是否删除选中数据?' });
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      await expect(confirm).toBeHidden();
      await list.expectTotal(before - 2);

      await list.root.getByRole('button', { name: /回\s*收\s*站/ }).click();
      const bin = page.getByRole('dialog', { name: '字典回收站' });
      for (const code of ['e2e_city', first?.dictCode, second?.dictCode]) await expect(bin.locator('tbody tr', { hasText: code ?? '-' })).toHaveCount(1);
      await keepScreenshot(bin, 'dict-recycle-bin');
      await bin.locator('tbody tr', { hasText: 'e2e_city' }).getByText('字典取回').click();
      await expect(page.getByText('操作成功!')).toBeVisible();
      await expect(bin.locator('tbody tr', { hasText: 'e2e_city' })).toHaveCount(0);

      await bin.locator('tbody tr', { hasText: first?.dictCode ?? '-' }).getByText('彻底删除').click();
      const realDelete = page.getByRole('dialog').filter({ hasText: '彻底删除字典' });
      await expect(realDelete).toContainText('注意：彻底删除后将无法恢复，请谨慎操作！');
      await realDelete.getByRole('button', { name: /确\s*定/ }).click();
      await expect(realDelete).toBeHidden();
      await expect(bin.locator('tbody tr', { hasText: first?.dictCode ?? '-' })).toHaveCount(0);
      const left = (await apiCall<Dictionary[]>(request, admin.token, 'GET', '/sys/dict/deleteList')).result;
      expect(left.map((d) => d.dictCode)).toEqual([second?.dictCode]);

      await bin.getByRole('button', { name: '关 闭', exact: true }).click();
      await expect(bin).toBeHidden();
      await expect(list.row('e2e_city')).toHaveCount(1);
      await list.expectTotal(before - 1);
    });

    await test.step('export the filtered list, import a good file and one with bad rows', async () => {
      await list.reset();
      await list.root.getByPlaceholder('请输入字典名称').fill('状态');
      await list.search();
      const filtered = await dictionaries(request, admin, `dictName=${encodeURIComponent('*状态*')}&pageSize=1000`);
      await list.expectTotal(filtered.total);

      const downloading = page.waitForEvent('download');
      await list.root.getByTestId('list-export').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('字典信息.xls');
      const sheet = await readExport(download, '字典名称');
      expect(sheet.header).toEqual(['字典名称', '字典编码', '描述']);
      expect(sheet.rows).toHaveLength(filtered.total);
      expect(sheet.rows.map((row) => row[1]).sort()).toEqual(filtered.records.map((row) => row.dictCode).sort());

      await list.reset();
      const header = ['字典名称', '字典编码', '描述'];
      await list.root.getByTestId('list-import').click();
      const modal = page.getByRole('dialog', { name: '导入EXCEL' });
      await modal.locator('input[type="file"]').setInputFiles(await workbookFile(header, [['合同类型', 'e2e_contract_kind', '劳务合同'], ['结算方式', 'e2e_settle_way', '']]));
      await modal.getByTestId('import-start').click();
      await expect(page.getByText('共2行数据全部导入成功！')).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(list.row('e2e_contract_kind')).toContainText('合同类型');

      await list.root.getByTestId('list-import').click();
      const again = page.getByRole('dialog', { name: '导入EXCEL' });
      await again.locator('input[type="file"]').setInputFiles(await workbookFile(header, [['付款周期', 'e2e_pay_cycle', ''], ['性别重复', 'sex', '']]));
      await again.getByTestId('import-start').click();
      const warning = page.locator('.ant-modal-confirm').filter({ hasText: '文件导入成功，但有错误。' });
      await expect(warning).toContainText('总上传行数：2，已导入行数：1，错误行数：1');
      const errorFile = page.waitForEvent('download');
      await warning.getByText('下载错误数据').click();
      const errors = await readExport(await errorFile, '行号');
      expect(errors.rows.map((row) => row[2])).toEqual(['sex']);
      expect(errors.rows[0]?.join(' ')).toContain('字典编码已经存在，忽略导入。');
    });
  });
});
