// 人事报表, opened from the menu under 人力资源: its figures are the server's (在职人数 = the workbench's 员工总数), a hire
// made through the API shows in the headcount and this month's row, another year re-draws the flow with twelve months,
// and the export is a workbook of three sheets (opened with exceljs: names, headers, rows); the phone layout once.
import ExcelJS from 'exceljs';
import { expect as baseExpect, screenTest as test, type APIRequestContext, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { chinaDay, idCardOf, openHr } from '../../pages/hr-people';
import { resetMock } from '../../pages/mock-api';
import { apiCall, type SignedInUser } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Figures {
  opening: number;
  hires: number;
  leavers: number;
  closing: number;
  turnoverRate: number;
}
interface Report {
  year: number;
  asOf: string;
  headcount: { rows: Array<{ departId: string; departName: string; total: number }>; total: { total: number } };
  flow: { months: Array<Figures & { month: string }>; total: Figures };
  expiries: { months: Array<{ month: string; expiring: number }>; total: { expiring: number; pending: number } };
}

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Each part of the report with its chart: a part below the fold is drawn once scrolled near. */
const PARTS = [
  ['report-headcount', 'headcount-chart'],
  ['report-flow', 'flow-chart'],
  ['report-expiries', 'expiry-chart'],
] as const;
const report = async (request: APIRequestContext, user: SignedInUser, year?: number) =>
  (await apiCall<Report>(request, user.token, 'GET', `/hrm/report/overview${year ? `?year=${year}` : ''}`)).result;
const workbenchHeadcount = async (request: APIRequestContext, user: SignedInUser) =>
  (await apiCall<{ group2: { value_9: number } }>(request, user.token, 'GET', '/mis/dashboard/globalSummary')).result.group2.value_9;

async function chartsDrawn(page: Page) {
  for (const [part, chart] of PARTS) {
    await page.getByTestId(part).scrollIntoViewIfNeeded();
    await expect(page.getByTestId(chart)).toHaveAttribute('data-chart-state', 'rendered');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The figure card's number as the page shows it (thousands separated by antd's Statistic). */
const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`).locator('.ant-statistic-content-value');
const monthRow = (page: Page, month: string) => page.getByTestId('flow-table').locator('tbody tr.ant-table-row').filter({ hasText: new RegExp(`^${Number(month.slice(5))}月`) });

/** A new employee who joins today, added straight to the roster. */
async function hireToday(request: APIRequestContext, user: SignedInUser, departId: string) {
  const added = await apiCall(request, user.token, 'POST', '/hrm/employee/add', {
    name: '报表测试员', sex: '1', idCard: idCardOf('32010219950101351'), mobile: '13905191234', departId, type: '2', entryDate: chinaDay(), probationMonths: 3,
  });
  expect(added.message).toBe('添加成功！');
}

async function sheetsOf(path: string): Promise<Map<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheets = new Map<string, string[][]>();
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

test.describe('人事报表', () => {
  let admin: SignedInUser;

  test.beforeEach(async ({ request, admin: keptAdmin }) => {
    await resetMock(request);
    admin = keptAdmin;
  });

  test('A-GEN-03 figures, charts and tables from the server; a hire shows after a refresh; another year; the export; 375 px', async ({ page, request }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    await openHr(shell, '人事报表');
    await expect(page).toHaveURL(/\/hrm\/report$/);
    await chartsDrawn(page);

    const before = await report(request, admin);
    const month = before.asOf.slice(0, 7);
    expect(before.headcount.total.total).toBe(await workbenchHeadcount(request, admin));
    await expect(figure(page, 'headcount')).toHaveText(before.headcount.total.total.toLocaleString('en-US'));
    await expect(figure(page, 'hires')).toHaveText(String(before.flow.total.hires));
    await expect(page.getByTestId('figure-expiries')).toContainText(`未续签 ${before.expiries.total.pending}`);
    await expect(page.getByTestId('headcount-table').locator('tbody tr.ant-table-row')).toHaveCount(before.headcount.rows.length);
    await expect(page.getByTestId('flow-table').locator('tbody tr.ant-table-row')).toHaveCount(before.flow.months.length);
    await expect(page.getByTestId('expiry-table').locator('tbody tr.ant-table-row')).toHaveCount(12);
    const largest = before.headcount.rows[0];
    if (!largest) throw new Error('the report has no department');
    await expect(page.getByTestId('headcount-table').locator('tbody tr.ant-table-row').first()).toContainText(largest.departName);
    const thisMonth = before.flow.months.at(-1);
    await expect(monthRow(page, month)).toContainText(`${thisMonth?.turnoverRate.toFixed(2)}%`);
    await expect(page.getByTestId('flow-chart')).toHaveAttribute('aria-label', new RegExp(`${Number(month.slice(5))}月入职${thisMonth?.hires}人`));
    await keepScreenshot(page, 'hr-report-1440', { fullPage: true });

    // A hire today: one more in service, in its department's row and in this month's hires, once the page refreshes.
    await hireToday(request, admin, largest.departId);
    await page.reload();
    await chartsDrawn(page);
    await expect(figure(page, 'headcount')).toHaveText((before.headcount.total.total + 1).toLocaleString('en-US'));
    await expect(figure(page, 'hires')).toHaveText(String(before.flow.total.hires + 1));
    await expect(page.getByTestId('headcount-table').locator('tbody tr.ant-table-row').filter({ hasText: largest.departName }).locator('td').last()).toHaveText(String(largest.total + 1));
    await expect(monthRow(page, month).locator('td').nth(2)).toHaveText(String((thisMonth?.hires ?? 0) + 1));

    // Last year: twelve months and its own figures.
    const lastYear = before.year - 1;
    const past = await report(request, admin, lastYear);
    const yearPicker = page.getByRole('textbox', { name: '统计年份' });
    await yearPicker.click();
    await page.locator('.ant-picker-dropdown:visible').getByText(String(lastYear), { exact: true }).click();
    await expect(page.getByTestId('report-flow')).toContainText(`入离职分析（${lastYear}年）`);
    await expect(page.getByTestId('flow-table').locator('tbody tr.ant-table-row')).toHaveCount(12);
    await expect(figure(page, 'leavers')).toHaveText(String(past.flow.total.leavers));
    await expect(page.getByTestId('flow-table').locator('.ant-table-summary')).toContainText(`${past.flow.total.turnoverRate.toFixed(2)}%`);
    await chartsDrawn(page);

    // The export of the year shown: three sheets, each with its header, the report's lines and a total.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toBe(`人事报表_${lastYear}.xlsx`);
    const sheets = await sheetsOf(await download.path());
    expect([...sheets.keys()]).toEqual(['人员构成', '入离职分析', '合同到期']);
    expect(sheets.get('入离职分析')?.[2]).toEqual(['月份', '期初人数', '入职人数', '离职人数', '期末人数', '离职率(%)']);
    expect(sheets.get('入离职分析')?.slice(3).map((row) => row[0])).toEqual([...past.flow.months.map((m) => m.month), '全年']);
    expect(sheets.get('人员构成')?.slice(3)).toHaveLength(past.headcount.rows.length + 1);
    expect(sheets.get('合同到期')?.at(-1)).toEqual(['全年', String(past.expiries.total.expiring), expect.any(String), String(past.expiries.total.pending)]);

    await page.setViewportSize({ width: 375, height: 800 });
    await chartsDrawn(page);
    await keepScreenshot(page, 'hr-report-375', { fullPage: true });
    for (const part of ['report-headcount', 'report-flow']) await keepScreenshot(page.getByTestId(part), `hr-${part}-375`);
  });
});
