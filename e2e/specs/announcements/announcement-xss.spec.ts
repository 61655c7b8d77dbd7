import { expect, test } from '../../fixtures';
import { addAnnouncement, releaseAnnouncement } from '../../pages/announcement-api';
import { resetMock } from '../../pages/mock-api';
import { NoticeBell } from '../../pages/notice-bell';
import { signIn } from '../../pages/session';

// Every payload would set window.__xss (or open a dialog) if it ran.
const PAYLOAD = [
  '<p id="kept">正文保留</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '<svg><animate onbegin="window.__xss = \'svg\'" attributeName="x" dur="1s"></animate></svg>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<a id="evil-link" href="javascript:window.__xss = \'link\'">点我</a>',
  '<div onmouseover="window.__xss = \'hover\'" id="hover-me">悬停</div>',
  '<details open ontoggle="window.__xss = \'toggle\'"><summary>s</summary></details>',
  '<img src="x" onerror="alert(1)">',
].join('');

test('A-NOTICE-18 announcement HTML shows its content but runs none of its script or event-handler payloads', async ({ page, request }) => {
  await resetMock(request);
  const user = await signIn(page, request);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const titile = `e2e 注入测试 ${Date.now()}`;
  const id = await addAnnouncement(request, user.token, { titile, msgContent: PAYLOAD });
  await releaseAnnouncement(request, user.token, id);

  await page.goto('/dashboard/analysis');
  const bell = new NoticeBell(page);
  await bell.openEntry('通知', titile);
  const content = bell.detail().getByTestId('announcement-content');
  await expect(content.locator('#kept')).toHaveText('正文保留');
  await expect(content.getByText('点我')).toBeVisible();

  await content.locator('#hover-me').hover();
  await content.getByText('点我').click();
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const leftovers = await content.evaluate((root) => ({
    scripts: root.querySelectorAll('script, iframe').length,
    handlers: Array.from(root.querySelectorAll('*')).flatMap((element) => element.getAttributeNames().filter((name: string) => name.startsWith('on'))),
    jsLinks: Array.from(root.querySelectorAll('a')).filter((link) => /^\s*javascript:/i.test(link.getAttribute('href') ?? '')).length,
  }));
  expect(leftovers).toEqual({ scripts: 0, handlers: [], jsLinks: 0 });
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
