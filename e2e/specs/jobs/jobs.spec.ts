import { expect as baseExpect, test, screenTest, visit } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen } from '../../pages/list-page';
import { chooseOption } from '../../pages/select-dropdown';
import { apiCall } from '../../pages/session';

// The machine running the suite is shared by several builds: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

interface LogPage {
  total: number;
  records: { logContent: string }[];
}

test.describe('定时任务', () => {
  test.describe.configure({ timeout: 180_000 });

  let stopAfterwards: (() => Promise<unknown>) | null = null;
  test.afterEach(async () => {
    await stopAfterwards?.();
    stopAfterwards = null;
  });

  screenTest('a job set up with the cron editor runs every second and its runs show in 日志管理; 停止 stops it', async ({ page, request, admin }) => {
    const { token } = admin;
    const name = `e2e每秒${Date.now().toString(36)}`;
    const runs = async () => (await apiCall<LogPage>(request, token, 'GET', `/sys/log/list?logType=2&pageSize=1&keyWord=${encodeURIComponent(name)}`)).result.total;

    await visit(page, '/isystem/QuartzJobList');
    const list = new ListScreen(page, page.getByTestId('quartz-job-list-page'));
    await expect(list.row('劳动合同到期提醒（发消息）')).toBeVisible({ timeout: 45_000 });
    await list.root.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增' });
    await chooseOption(page, dialog.getByLabel('任务类名'), '带参数的示例任务（写日志）');

    // The cron editor's dialog: a typed expression, previewed, then taken into the form.
    await dialog.getByRole('button', { name: /设\s*置/ }).click();
    const cron = page.getByRole('dialog', { name: 'Cron表达式' });
    await cron.getByLabel('cron表达式').fill('0/1 * * * * ? *');
    await expect(cron.getByTestId('cron-preview').getByRole('listitem')).toHaveCount(10);
    await keepScreenshot(page, 'jobs-cron-1440');
    await cron.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByLabel('Cron表达式')).toHaveValue('0/1 * * * * ? *');
    await dialog.getByLabel('参数').fill('hello');
    await dialog.getByLabel('描述').fill(name);
    await keepScreenshot(page, 'jobs-form-1440');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('创建定时任务成功');
    const row = list.row(name);
    // Whatever happens below, the job must not go on writing the shared server's log every second.
    const created = await apiCall<{ records: { id: string }[] }>(request, token, 'GET', `/sys/quartzJob/list?description=${encodeURIComponent(name)}`);
    const jobId = created.result.records[0]?.id ?? '';
    stopAfterwards = () => apiCall(request, token, 'GET', `/sys/quartzJob/pause?id=${jobId}`);
    await expect(row).toContainText('0/1 * * * * ? *');
    await expect(row).toContainText('正常');

    await expect.poll(runs, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.goto(`/isystem/log?logType=2&keyWord=${encodeURIComponent(name)}`);
    const logs = new ListScreen(page, page.getByTestId('log-list-page'));
    await expect(logs.rows().first()).toContainText(`定时任务「${name}」执行成功：SampleParamJob：带参数的定时任务执行，参数 hello`, { timeout: 45_000 });

    await page.goto('/isystem/QuartzJobList');
    await row.getByText('停止', { exact: true }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('停止定时任务成功');
    await expect(row).toContainText('停止');
    await page.waitForTimeout(1100);
    const stopped = await runs();
    await page.waitForTimeout(2000);
    expect(await runs()).toBe(stopped);

    await row.getByText('执行一次', { exact: true }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('执行成功!');
    expect(await runs()).toBe(stopped + 1);
    await keepScreenshot(page, 'jobs-list-1440');

    await page.setViewportSize({ width: 375, height: 812 });
    // A phone shows 任务类名, cron表达式 and 状态 only.
    await expect(list.row('0/1 * * * * ? *')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await keepScreenshot(page, 'jobs-list-375');
  });
});
