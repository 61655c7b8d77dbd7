import { expect as baseExpect, test } from '@playwright/test';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { signIn } from '../../pages/session';

// The shared 2-core machine runs six engineers' builds: a lazily loaded screen can take many seconds to paint.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('在线用户 lists the sessions and 强退 signs the forced user out in their browser', async ({ browser, page, request }) => {
  await resetMock(request);
  const jeecgContext = await browser.newContext();
  const jeecgPage = await jeecgContext.newPage();
  await signIn(jeecgPage, request, 'jeecg');
  await jeecgPage.goto('/dashboard/analysis');
  await expect(jeecgPage.getByText('欢迎您')).toBeVisible();

  await signIn(page, request);
  await page.goto('/monitor/online');
  const list = new ListScreen(page, page.getByTestId('online-user-list-page'));
  await expect(list.row('jeecg')).toBeVisible();
  await list.root.getByPlaceholder('请输入用户账号').fill('jeecg');
  await list.search();
  await expect(list.rows()).not.toHaveCount(0);
  for (const text of await list.rows().allInnerTexts()) expect(text).toContain('jeecg');
  await keepScreenshot(page, 'online-users-1440');

  await list.rows().first().getByText('强退').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('退出登录成功！')).toBeVisible();

  // The forced browser's next call (the bell polls every few seconds) answers 401 and signs it out.
  await expect(jeecgPage).toHaveURL(/\/user\/login/, { timeout: 60_000 });
  await jeecgContext.close();
});
