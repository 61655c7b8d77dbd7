import { expect, screenTest as test, visit } from '../../fixtures';
import { BLUE_PNG, STORED_EDITOR_IMAGE } from '../../pages/editor-images';
import { resetMock } from '../../pages/mock-api';
import { NoticeBell } from '../../pages/notice-bell';
import { apiCall, type SignedInUser } from '../../pages/session';

interface SendRow {
  anntId: string;
  titile: string;
  readFlag: '0' | '1';
}

// A screen's first load in a fresh browser fetches its chunks cold: on a busy shared machine that alone took over 7 s.
const FIRST_PAINT = { timeout: 45_000 };

test.describe('announcement pages', () => {
  test.describe.configure({ timeout: 120_000 });
  let user: SignedInUser;

  test.beforeEach(async ({ request, admin: keptAdmin }) => {
    await resetMock(request);
    user = keptAdmin;
  });

  test('A-ROUTE-15 my announcements list the user own announcements with read state, paged, and viewing one marks it read', async ({ page, request }) => {
    const { result } = await apiCall<{ records: SendRow[]; total: number }>(
      request,
      user.token,
      'GET',
      '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10',
    );
    await visit(page, '/isps/userAnnouncement');
    const list = page.getByTestId('user-announcement-page');
    await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(10, result.total), FIRST_PAINT);
    await expect(list).toContainText(`共 ${result.total} 条`);
    const unread = result.records.find((row) => row.readFlag === '0');
    expect(unread).toBeDefined();
    const row = list.locator('tbody tr.ant-table-row').filter({ hasText: unread?.titile ?? '' });
    await expect(row).toContainText('未读');

    const markRead = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('editByAnntIdAndUserId'));
    await row.getByText('查看').click();
    expect((await markRead).postDataJSON()).toEqual({ anntId: unread?.anntId });
    await expect(new NoticeBell(page).detail()).toContainText(unread?.titile ?? '');
    await new NoticeBell(page).detail().getByRole('button', { name: '关闭' }).click();
    await expect(row).toContainText('已读');
  });

  test('an administrator adds an announcement with rich content, releases it and revokes it', async ({ page }) => {
    await visit(page, '/isystem/annountCement');
    const admin = page.getByTestId('announcement-admin-page');
    await expect(admin.locator('tbody tr.ant-table-row').first()).toBeVisible(FIRST_PAINT);

    const titile = `e2e 管理新增 ${Date.now()}`;
    await admin.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: '新增' });
    await form.getByLabel('标题').fill(titile);
    await form.getByRole('radio', { name: '高' }).check();
    const editor = form.getByRole('textbox', { name: '内容' });
    await editor.click();
    await page.keyboard.type('请各部门');
    await form.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('准时参加');
    const added = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/sys/annountCement/add'));
    await form.getByRole('button', { name: /确\s*定/ }).click();
    const body = (await added).postDataJSON() as { titile: string; priority: string; msgContent: string; msgType: string };
    expect(body).toMatchObject({ titile, priority: 'H', msgType: 'ALL' });
    expect(body.msgContent).toMatch(/请各部门<strong>准时参加<\/strong>/);

    const row = admin.locator('tbody tr.ant-table-row').filter({ hasText: titile });
    await expect(row).toContainText('未发布');
    await row.getByText('发布', { exact: true }).click();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await expect(row).toContainText('已发布');
    await expect(page.getByText('该系统通知发布成功')).toBeVisible();

    const bell = new NoticeBell(page);
    await bell.openEntry('通知', titile);
    await expect(bell.detail().locator('strong')).toHaveText('准时参加');
    await bell.detail().getByRole('button', { name: '关闭' }).click();

    // As upstream's list: after 撤销 the client asks the server to push to every bell (syncNotic; the push itself is a
    // contract test).
    const revoked = page.waitForRequest((request) => request.url().includes('/sys/annountCement/doReovkeData'));
    const synced = page.waitForRequest((request) => request.url().includes('/sys/annountCement/syncNotic'));
    await row.getByText('撤销', { exact: true }).click();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await expect(row).toContainText('已撤销');
    const id = new URL((await revoked).url()).searchParams.get('id');
    expect(new URL((await synced).url()).searchParams.get('anntId')).toBe(id);
  });

  test('an administrator adds an announcement with an image uploaded in its editor: the stored path lands in the content and the saved announcement shows the image', async ({ page }) => {
    await visit(page, '/isystem/annountCement');
    const admin = page.getByTestId('announcement-admin-page');
    await expect(admin.locator('tbody tr.ant-table-row').first()).toBeVisible(FIRST_PAINT);

    const titile = `e2e 图片公告 ${Date.now()}`;
    await admin.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: '新增' });
    await form.getByLabel('标题').fill(titile);
    const editor = form.getByRole('textbox', { name: '内容' });
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await editor.click();
    await page.keyboard.type('会场示意图');

    const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/v1/sys/common/upload?biz=editor'));
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: '插入图片' }).click();
    await (await chooser).setFiles(BLUE_PNG);
    const answer = (await (await uploaded).json()) as { success: boolean; message: string };
    expect(answer.success).toBe(true);
    // the stored path the server answers, shown from the static file URL
    expect(answer.message).toMatch(/^editor\/blue-40x24_\d+\.png$/);
    const src = `/v1/sys/common/static/${answer.message}`;
    expect(src).toMatch(STORED_EDITOR_IMAGE);
    await expect(form.locator('.ql-editor img')).toHaveAttribute('src', src);

    const added = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/sys/annountCement/add'));
    await form.getByRole('button', { name: /确\s*定/ }).click();
    const body = (await added).postDataJSON() as { titile: string; msgContent: string };
    expect(body.titile).toBe(titile);
    expect(body.msgContent).toContain('会场示意图');
    expect(body.msgContent).toContain(`<img src="${src}">`);
    await expect(form).toBeHidden();

    const row = admin.locator('tbody tr.ant-table-row').filter({ hasText: titile });
    await row.getByText('查看', { exact: true }).click();
    const detail = page.getByTestId('announcement-detail');
    await expect(detail).toContainText(titile);
    const image = detail.getByTestId('announcement-content').locator('img');
    await expect(image).toHaveAttribute('src', src);
    // the image really came from the server: the stored file is the 40×24 PNG uploaded
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(40);
  });

  test('an administrator edits a draft: the form shows its values and the list the new title', async ({ page, request }) => {
    const { result } = await apiCall<{ records: Array<{ id: string; titile: string; sendStatus: string; priority: string }> }>(
      request,
      user.token,
      'GET',
      '/sys/annountCement/list?pageNo=1&pageSize=100',
    );
    const draft = result.records.find((record) => record.sendStatus === '0');
    expect(draft).toBeDefined();
    await visit(page, '/isystem/annountCement');
    const admin = page.getByTestId('announcement-admin-page');
    const row = admin.locator('tbody tr.ant-table-row').filter({ hasText: draft?.titile ?? '' });
    await expect(row).toBeVisible(FIRST_PAINT);
    await row.getByText('编辑', { exact: true }).click();
    const form = page.getByRole('dialog').filter({ hasText: '编辑' });
    await expect(form.getByLabel('标题')).toHaveValue(draft?.titile ?? '');
    const renamed = `${draft?.titile ?? ''}（已修订）`;
    await form.getByLabel('标题').fill(renamed);
    const edited = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/sys/annountCement/edit'));
    await form.getByRole('button', { name: /确\s*定/ }).click();
    expect((await edited).postDataJSON()).toMatchObject({ id: draft?.id, titile: renamed, priority: draft?.priority });
    await expect(admin.locator('tbody tr.ant-table-row').filter({ hasText: renamed })).toContainText('未发布');
  });
});
