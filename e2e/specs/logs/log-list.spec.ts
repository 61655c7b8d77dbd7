import { expect as baseExpect, test } from '@playwright/test';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';

// The shared 2-core machine runs six engineers' builds: a lazily loaded screen can take many seconds to paint.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

interface LogPage {
  total: number;
}

test('日志管理 shows login and operation logs in tabs, filtered by keyword, date range and type', async ({ page, request }) => {
  await resetMock(request);
  const admin = await signIn(page, request);
  const count = async (query: string) => (await apiCall<LogPage>(request, admin.token, 'GET', `/sys/log/list?${query}`)).result.total;
  await page.goto('/isystem/log');
  const list = new ListScreen(page, page.getByTestId('log-list-page'));
  await list.expectTotal(await count('logType=1'));
  await keepScreenshot(page, 'logs-login-1440');

  await list.root.getByRole('tab', { name: '操作日志' }).click();
  await expect(page).toHaveURL(/logType=2/);
  await list.expectTotal(await count('logType=2'));
  await list.root.locator('.ant-select').filter({ hasText: '请选择' }).click();
  await page.locator('.ant-select-item-option', { hasText: '添加' }).click();
  await list.search();
  await list.expectTotal(await count('logType=2&operateType=2'));

  await list.root.getByPlaceholder('开始日期').fill('2020-01-01');
  await list.root.getByPlaceholder('结束日期').fill('2020-12-31');
  await list.root.getByPlaceholder('结束日期').press('Enter');
  await list.search();
  await list.expectTotal(await count('logType=2&operateType=2&createTime_begin=2020-01-01&createTime_end=2020-12-31'));
  await expect(page).toHaveURL(/createTime=2020-01-01/);

  await list.reset();
  await list.expectTotal(await count('logType=2'));
  await expect(list.root.getByRole('tab', { name: '操作日志', selected: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(page, 'logs-operation-375', { fullPage: true });
});
