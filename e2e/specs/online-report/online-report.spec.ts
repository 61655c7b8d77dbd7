// 在线开发 → Online报表配置: a report is written with a parameter, 解析SQL fills its fields and parameters, it is
// saved, previewed with a parameter value, and its chart view draws the same rows.
import { expect as baseExpect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { resetMock } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';
import { settledModal } from '../../pages/settled-modal';
import { ShellPage } from '../../pages/shell-page';

interface ColumnsAndData {
  data: { total: number; records: Array<{ depart_name: string; user_count: number }> };
}
interface HeadPage {
  records: Array<{ id: string; code: string }>;
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const SQL =
  "select d.depart_name, count(u.id) as user_count from sys_user u join sys_depart d on d.org_code = u.org_code where u.sex = '${sex}' group by d.depart_name order by user_count desc, d.depart_name";

test.describe('Online报表配置', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('writes a report with a parameter, 解析SQL fills its fields, previews it with a parameter value and shows its chart', async ({ page, request }) => {
    const admin = await signIn(page, request);
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await shell.openMenu('在线开发', 'Online报表配置');
    await expect(page).toHaveURL(/\/online\/cgreport$/);
    const list = page.getByTestId('online-report-design-list-page');
    await expect(list.getByRole('row', { name: /用户选择/ })).toBeVisible();
    await keepScreenshot(page, 'online-report-design-list-1440');

    await list.getByRole('button', { name: /录\s*入/ }).click();
    const editor = await settledModal(page.getByRole('dialog', { name: '新增' }));
    await editor.getByLabel('报表编码').fill('e2e_depart_sex');
    await editor.getByLabel('报表名字').fill('部门性别人数');
    await editor.getByLabel('报表SQL').fill(SQL);
    await editor.getByRole('button', { name: '解析SQL' }).click();
    await expect(page.getByText('解析成功：2个字段，1个参数')).toBeVisible();
    const fields = editor.getByRole('grid', { name: '报表字段' });
    await expect(fields.getByText('depart_name', { exact: true }).first()).toBeVisible();
    await expect(fields.getByText('user_count', { exact: true }).first()).toBeVisible();
    await editor.getByRole('tab', { name: '报表参数' }).click();
    await expect(editor.getByRole('grid', { name: '报表参数' }).getByText('sex', { exact: true }).first()).toBeVisible();
    await keepScreenshot(page, 'online-report-editor-1440');
    await editor.getByRole('button', { name: /确\s*定/ }).click();
    await expect(editor).toBeHidden();
    await expect(list.getByRole('row', { name: /部门性别人数/ })).toBeVisible();

    await list.getByTestId('report-preview-e2e_depart_sex').click();
    await expect(page).toHaveURL(/\/online\/cgreport\/[0-9a-f]{32}$/);
    const id = new URL(page.url()).pathname.split('/').pop() as string;
    const heads = (await apiCall<HeadPage>(request, admin.token, 'GET', '/online/cgreport/head/list?code=e2e_depart_sex')).result;
    expect(heads.records.map((head) => head.id)).toEqual([id]);

    const report = page.getByTestId('report-page');
    await report.getByTestId('report-params').getByLabel('sex').fill('2');
    await report.getByRole('button', { name: '应用参数' }).click();
    const women = (await apiCall<ColumnsAndData>(request, admin.token, 'GET', `/online/cgreport/api/getColumnsAndData/${id}?self_sex=2&pageSize=-521`)).result.data;
    expect(women.total).toBeGreaterThan(0);
    const top = women.records[0] as { depart_name: string; user_count: number };
    const table = report.getByTestId('report-table');
    await expect(table.getByRole('row').nth(1)).toContainText(top.depart_name);
    await expect(table.getByRole('row').nth(1)).toContainText(String(top.user_count));
    await expect(report.getByText(`共 ${women.total} 条`)).toBeVisible();

    await report.getByText('图表', { exact: true }).click();
    const chart = report.getByTestId('report-chart');
    await expect(chart).toHaveAttribute('data-chart-state', 'rendered');
    await expect(report.getByLabel('X轴字段')).toBeVisible();
    await keepScreenshot(page, 'online-report-chart-1440');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(chart).toHaveAttribute('data-chart-state', 'rendered');
    await keepScreenshot(page, 'online-report-chart-375', { fullPage: true });
    await report.getByText('表格', { exact: true }).click();
    await expect(table.getByRole('row').nth(1)).toContainText(top.depart_name);
    await keepScreenshot(page, 'online-report-table-375', { fullPage: true });
  });
});
