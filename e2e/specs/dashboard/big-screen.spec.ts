import { expect, test } from '../../fixtures';
import { BigScreenPage } from '../../pages/big-screen-page';
import { resetMock } from '../../pages/mock-api';
import { signIn } from '../../pages/session';

test.describe('big screen', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetMock(request);
    await signIn(page, request);
  });

  test('A-BIG-08 A-BIG-09 the clock shows date, Chinese weekday and time, and ticks every second', async ({ page }) => {
    const screen = new BigScreenPage(page);
    await screen.goto();
    await expect(page.getByTestId('clock-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('clock-weekday')).toHaveText(/^星期[日一二三四五六]$/);
    const first = await screen.clockTime().textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect(screen.clockTime()).not.toHaveText(first ?? '', { timeout: 2500 });
  });

  test('A-BIG-10 A-BIG-11 A-BIG-12 A-BIG-14 headcount tables scroll by themselves, pause on hover, and follow the month picker', async ({ page }) => {
    const screen = new BigScreenPage(page);
    const firstLoad = page.waitForRequest((request) => request.url().includes('/online/cgform/api/getData/'));
    await screen.goto();
    const params = new URL((await firstLoad).url()).searchParams;
    expect(Object.fromEntries([...params].filter(([key]) => key !== '_t' && key !== 'company' && key !== 'year' && key !== 'month'))).toEqual({
      column: 'sort',
      order: 'asc',
      pageNo: '1',
      pageSize: '9999',
    });
    for (const [index, title] of [
      [0, '全网岗位人数'],
      [1, '电话商务公司岗位人数'],
    ] as const) {
      await expect(page.getByTestId('screen-headcount')).toContainText(title);
      await expect(page.getByTestId(`headcount-table-${index}`).getByRole('columnheader')).toHaveText(['岗位', '人数']);
      await expect(screen.headcountBody(index).getByRole('row').first()).toBeVisible();
    }

    const body = screen.headcountBody(0);
    const start = await screen.scrollTopOf(body);
    await expect.poll(() => screen.scrollTopOf(body), { timeout: 5000 }).toBeGreaterThan(start + 3);

    await body.hover();
    const paused = await screen.scrollTopOf(body);
    await page.waitForTimeout(800);
    expect(await screen.scrollTopOf(body)).toBe(paused);

    await page.mouse.move(5, 5);
    await expect.poll(() => screen.scrollTopOf(body), { timeout: 5000 }).toBeGreaterThan(paused + 2);

    // An earlier month: both tables reload for it.
    const reload = page.waitForRequest((request) => request.url().includes('/online/cgform/api/getData/') && !request.url().includes(`month=${params.get('month')}&`));
    await page.getByLabel('统计月份').click();
    await page.locator('.ant-picker-header-super-prev-btn').click();
    await page.locator('.ant-picker-cell-in-view').first().click();
    const request = await reload;
    expect(new URL(request.url()).searchParams.get('month')).toBe('1');
  });

  test('A-BIG-01 A-BIG-02 A-BIG-03 A-BIG-04 A-BIG-05 A-BIG-06 A-BIG-07 every family draws, the China map from bundled data without outside requests', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== '127.0.0.1' && host !== 'localhost') outside.push(request.url());
    });
    const screen = new BigScreenPage(page);
    await screen.goto();
    for (const [panel, title] of [
      ['screen-revenue', '营收'],
      ['screen-profit', '利润'],
      ['screen-budget-rank', '预算完成排名'],
      ['screen-due-in', '待回款'],
      ['screen-project-distribution', '项目分布'],
      ['screen-china-map', '全国项目分布'],
      ['screen-headcount', '岗位人数'],
    ] as const) {
      await expect(page.getByTestId(panel).getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    for (const chart of ['screen-revenue-chart', 'screen-profit-chart', 'screen-budget-chart', 'screen-area-chart', 'screen-map-chart']) {
      await expect(page.getByTestId(chart)).toHaveAttribute('data-chart-state', 'rendered', { timeout: 15_000 });
    }
    await expect(page.getByTestId('screen-revenue-chart')).toHaveAttribute('aria-label', /人力外包 \d+%/);
    await expect(page.getByTestId('screen-map-chart')).toHaveAttribute('aria-label', /广东 \d+个/);
    expect(outside).toEqual([]);
    await page.screenshot({ path: 'artifacts/big-screen.png' });
  });

  test('A-ROUTE-16 the top bar opens the big screen page /bigscreen/screen full-window in a new window', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '大屏' }).click();
    const screenWindow = await popup;
    await expect(screenWindow).toHaveURL(/\/bigscreen\/screen$/);
    const screen = screenWindow.getByTestId('big-screen');
    await expect(screen).toBeVisible();
    const box = await screen.boundingBox();
    const viewport = screenWindow.viewportSize();
    expect(box && viewport && { x: box.x, y: box.y, width: box.width, height: box.height }).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
    await expect(screenWindow.getByRole('menu')).toHaveCount(0);
  });
});
