import { expect, test } from '../../fixtures';
import { signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

test('A-ERR-18 a page chunk that fails to load is tried once more, then the spec message shows', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  const shell = new ShellPage(page);
  await shell.gotoWorkbench();
  const attempts: string[] = [];
  // The retry asks for the same file under another URL (?retry=…): a browser may keep a failed import.
  await page.route(/\/assets\/account-centre-page-[^/?]+\.js(\?retry=\d+)?$/, (route) => {
    attempts.push(route.request().url());
    return route.abort('failed');
  });
  await shell.openMenu('个人页', '个人中心');
  await expect(page.getByText('页面加载失败')).toBeVisible();
  await expect(page.getByText(/Loading chunk account\/center failed/)).toBeVisible();
  expect(attempts).toHaveLength(2);
  await page.screenshot({ path: 'artifacts/shell-chunk-failure.png' });
});

test('a page chunk that fails once loads on the retry', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  const shell = new ShellPage(page);
  await shell.gotoWorkbench();
  let attempts = 0;
  // The retry asks for the same file under another URL (?retry=…): a browser may keep a failed import.
  await page.route(/\/assets\/account-centre-page-[^/?]+\.js(\?retry=\d+)?$/, (route) => {
    attempts += 1;
    return attempts === 1 ? route.abort('failed') : route.continue();
  });
  await shell.openMenu('个人页', '个人中心');
  await expect(page.getByTestId('account-centre')).toBeVisible();
  expect(attempts).toBe(2);
});
