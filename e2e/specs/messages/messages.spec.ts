// 消息 (A-GEN-12): a template made in 消息模板, sent to the signed-in administrator with its placeholder filled, the
// system message arriving on the bell by the websocket push; 消息中心 lists it as sent, and 重发 delivers a failed
// SMS; the phone layout once.
import { expect as baseExpect, screenTest as test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { NoticeBell } from '../../pages/notice-bell';
import { apiCall } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

interface Unread {
  anntMsgTotal: number;
  sysMsgTotal: number;
}

test.describe('消息', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test('A-GEN-12 template → send with its placeholder filled → the bell; 消息中心 lists it sent and re-sends a failed one; phone layout', async ({ page, request, admin }) => {
    const shell = new ShellPage(page);
    await shell.gotoWorkbench();
    const unread = (await apiCall<Unread>(request, admin.token, 'GET', '/sys/annountCement/listByUser')).result;
    const bell = new NoticeBell(page);
    // The badge first shows the list's total (before it loads it reads 0).
    await expect(bell.bell()).toHaveAttribute('data-count', String(unread.anntMsgTotal + unread.sysMsgTotal));

    await shell.openMenu('消息中心', '消息模板');
    const templates = new ListScreen(page, page.getByTestId('msg-template-list-page'));
    await expect(templates.rows().first()).toBeVisible();
    await templates.root.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByLabel('模板编码').fill('E2E_SHIFT');
    await form.getByLabel('模板标题').fill('E2E排班通知');
    await form.getByLabel('模板内容').fill('${name}您好，您下周的班次为${shift}。');
    await form.getByLabel('模板测试json').fill('{"name":"管理员","shift":"早班"}');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(templates.row('E2E_SHIFT')).toContainText('系统');
    await keepScreenshot(page, 'messages-templates-1440');

    await templates.row('E2E_SHIFT').getByText('发送').click();
    const send = page.getByRole('dialog', { name: '发送消息：E2E排班通知' });
    await send.getByLabel('接收人').fill('admin');
    await send.getByLabel('模板参数 shift').fill('晚班');
    await expect(send.getByTestId('msg-send-preview')).toHaveText('管理员您好，您下周的班次为晚班。');
    await keepScreenshot(send, 'messages-send-dialog');
    await send.getByRole('button', { name: /发\s*送/ }).click();
    await expect(page.getByText('消息发送成功！')).toBeVisible();

    // The push raises the bell at once; the message reads as filled.
    await expect(bell.bell()).toHaveAttribute('data-count', String(unread.anntMsgTotal + unread.sysMsgTotal + 1));
    await bell.openEntry('系统消息', 'E2E排班通知');
    await expect(bell.detail()).toContainText('管理员您好，您下周的班次为晚班。');
    await bell.detail().getByRole('button', { name: '关闭' }).click();

    await shell.openMenu('消息');
    const sent = new ListScreen(page, page.getByTestId('msg-message-list-page'));
    await expect(sent.row('E2E排班通知')).toContainText('发送成功');
    await expect(sent.row('E2E排班通知')).toContainText('admin');

    // 重发 of a failed SMS: filtered by status, confirmed, then 发送成功.
    const failed = (await apiCall<{ records: Array<{ esTitle: string; esReceiver: string; id: string }> }>(request, admin.token, 'GET', '/sys/message/sysMessage/list?esSendStatus=2&esType=1&pageSize=1')).result.records[0];
    expect(failed).toBeDefined();
    await sent.root.getByPlaceholder('请输入接收人').fill(failed?.esReceiver ?? '');
    await sent.search();
    const row = sent.row(failed?.esReceiver ?? '');
    await expect(row).toContainText('发送失败');
    await row.getByText('重发').click();
    await page.locator('.ant-popover').filter({ hasText: '确定重发该消息吗?' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('重发成功!')).toBeVisible();
    await expect(row).toContainText('发送成功');
    await keepScreenshot(page, 'messages-sent-1440');

    await page.setViewportSize({ width: 375, height: 812 });
    await sent.reset();
    await expect(sent.rows().first()).toBeVisible();
    await keepScreenshot(page, 'messages-sent-375', { fullPage: true });
  });
});
