import { expect, test, type Page, type WebSocket } from '../../fixtures';
import { addAnnouncement, releaseAnnouncement } from '../../pages/announcement-api';
import { resetMock } from '../../pages/mock-api';
import { NoticeBell } from '../../pages/notice-bell';
import { signIn, type SignedInUser } from '../../pages/session';

interface UnreadNotice {
  id: string;
  titile: string;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
}

/** Opens the workbench and returns the unread 通知 entries the header loaded, once the bell shows their count. */
async function unreadNotices(page: Page): Promise<{ entries: UnreadNotice[]; count: number; anntMsgTotal: number; sysMsgTotal: number }> {
  const listLoaded = page.waitForResponse(/\/sys\/annountCement\/listByUser/);
  await page.goto('/dashboard/analysis');
  const { result } = (await (await listLoaded).json()) as { result: { anntMsgList: UnreadNotice[]; anntMsgTotal: number; sysMsgTotal: number } };
  const count = result.anntMsgTotal + result.sysMsgTotal;
  // Before the list is drawn the badge reads 0, which a test taking it as its starting count would get wrong.
  await expect(new NoticeBell(page).bell()).toHaveAttribute('data-count', String(count));
  return { entries: result.anntMsgList, count, anntMsgTotal: result.anntMsgTotal, sysMsgTotal: result.sysMsgTotal };
}

