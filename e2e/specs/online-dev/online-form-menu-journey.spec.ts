// Issue 29's journey from a definition to the people who use it: an administrator's new online form (defined and
// synchronised through the designer's calls; the designer's own screen has cgform-designer.spec.ts) is put in the
// menu through 菜单管理 as upstream does (component OnlCgformAutoList, path /online/cgformList/{id}), with a column
// permission on 回访费用 granted to nobody. A user whose role holds only that entry then finds it in the menu, adds,
// edits, queries, exports and re-imports its data, and never sees 回访费用.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, screenTest as test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen, readExport } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { visit } from '../../pages/navigation';
import { apiCall, signIn } from '../../pages/session';
import { settledModal } from '../../pages/settled-modal';
import { ShellPage } from '../../pages/shell-page';
import { menuIdOf, restrictedUser } from '../../pages/sysadmin-api';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

const MENU_TITLE = '客户回访登记';
const ID_FIELD = { dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0 };
const VISIT_RECORD = {
  head: { tableName: 'mis_visit_record', tableTxt: '客户回访登记', tableType: 1, formTemplate: '1' },
  fields: [
    ID_FIELD,
    { dbFieldName: 'visit_no', dbFieldTxt: '回访编号', dbLength: 32, dbIsNull: 0, isQuery: 1, orderNum: 1 },
    { dbFieldName: 'customer', dbFieldTxt: '客户名称', dbLength: 100, isQuery: 1, orderNum: 2 },
    { dbFieldName: 'score', dbFieldTxt: '满意度评分', dbType: 'int', dbLength: 2, fieldShowType: 'number', orderNum: 3 },
    { dbFieldName: 'cost', dbFieldTxt: '回访费用', dbType: 'BigDecimal', dbLength: 10, dbPointLength: 2, fieldShowType: 'number', orderNum: 4 },
    { dbFieldName: 'create_time', dbFieldTxt: '创建日期', dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime', isShowForm: 0, isShowList: 0, orderNum: 5 },
  ],
};

const rowOf = (page: Page, name: string) => page.locator('tr.ant-table-row').filter({ has: page.getByTestId('menu-name').getByText(name, { exact: true }) });

test.describe('在线表单: from the designer to the menu to a restricted user', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('a synced definition added in 菜单管理 is used by a role holding only it: add, edit, query, export, re-import; the ruled column never shows', async ({ page, request, admin, browser }) => {
    const { token } = admin;
    const added = await apiCall<{ id: string }>(request, token, 'POST', '/online/cgform/api/addAll', VISIT_RECORD);
    expect(added.success).toBe(true);
    const formId = added.result.id;
    expect((await apiCall(request, token, 'POST', `/online/cgform/api/doDbSynch/${formId}/normal`)).success).toBe(true);

    // 菜单管理 → 在线表单 → 添加下级: the entry upstream's menus hold for an online form.
    await visit(page, '/isystem/permission');
    await expect(rowOf(page, '在线表单')).toBeVisible({ timeout: 45_000 });
    await rowOf(page, '在线表单').getByTestId('menu-more').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: '添加下级' }).click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('menu-form') });
    await drawer.getByPlaceholder('请输入菜单名称').fill(MENU_TITLE);
    await drawer.getByPlaceholder('请输入菜单路径').fill(`/online/cgformList/${formId}`);
    await drawer.getByPlaceholder('请输入前端组件').fill('modules/online/cgform/auto/OnlCgformAutoList');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('添加成功');

    // A column rule on 回访费用 (a new permission goes to the admin role alone), and a user whose role holds the group and the new entry only.
    const entry = await menuIdOf(request, token, MENU_TITLE);
    const rule = await apiCall(request, token, 'POST', '/sys/permission/add', { menuType: 2, parentId: entry, name: '回访费用可见', perms: 'online:mis_visit_record:cost', permsType: '1', status: '1' });
    expect(rule.success).toBe(true);
    const username = await restrictedUser(request, token, ['在线表单', MENU_TITLE]);

    const context = await browser.newContext();
    try {
      const clerk = await context.newPage();
      await signIn(clerk, request, username);
      const shell = new ShellPage(clerk);
      await shell.gotoWorkbench();
      await shell.openMenu('在线表单', MENU_TITLE);
      await expect(clerk).toHaveURL(new RegExp(`/online/cgformList/${formId}$`));
      const list = new ListScreen(clerk, clerk.getByTestId(`online-${formId}-list-page`));
      await expect(list.root.getByRole('columnheader', { name: '满意度评分' })).toBeVisible();
      await expect(list.root.getByRole('columnheader', { name: '回访费用' })).toHaveCount(0);
      await expect(list.root.locator('.ant-empty')).toBeVisible();

      // 新增: the form has no 回访费用 either.
      await list.root.getByRole('button', { name: /新\s*增/ }).click();
      const adding = await settledModal(clerk.getByRole('dialog', { name: '新增' }));
      await expect(adding.getByText('回访费用')).toHaveCount(0);
      await adding.getByRole('textbox', { name: '回访编号' }).fill('HF-20261129-01');
      await adding.getByRole('textbox', { name: '客户名称' }).fill('中国移动北京公司');
      await adding.getByPlaceholder('请输入满意度评分').fill('4');
      await adding.getByRole('button', { name: /确\s*定/ }).click();
      await expect(adding).toBeHidden();
      await expect(list.rows()).toHaveCount(1);

      // 编辑 the customer's name.
      await list.rows().first().getByText('编辑').click();
      const editing = await settledModal(clerk.getByRole('dialog', { name: '编辑' }));
      await expect(editing.getByRole('textbox', { name: '回访编号' })).toHaveValue('HF-20261129-01');
      await editing.getByRole('textbox', { name: '客户名称' }).fill('中国移动北京分公司');
      await editing.getByRole('button', { name: /确\s*定/ }).click();
      await expect(editing).toBeHidden();
      await expect(list.rows().first()).toContainText('中国移动北京分公司');
      await keepScreenshot(clerk, 'online-journey-list-1440');

      // 查询 by 回访编号, 导出 what it finds: a workbook without 回访费用.
      await list.root.getByPlaceholder('请输入回访编号').fill('HF-20261129-01');
      await list.search();
      await list.expectTotal(1);
      const downloading = clerk.waitForEvent('download');
      await list.root.getByTestId('list-export').click();
      const download = await downloading;
      const sheet = await readExport(download, '回访编号');
      expect(sheet.header).toEqual(['回访编号', '客户名称', '满意度评分']);
      expect(sheet.rows).toEqual([['HF-20261129-01', '中国移动北京分公司', '4']]);

      // 导入 the exported file back: a second row of the same values.
      await list.root.getByTestId('list-import').click();
      const importing = clerk.getByRole('dialog', { name: '导入EXCEL' });
      const exported = { name: '客户回访登记.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await readFile(await download.path()) };
      await importing.locator('input[type="file"]').setInputFiles(exported);
      await importing.getByTestId('import-start').click();
      await expect(clerk.getByText('共1行数据全部导入成功！')).toBeVisible();
      await list.expectTotal(2);
      // The administrator holds the rule (a new permission is granted to admin): 回访费用 is there, never written.
      const stored = (await apiCall<{ records: Array<Record<string, unknown>> }>(request, token, 'GET', `/online/cgform/api/getData/${formId}`)).result.records;
      expect(stored.map((row) => [row.visit_no, row.customer, row.score, row.cost])).toEqual([
        ['HF-20261129-01', '中国移动北京分公司', 4, null],
        ['HF-20261129-01', '中国移动北京分公司', 4, null],
      ]);

      await clerk.setViewportSize({ width: 375, height: 812 });
      await expect(list.rows()).toHaveCount(2);
      await keepScreenshot(clerk, 'online-journey-list-375');
    } finally {
      await context.close();
    }
  });
});
