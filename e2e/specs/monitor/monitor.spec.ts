import { expect as baseExpect, test, type Locator, type Page, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { apiLogin, forceAnswer } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';
import { restrictedUser } from '../../pages/sysadmin-api';

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`).locator('.ant-statistic-content-value');
const MB_PER = { KB: 1 / 1024, MB: 1, GB: 1024 } as const;
/** A figure such as "105.3 MB" in megabytes. */
async function megabytes(locator: Locator): Promise<number> {
  const match = /([\d.]+) (KB|MB|GB)/.exec(await locator.innerText());
  if (!match) throw new Error(`not a size: ${await locator.innerText()}`);
  return Number(match[1]) * MB_PER[match[2] as keyof typeof MB_PER];
}
const count = async (locator: Locator) => Number((await locator.innerText()).replace(/,/g, ''));
const refresh = (page: Page) => page.getByTestId('refresh-bar').getByRole('button', { name: /刷\s*新/ }).click();

test.describe('系统监控', () => {
  test.describe.configure({ timeout: 180_000 });

  screenTest('A-GEN-15 A-ROUTE-41 A-ROUTE-43 A-ROUTE-44 JVM, system and application-server figures move: memory after allocating, uptime, sessions after a second login', async ({ page, request }) => {
    await visit(page, '/monitor/JvmInfo');
    const jvm = page.getByTestId('jvm-info-page');
    await expect(figure(page, 'memory-used')).toHaveText(/\d+(\.\d+)? (MB|GB)/, { timeout: 45_000 });
    await expect(jvm.getByTestId('metric-jvm.memory.max')).toHaveText(/\d+(\.\d+)? (MB|GB)/);
    await expect(jvm.getByText('该服务器不提供').first()).toBeVisible();
    const before = await megabytes(figure(page, 'memory-used'));
    const allocated = await request.post('/__mock/allocate', { data: { mb: 120 } });
    expect(allocated.ok()).toBe(true);
    await refresh(page);
    await expect.poll(() => megabytes(figure(page, 'memory-used'))).toBeGreaterThan(before + 40);
    await expect(jvm.getByTestId('memory-trend')).toHaveAttribute('data-chart-state', 'rendered');
    await keepScreenshot(page, 'monitor-jvm-1440');

    await page.goto('/monitor/SystemInfo');
    const system = page.getByTestId('system-info-page');
    await expect(figure(page, 'cpu-count')).toHaveText(/^\d+$/, { timeout: 45_000 });
    await expect(figure(page, 'cpu-usage')).toHaveText(/^\d+\.\d%$/);
    await expect(system.getByTestId('metric-process.start.time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const uptime = await system.getByTestId('metric-process.uptime').innerText();
    await page.waitForTimeout(1100);
    await refresh(page);
    await expect(system.getByTestId('metric-process.uptime')).not.toHaveText(uptime);
    await expect(system.getByTestId('cpu-trend')).toHaveAttribute('data-chart-state', 'rendered');
    await keepScreenshot(page, 'monitor-system-1440');

    await page.goto('/monitor/TomcatInfo');
    await expect(figure(page, 'sessions-active')).toHaveText(/^\d+$/, { timeout: 45_000 });
    const active = await count(figure(page, 'sessions-active'));
    const created = await count(figure(page, 'sessions-created'));
    await apiLogin(request, 'jeecg');
    await refresh(page);
    await expect.poll(() => count(figure(page, 'sessions-created'))).toBe(created + 1);
    expect(await count(figure(page, 'sessions-active'))).toBeGreaterThanOrEqual(active + 1);
    await keepScreenshot(page, 'monitor-tomcat-1440');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/monitor/JvmInfo');
    await expect(figure(page, 'memory-used')).toHaveText(/\d/, { timeout: 45_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await keepScreenshot(page, 'monitor-jvm-375', { fullPage: true });
  });

  screenTest('A-ROUTE-39 A-ROUTE-40 A-ROUTE-42 the trace shows a new request without its token, the cache counts a new row, disks read, a failure says so', async ({ page, request, admin }) => {
    const me = admin;
    const probe = `probe${Date.now().toString(36)}`;
    await visit(page, '/monitor/HttpTrace');
    const trace = page.getByTestId('http-trace-page');
    await expect(trace.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 45_000 });
    await apiCall(request, me.token, 'GET', `/sys/position/list?name=${probe}`);
    await refresh(page);
    const row = trace.locator('tr.ant-table-row').filter({ hasText: probe });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('GET');
    await expect(row).toContainText('200');
    await expect(row).toContainText(/\d+ ms/);
    await row.locator('.ant-table-row-expand-icon').click();
    await expect(trace.getByText('请求头')).toBeVisible();
    expect(await trace.innerText()).not.toContain(me.token);
    await keepScreenshot(page, 'monitor-trace-1440');

    await page.goto('/monitor/redis');
    const cache = page.getByTestId('redis-info-page');
    await expect(figure(page, 'keys')).toHaveText(/^[\d,]+$/, { timeout: 45_000 });
    await expect(cache.getByTestId('store-tables').getByRole('cell', { name: 'users', exact: true })).toBeVisible();
    const keys = await count(figure(page, 'keys'));
    await apiCall(request, me.token, 'POST', '/sys/position/add', { code: probe, name: '监控探针' });
    await refresh(page);
    await expect.poll(() => count(figure(page, 'keys'))).toBeGreaterThanOrEqual(keys + 1);
    await expect(cache.getByTestId('keys-trend')).toHaveAttribute('data-chart-state', 'rendered');
    await keepScreenshot(page, 'monitor-cache-1440');

    await page.goto('/monitor/Disk');
    const disks = page.getByTestId('disk-page');
    await expect(disks.getByTestId('disk-card').first()).toBeVisible({ timeout: 45_000 });
    await expect(disks.getByTestId('disk-total').first()).toHaveText(/\d+(\.\d+)? (MB|GB)/);
    await keepScreenshot(page, 'monitor-disk-1440');
    await forceAnswer(request, { path: '/sys/actuator/redis/queryDiskInfo', status: 500, message: '模拟服务器故障' });
    await refresh(page);
    await expect(disks.getByRole('alert')).toContainText('读取磁盘监控失败');
    await expect(disks.getByRole('alert')).toContainText('服务器出错（HTTP 500）');
    await expect(disks.getByTestId('disk-card').first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/monitor/redis');
    await expect(figure(page, 'keys')).toHaveText(/\d/, { timeout: 45_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await keepScreenshot(page, 'monitor-cache-375', { fullPage: true });
  });

  test('A-GEN-15 a restricted user does not see 系统监控 nor open its screens', async ({ page, request }) => {
    const admin = await apiLogin(request, 'admin');
    const username = await restrictedUser(request, admin.token, ['系统管理', '日志管理']);
    await signIn(page, request, username);
    await page.goto('/isystem/log');
    await expect(page.getByTestId('log-list-page')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('menu', { name: '主菜单' }).first().getByText('系统监控', { exact: true })).toHaveCount(0);
    await page.goto('/monitor/JvmInfo');
    await expect(page.getByTestId('jvm-info-page')).toHaveCount(0);
    await expect(page.getByText('404').first()).toBeVisible({ timeout: 30_000 });
  });
});
