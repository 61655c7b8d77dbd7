import { expect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { resetMock } from '../../pages/mock-api';
import { NoticeBell } from '../../pages/notice-bell';
import { apiCall, signIn, type SignedInUser } from '../../pages/session';

interface ListedNotice {
  titile: string;
  sendTime: string | null;
  createTime: string | null;
}

test.describe('an announcement has one publish time', () => {
  let user: SignedInUser;

  test.beforeEach(async ({ page, request }) => {
    await resetMock(request);
    user = await signIn(page, request);
  });

  test('the bell, 我的消息 and the detail all show its send time as the time it was published', async ({ page, request }) => {
    const { result } = await apiCall<{ anntMsgList: ListedNotice[] }>(request, user.token, 'GET', '/sys/annountCement/listByUser?pageSize=5');
    const notice = result.anntMsgList[0];
    if (!notice?.sendTime) throw new Error('the seed has no released announcement for admin');
    // The seed creates each announcement an hour before it is sent: the two times can be told apart.
    expect(notice.sendTime).not.toBe(notice.createTime);

    await page.goto('/dashboard/analysis');
    const bell = new NoticeBell(page);
    await expect(bell.bell()).toHaveAttribute('data-count', /\d+/, { timeout: 20_000 });
    const popover = await bell.open();
    const entry = popover.getByTestId('notice-entry').filter({ hasText: `标题：${notice.titile}` });
    await expect(entry).toContainText(`${notice.sendTime} 发布`);
    await keepScreenshot(popover, 'notice-bell-publish-time');

    await page.goto('/isps/userAnnouncement');
    const table = page.getByTestId('user-announcement-page');
    const header = table.locator('thead th');
    // The page's chunk loads on first visit: a loaded machine can take a while.
    await expect(header.first()).toBeVisible({ timeout: 20_000 });
    const sendTimeColumn = (await header.allTextContents()).indexOf('发布时间');
    expect(sendTimeColumn).toBeGreaterThanOrEqual(0);
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: notice.titile });
    await expect(row.locator('td').nth(sendTimeColumn)).toHaveText(notice.sendTime);

    await row.getByText('查看', { exact: true }).click();
    const detail = page.getByTestId('announcement-detail');
    await expect(detail).toContainText(`发布时间：${notice.sendTime}`);
  });
});
