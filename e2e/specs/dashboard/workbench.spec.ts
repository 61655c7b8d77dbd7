import { expect, screenTest as test } from '../../fixtures';
import { resetMock } from '../../pages/mock-api';
import { apiCall, type SignedInUser } from '../../pages/session';
import { WorkbenchPage } from '../../pages/workbench-page';

type Summary = Record<`group${0 | 1 | 2 | 3 | 4 | 5}`, Record<string, number>>;

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const fmt = (value: number | undefined) => thousands.format(value ?? Number.NaN);

test.describe('workbench', () => {
  // The machine running the suite is shared with a second worker; a slow first load is not what these specs are about.
  test.describe.configure({ timeout: 120_000 });

  let user: SignedInUser;

  test.beforeEach(async ({ request, admin: keptAdmin }) => {
    await resetMock(request);
    user = keptAdmin;
  });

  test('A-DASH-01 shows the six summary cards with the figures the API returns', async ({ page, request }) => {
    const { result: summary } = await apiCall<Summary>(request, user.token, 'GET', '/mis/dashboard/globalSummary');
    const workbench = new WorkbenchPage(page);
    await workbench.goto();
    const expectations: Array<[string, string, string[]]> = [
      ['summary-staff', fmt(summary.group2.value_9), [`外包 ${fmt(summary.group2.value_8)}`, `管理 ${fmt(summary.group2.value_7)}`, `${fmt(summary.group2.value_6)}%`]],
      ['summary-contracts', fmt(summary.group3.value_10), [`本月到期 ${fmt(summary.group3.value_11)}`, `本月新签 ${fmt(summary.group3.value_12)}`, `${fmt(summary.group3.value_13)}%`]],
      ['summary-profit', fmt(summary.group1.value_3), [`去年同期 ${fmt(summary.group1.value_4)}`, `${fmt(summary.group1.value_5)}%`]],
      ['summary-revenue', fmt(summary.group0.value_1), [`去年同期 ${fmt(summary.group0.value_0)}`, `${fmt(summary.group0.value_2)}%`]],
      ['summary-receivables', fmt(summary.group4.value_14), [`平均回款天数 ${fmt(summary.group4.value_15)}天`]],
      ['summary-budget', fmt(summary.group5.value_16), [`截止月份 ${fmt(summary.group5.value_17)}月`]],
    ];
    for (const [testId, headline, details] of expectations) {
      const card = workbench.card(testId);
      await expect(card.getByTestId('summary-value')).toHaveText(headline);
      for (const detail of details) await expect(card).toContainText(detail);
    }
    // A negative rate (profit here) is green with a down arrow; a positive one red with an up arrow.
    for (const [testId, value] of [
      ['summary-profit', summary.group1.value_5],
      ['summary-revenue', summary.group0.value_2],
    ] as const) {
      const rate = workbench.card(testId).getByTestId('summary-rate');
      await expect(rate).toHaveAttribute('data-trend', (value ?? 0) > 0 ? 'up' : 'down');
      await expect(rate).toHaveCSS('color', (value ?? 0) > 0 ? 'rgb(245, 34, 45)' : 'rgb(82, 196, 26)');
    }
    const monthShare = ((summary.group5.value_17 ?? 0) / 12) * 100;
    const progress = workbench.card('summary-budget').getByRole('progressbar');
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeCloseTo(monthShare, 0);
  });

  test('A-DASH-16 A-DASH-21 A-DASH-30 the revenue pie is drawn in three blues, the profit donut in its three colours; the top three ranks stand out', async ({ page }) => {
    const workbench = new WorkbenchPage(page);
    await workbench.goto();
    await workbench.chartsDrawn();
    // The palettes of the client's model/revenue-pie.ts (three blues, spec 000 §2.4) and model/profit-donut.ts.
    const blues = await workbench.chartColourPixels('revenue-pie', ['#0050b3', '#1890ff', '#91d5ff']);
    for (const [colour, pixels] of Object.entries(blues)) expect(pixels, `revenue pie pixels of ${colour}`).toBeGreaterThan(100);
    const donut = await workbench.chartColourPixels('profit-donut', ['#3aa1ff', '#4ecb73', '#fbd437']);
    for (const [colour, pixels] of Object.entries(donut)) expect(pixels, `profit donut pixels of ${colour}`).toBeGreaterThan(100);

    const rows = page.getByTestId('ranking-list').first().locator('li');
    expect(await rows.count()).toBeGreaterThan(3);
    for (const rank of [1, 2, 3]) await expect(rows.nth(rank - 1)).toHaveAttribute('data-highlighted', 'true');
    await expect(rows.nth(3)).toHaveAttribute('data-highlighted', 'false');
    await expect(rows.nth(0).locator('span').first()).toHaveCSS('background-color', 'rgb(49, 70, 89)');
    await expect(rows.nth(3).locator('span').first()).toHaveCSS('background-color', 'rgb(245, 245, 245)');
  });

  test('A-DASH-12 A-DASH-18 A-DASH-29 the selectors switch the distribution charts between industry and business', async ({ page }) => {
    const workbench = new WorkbenchPage(page);
    await workbench.goto();
    await workbench.chartsDrawn();
    const pie = workbench.chart('revenue-pie');
    const donut = workbench.chart('profit-donut');
    await expect(pie).toHaveAttribute('aria-label', /通信 \d+%/);
    await expect(donut).toHaveAttribute('aria-label', /通信\s+毛利率 \d+%/);

    // revenueGroupByBusiness is already cached: the ranking list reads it too.
    await workbench.card('revenue-distribution').getByText('按业务').click();
    await expect(pie).toHaveAttribute('aria-label', /人力外包 \d+%/);
    await expect(pie).not.toHaveAttribute('aria-label', /通信/);
    await expect(pie).toHaveAttribute('data-chart-state', 'rendered');

    const profitByBusiness = page.waitForRequest(/\/mis\/dashboard\/profitGroupByBusiness/);
    await workbench.card('profit-distribution').getByText('按业务').click();
    await profitByBusiness;
    await expect(donut).toHaveAttribute('aria-label', /人力外包\s+毛利率 \d+%/);

    // The ranking list: business units by revenue, the first three highlighted.
    const ranking = page.getByTestId('ranking-list').locator('li');
    await expect(ranking).toHaveCount(4);
    await expect(ranking.nth(0)).toHaveAttribute('data-highlighted', 'true');
    await expect(ranking.nth(2)).toHaveAttribute('data-highlighted', 'true');
    await expect(ranking.nth(3)).toHaveAttribute('data-highlighted', 'false');
  });

  test('A-DASH-31 A-DASH-33 A-DASH-34 A-DASH-36 A-DASH-37 A-DASH-40 the ranking tables rank across pages, hide a single page and scroll at 273px', async ({ page, request }) => {
    const { result: pending } = await apiCall<Array<{ projectName: string }>>(request, user.token, 'GET', '/mis/dashboard/pendingRank');
    expect(pending.length).toBeGreaterThan(20);
    const workbench = new WorkbenchPage(page);
    await workbench.goto();

    const receivables = page.getByTestId('receivables-rank-table');
    await expect(receivables.getByRole('columnheader', { name: '排名' })).toBeVisible();
    await expect(receivables.getByRole('columnheader', { name: '项目' })).toBeVisible();
    await expect(workbench.ranks('receivables-rank-table')).toHaveCount(20);
    await expect(workbench.ranks('receivables-rank-table').first()).toHaveText('1');
    await expect(receivables.locator('tbody tr.ant-table-row').first()).toContainText(pending[0]?.projectName ?? '');
    await receivables.locator('.ant-pagination-item-2').click();
    await expect(workbench.ranks('receivables-rank-table').first()).toHaveText('21');
    await expect(workbench.ranks('receivables-rank-table')).toHaveCount(pending.length - 20);
    await expect(receivables.locator('.ant-table-body')).toHaveCSS('max-height', '273px');

    for (const [card, table] of [
      ['unit-budget', 'unit-budget-table'],
      ['unit-profit', 'unit-profit-table'],
    ]) {
      await expect(page.getByTestId(card!)).toContainText(card === 'unit-budget' ? '各业务部门预算完成比' : '各业务部门利润贡献排行');
      await expect(workbench.ranks(table!).first()).toHaveText('1');
      await expect(page.getByTestId(table!).locator('.ant-pagination')).toHaveCount(0);
      await expect(page.getByTestId(table!).locator('.ant-table-body')).toHaveCSS('max-height', '273px');
    }
  });

  test('A-DASH-50 A-DASH-51 主要项目一览表 pages 10 rows on the server and ranks from page and position', async ({ page }) => {
    const workbench = new WorkbenchPage(page);
    await workbench.goto();
    const table = page.getByTestId('main-projects');
    await expect(table).toContainText('主要项目一览表');
    for (const header of ['排名', '区域', '业务类型', '项目', '累计营业收入（元）', '累计营业税金（元）', '累计营业成本（元）', '累计营业毛利（元）', '毛利率', '行业结构']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10);
    const second = page.waitForRequest((request) => /\/mis\/dwsProjectRevenue\/list\?/.test(request.url()) && /pageNo=2/.test(request.url()));
    await table.locator('.ant-pagination-item-2').click();
    const request = await second;
    expect(new URL(request.url()).searchParams.get('pageSize')).toBe('10');
    await expect(table.locator('tbody tr.ant-table-row td:first-child').first()).toHaveText('11');
    await expect(table.locator('tbody tr.ant-table-row td:first-child').last()).toHaveText('20');
  });

  test('A-DASH-45 A-DASH-48 every chart draws, the bar chart is 400px high, and charts follow the window size', async ({ page }) => {
    const workbench = new WorkbenchPage(page);
    await workbench.goto();
    await workbench.chartsDrawn();
    await expect(workbench.chart('cost-bar')).toHaveCSS('height', '400px');
    await expect(workbench.chart('revenue-pie')).toHaveCSS('height', '254px');
    await expect(workbench.chart('cost-bar')).toHaveAttribute('aria-label', /万元/);

    const canvasWidth = () => workbench.chart('cost-bar').locator('canvas').first().evaluate((canvas) => canvas.getBoundingClientRect().width);
    const boxWidth = () => workbench.chart('cost-bar').evaluate((box) => box.getBoundingClientRect().width);
    expect(Math.abs((await canvasWidth()) - (await boxWidth()))).toBeLessThan(2);
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(async () => Math.abs((await canvasWidth()) - (await boxWidth()))).toBeLessThan(2);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => Math.abs((await canvasWidth()) - (await boxWidth()))).toBeLessThan(2);

    await workbench.chartsDrawn();
    await page.screenshot({ path: 'artifacts/dashboard-workbench.png', fullPage: true });
  });

  test('charts redraw at their size when the kept-alive workbench tab shows again', async ({ page }) => {
    const workbench = new WorkbenchPage(page);
    await workbench.goto();
    await workbench.chartsDrawn();
    const gap = () =>
      workbench.chart('cost-bar').evaluate((box) => {
        const canvas = box.querySelector('canvas');
        return canvas ? Math.abs(canvas.getBoundingClientRect().width - box.getBoundingClientRect().width) : Number.POSITIVE_INFINITY;
      });
    // Leave for another page inside the app (the workbench stays mounted, hidden), resize, come back.
    await page.getByTestId('header-notice').click();
    await page.locator('.header-notice-popover').getByRole('button', { name: '查看更多' }).first().click();
    await expect(page.getByTestId('user-announcement-page')).toBeVisible();
    await expect(workbench.chart('cost-bar')).toBeHidden();
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.getByRole('menu').first().getByText('首页', { exact: true }).click();
    await expect(workbench.chart('cost-bar')).toBeVisible();
    await expect(workbench.chart('cost-bar')).toHaveAttribute('data-chart-state', 'rendered');
    await expect.poll(gap).toBeLessThan(2);
  });
});