test.describe('header notice', () => {
  // Fresh pages: each test resets the mock and then loads the workbench, so the bell's first list is the seed's.
  // Reduced motion, as the rest of the suite. With motion, a press on an entry of the just-opened popover was lost in 3
  // of 18 test runs over three CI runs (no detail opened, the count unchanged): an open finding (docs/testing.md).
  let user: SignedInUser;

  test.beforeEach(async ({ page, request }) => {
    await resetMock(request);
    user = await signIn(page, request);
  });

  test('A-NOTICE-01 A-NOTICE-02 A-NOTICE-06 A-NOTICE-07 A-NOTICE-09 A-NOTICE-10 A-NOTICE-12 A-NOTICE-13 A-NOTICE-14 A-NOTICE-08 the popover with 通知(n), 系统消息(n) and 查看更多; the detail and 去处理; an entry opening its component page', async ({ page }) => {
    const { entries, count, anntMsgTotal, sysMsgTotal } = await unreadNotices(page);
    const bell = new NoticeBell(page);

    await test.step('A-NOTICE-01 A-NOTICE-02 A-NOTICE-06 A-NOTICE-07 the bell opens a 300px popover with 通知(n) and 系统消息(n) and a view-more link', async () => {
      // unreadNotices waited for the badge to show 通知 + 系统消息 of the list's answer
      await expect(bell.bell()).toHaveAttribute('data-count', String(anntMsgTotal + sysMsgTotal));
      const popover = await bell.open();
      await expect(popover.getByRole('tab', { name: `通知(${anntMsgTotal})` })).toBeVisible();
      await expect(popover.getByRole('tab', { name: `系统消息(${sysMsgTotal})` })).toBeVisible();
      // The popover zooms in; its width is read once the opening animation has settled.
      await expect.poll(async () => (await popover.boundingBox())?.width).toBe(300);
      await expect(popover.getByText(/标题：/).first()).toBeVisible();
      await popover.getByRole('button', { name: '查看更多' }).first().click();
      await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
      await expect(page.getByTestId('user-announcement-page')).toBeVisible();
      await expect(popover).toBeHidden();
    });

    await test.step('A-NOTICE-09 A-NOTICE-10 A-NOTICE-12 A-NOTICE-13 A-NOTICE-14 the detail is 通知消息 at 60% with a close button; 去处理 only for url and it navigates', async () => {
      const plain = entries.find((entry) => !entry.openType);
      const withUrl = entries.find((entry) => entry.openType === 'url');
      expect(plain && withUrl).toBeTruthy();

      // Opening marks the entry read and reloads the list, which then loses a row: the next entry is pressed only once the
      // shorter list is on screen (a row moving between the pointer's aim and its press would take the click).
      const reloaded = page.waitForResponse(/\/sys\/annountCement\/listByUser/);
      await bell.openEntry('通知', plain?.titile ?? '');
      await expect(bell.detail()).toBeVisible();
      const modal = page.locator('.ant-modal').filter({ has: page.getByText('通知消息') });
      // Polled: the modal zooms in, so its box grows to full size over the animation.
      await expect.poll(async () => Math.abs(((await modal.boundingBox())?.width ?? 0) - 1440 * 0.6)).toBeLessThan(2);
      await expect(bell.detail().getByRole('button', { name: '去处理' })).toHaveCount(0);
      await bell.detail().getByRole('button', { name: '关闭' }).click();
      await expect(bell.detail()).toBeHidden();
      await reloaded;
      await expect(bell.bell()).toHaveAttribute('data-count', String(count - 1));

      const reloadedAgain = page.waitForResponse(/\/sys\/annountCement\/listByUser/);
      await bell.openEntry('通知', withUrl?.titile ?? '');
      await expect(bell.detail()).toBeVisible();
      await bell.detail().getByRole('button', { name: '去处理' }).click();
      await expect(bell.detail()).toBeHidden();
      expect(new URL(page.url()).pathname).toBe(withUrl?.openPage);
      // the list one shorter again before the next entry is pressed (as above)
      await reloadedAgain;
      await expect(bell.bell()).toHaveAttribute('data-count', String(count - 2));
    });

    await test.step('A-NOTICE-08 an entry of open type component opens its component page with the business id', async () => {
      const entry = entries.find((candidate) => candidate.openType === 'component');
      expect(entry).toBeDefined();
      const componentPage = page.getByTestId('notice-component-page');
      await bell.openEntry('通知', entry?.titile ?? '', componentPage);
      await expect(componentPage).toHaveAttribute('data-bus-id', entry?.busId ?? '');
      await expect(componentPage).toContainText(entry?.busId ?? '');
      await expect(bell.detail()).toHaveCount(0);
    });
  });

  test('A-NOTICE-19 A-NOTICE-20 A-NOTICE-22 releasing an announcement pushes it to the bell without a reload; opening it marks it read', async ({ page, request }) => {
    const pushes: string[] = [];
    page.on('websocket', (socket: WebSocket) => {
      socket.on('framereceived', (frame) => pushes.push(String(frame.payload)));
    });
    const { count: before } = await unreadNotices(page);
    const bell = new NoticeBell(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    const titile = `e2e 推送通知 ${Date.now()}`;
    const id = await addAnnouncement(request, user.token, { titile, msgContent: '<p>推送测试</p>', priority: 'H' });
    await releaseAnnouncement(request, user.token, id);

    await expect.poll(() => pushes.some((text) => text.includes('"topic"') && text.includes(id)), { timeout: 5000 }).toBe(true);
    await expect(bell.bell()).toHaveAttribute('data-count', String(before + 1), { timeout: 5000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    const markRead = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/sys/sysAnnouncementSend/editByAnntIdAndUserId'),
    );
    await bell.openEntry('通知', titile);
    expect((await markRead).postDataJSON()).toEqual({ anntId: id });
    const detail = bell.detail();
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(titile);
    await expect(detail).toContainText('推送测试');
    await expect(detail).toContainText('紧急消息');
    await expect(detail.getByTestId('announcement-sender')).toHaveText('发布人：管理员');
    await expect(bell.bell()).toHaveAttribute('data-count', String(before));
  });

  test('an entry pressed while a pushed notice reloads the list opens on release (the list holds still under the pointer)', async ({ page, request }) => {
    const { count: before } = await unreadNotices(page);
    const bell = new NoticeBell(page);
    const popover = await bell.open();
    await expect.poll(async () => (await popover.boundingBox())?.width).toBe(300);
    const firstTitle = popover.getByRole('tabpanel').getByTestId('notice-entry').first().getByText(/^标题：/);
    const pressed = ((await firstTitle.textContent()) ?? '').replace(/^标题：/, '');
    const box = await firstTitle.boundingBox();
    if (!box) throw new Error('the first entry has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // A notice released now is pushed and lands on top of the list, while the pointer is still pressed.
    const id = await addAnnouncement(request, user.token, { titile: `e2e 按下时推送 ${Date.now()}`, msgContent: '<p>推送</p>' });
    await releaseAnnouncement(request, user.token, id);
    await expect(bell.bell()).toHaveAttribute('data-count', String(before + 1), { timeout: 10_000 });
    await page.mouse.up();
    await expect(bell.detail()).toBeVisible();
    await expect(bell.detail()).toContainText(pressed);
  });

  test('A-NOTICE-01 A-NOTICE-11 on a phone the popover stays on the screen, its tabs and titles not cut at the left; the detail fills the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { entries } = await unreadNotices(page);
    const bell = new NoticeBell(page);
    await test.step('A-NOTICE-01 on a 375 px phone the popover stays on the screen', async () => {
      const popover = await bell.open();
      await expect
        .poll(async () => {
          const box = await popover.boundingBox();
          return box ? { left: Math.round(box.x) >= 0, right: Math.round(box.x + box.width) <= 375, width: Math.round(box.width) } : null;
        })
        .toEqual({ left: true, right: true, width: 300 });
      // closed again, as the next step opens it from the bell
      await bell.bell().click();
      await expect(popover).toBeHidden();
    });

    await test.step('A-NOTICE-11 on a phone the detail fills the screen', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await bell.openEntry('通知', entries.find((entry) => !entry.openType)?.titile ?? '');
      const modal = page.locator('.ant-modal').filter({ has: page.getByText('通知消息') });
      await expect(modal).toBeVisible();
      // Polled together: the modal zooms in from the clicked entry before it settles.
      await expect
        .poll(async () => {
          const box = await modal.boundingBox();
          return { width: Math.round(box?.width ?? 0), top: Math.round(box?.y ?? -1) };
        })
        .toEqual({ width: 390, top: 0 });
    });
  });
});
