import { expect as baseExpect, test, type Page, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen } from '../../pages/list-page';
import { apiLogin } from '../../pages/mock-api';
import { clearActiveQuery, QueryBuilder } from '../../pages/query-builder';
import { chooseOption } from '../../pages/select-dropdown';
import { apiCall, signIn } from '../../pages/session';
import { restrictedUser } from '../../pages/sysadmin-api';

interface LogPage {
  records: { logContent: string; operateType: number | null; costTime: number | null; userid: string }[];
  total: number;
}

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

const screenOf = (page: Page) => new ListScreen(page, page.getByTestId('log-list-page'));
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Types both dates as a person would: the start, Enter (the picker moves on to the end), the end, Enter. */
async function pickRange(page: Page, list: ListScreen, from: string, to: string) {
  await list.root.getByPlaceholder('开始日期').click();
  await page.keyboard.type(from);
  await page.keyboard.press('Enter');
  await expect(list.root.getByPlaceholder('结束日期')).toBeFocused();
  await page.keyboard.type(to);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
  await expect(list.root.getByPlaceholder('开始日期')).toHaveValue(from);
  await expect(list.root.getByPlaceholder('结束日期')).toHaveValue(to);
}

test.describe('日志管理', () => {
  test.describe.configure({ timeout: 180_000 });

  test('login logs: a known login found by keyword and date range, an empty range, paging', async ({ page, request }) => {
    const admin = await apiLogin(request, 'admin');
    const username = await restrictedUser(request, admin.token, ['系统管理']);
    await apiLogin(request, username);
    const known = `用户名: ${username},登录成功！`;
    const { token } = await signIn(page, request);
    const all = (await apiCall<LogPage>(request, token, 'GET', '/sys/log/list?logType=1&pageSize=1')).result.total;

    await page.goto('/isystem/log');
    const list = screenOf(page);
    await expect(list.root.getByRole('tab', { name: '登录日志', selected: true })).toBeVisible({ timeout: 45_000 });
    await expect(list.rows()).toHaveCount(10);
    await list.expectTotal(all);
    await keepScreenshot(page, 'log-list-1440');

    // Each range is picked in an empty picker (after 重置), as a person starting a new search would.
    await list.root.getByPlaceholder('请输入搜索关键词').fill(username);
    await pickRange(page, list, '2020-01-01', '2020-01-02');
    const ranged = page.waitForRequest((req) => req.url().includes('/sys/log/list') && new URL(req.url()).searchParams.get('createTime_begin') === '2020-01-01');
    await list.search();
    expect(new URL((await ranged).url()).searchParams.get('createTime_end')).toBe('2020-01-02');
    await expect(list.rows()).toHaveCount(0);
    await expect(list.root.locator('.ant-table-placeholder .ant-empty')).toBeVisible();

    await list.reset();
    await list.expectTotal(all);
    await list.root.locator('.ant-pagination-item-2').click();
    await expect(list.root.locator('.ant-pagination-total-text')).toHaveText(`11-20 共 ${all} 条`);
    await expect(list.root.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(page).toHaveURL(/pageNo=2/);

    await list.root.getByPlaceholder('请输入搜索关键词').fill(username);
    await pickRange(page, list, today(), today());
    await list.search();
    await expect(list.rows()).toHaveText([new RegExp(known.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]);
    await list.expectTotal(1);
  });

  screenTest('operation logs: the 操作类型 filter, at 1440 and 375', async ({ page, request, admin }) => {
    const { token } = admin;
    const added = (await apiCall<LogPage>(request, token, 'GET', '/sys/log/list?logType=2&operateType=2&pageSize=100')).result;
    expect(added.total).toBeGreaterThan(0);

    await visit(page, '/isystem/log');
    const list = screenOf(page);
    await list.root.getByRole('tab', { name: '操作日志' }).click();
    await expect(list.root.getByRole('tab', { name: '操作日志', selected: true })).toBeVisible();
    await expect(list.root.locator('thead')).toContainText('操作类型');
    await chooseOption(page, list.root.locator('.ant-form-item').filter({ hasText: '操作类型' }).locator('.ant-select'), '添加');
    await list.search();
    await list.expectTotal(added.total);
    await expect(list.rows().first()).toContainText(added.records[0]?.logContent ?? '');
    const types = await list.rows().locator('td').filter({ hasText: /^(查询|添加|修改|删除|导入|导出)$/ }).allInnerTexts();
    expect(types.length).toBe(Math.min(added.total, 10));
    expect(new Set(types)).toEqual(new Set(['添加']));
    await keepScreenshot(page, 'log-list-operations-1440');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(list.rows().first()).toBeVisible();
    // The list fits the phone: neither the page nor the table scrolls sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await list.root.locator('.ant-table-content').evaluate((table) => table.scrollWidth <= table.clientWidth)).toBe(true);
    await keepScreenshot(page, 'log-list-375');
  });

  screenTest('operation logs: sorting by 耗时 and by 创建时间 follows the list call, through the address', async ({ page, request, admin }) => {
    const { token } = admin;
    // Operation logs carry a cost; login logs have none.
    const logs = async (query: string) => (await apiCall<LogPage>(request, token, 'GET', `/sys/log/list?logType=2&pageSize=10&${query}`)).result;
    const costs = (found: LogPage) => found.records.map((row) => (row.costTime === null ? '' : String(row.costTime)));
    await visit(page, '/isystem/log');
    const list = screenOf(page);
    await list.root.getByRole('tab', { name: '操作日志' }).click();
    await expect(list.root.getByRole('tab', { name: '操作日志', selected: true })).toBeVisible({ timeout: 45_000 });
    await expect(list.root.locator('thead')).toContainText('操作类型');
    await expect(list.rows()).toHaveCount(10);
    const costCells = list.rows().locator('td:nth-child(6)');

    await list.root.locator('th', { hasText: '耗时(毫秒)' }).click();
    await expect(page).toHaveURL(/column=costTime/);
    await expect(page).toHaveURL(/order=asc/);
    const cheapest = await logs('column=costTime&order=asc');
    await expect(costCells).toHaveText(costs(cheapest));
    await list.root.locator('th', { hasText: '耗时(毫秒)' }).click();
    await expect(page).toHaveURL(/order=desc/);
    const dearest = await logs('column=costTime&order=desc');
    await expect(costCells).toHaveText(costs(dearest));
    expect(costs(dearest)).not.toEqual(costs(cheapest));
    await page.reload();
    await expect(costCells).toHaveText(costs(dearest), { timeout: 45_000 });

    await list.root.locator('th', { hasText: '创建时间' }).click();
    await expect(page).toHaveURL(/column=createTime/);
    const oldest = await logs(`column=createTime&order=${new URL(page.url()).searchParams.get('order') ?? 'desc'}`);
    await expect(list.rows().locator('td:nth-child(8)')).toHaveText(oldest.records.map((row) => (row as unknown as { createTime: string }).createTime));
  });

  test('an advanced query with two conditions finds one operator\'s logins, and 清空 lifts it', async ({ page, request }) => {
    const admin = await apiLogin(request, 'admin');
    const username = await restrictedUser(request, admin.token, ['系统管理']);
    await apiLogin(request, username);
    await apiLogin(request, username);
    const { token } = await signIn(page, request);
    const expected = (await apiCall<LogPage>(request, token, 'GET', `/sys/log/list?logType=1&pageSize=100&logContent=${encodeURIComponent('*登录成功*')}&userid=${username}`)).result;
    expect(expected.total).toBe(2);
    const all = (await apiCall<LogPage>(request, token, 'GET', '/sys/log/list?logType=1&pageSize=1')).result.total;

    await page.goto('/isystem/log');
    const list = screenOf(page);
    await expect(list.rows()).toHaveCount(10, { timeout: 45_000 });
    const builder = await QueryBuilder.open(page, list.root);
    await (await builder.choose(0, '日志内容', '模糊')).getByPlaceholder('请输入值').fill('登录成功');
    await builder.addAfter(0);
    await (await builder.choose(1, '操作人账号')).getByPlaceholder('请输入值').fill(username);
    await builder.query();
    await list.expectTotal(2);
    await expect(list.rows().locator('td:nth-child(3)')).toHaveText([username, username]);
    await builder.close();

    await clearActiveQuery(page, list.root);
    await list.expectTotal(all);
  });
});
