import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { announcementQueries } from '../api/announcement-queries';
import { announcementPollInterval } from '../model/notice-timing';
import { bellLabel } from '../model/bell-label';
import { HeaderNotice } from './header-notice';

const entry = (id: string, titile: string, extra: Record<string, unknown> = {}) => ({
  id,
  titile,
  msgId: id,
  msgTxt: titile,
  msgContent: `<p>${titile}内容</p>`,
  sender: 'admin',
  priority: 'H',
  msgCategory: '1',
  msgType: 'ALL',
  sendStatus: '1',
  delFlag: '0',
  sendTime: '2026-11-20 15:00:00',
  createTime: '2026-11-20 14:00:00',
  openType: null,
  openPage: null,
  busId: null,
  ...extra,
});

function renderBell() {
  return renderWithProviders(<HeaderNotice userId={null} token={null} />);
}

describe('HeaderNotice', () => {
  it('A-NOTICE-23 polls listByUser with the stop-on-failure interval', () => {
    expect(announcementQueries.byUser().refetchInterval).toBe(announcementPollInterval);
  });

  it('A-NOTICE-20 A-NOTICE-21 opening an entry marks it read, then reloads the list', async () => {
    let unread = [entry('a1', '放假通知'), entry('a2', '社保调整', { priority: 'L' })];
    const api = installFakeBackend({
      'GET /sys/annountCement/listByUser': () => ({
        data: envelope(0, { anntMsgList: unread, anntMsgTotal: unread.length, sysMsgList: [], sysMsgTotal: 0 }),
      }),
      'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': (request) => {
        const { anntId } = JSON.parse(String(request.data)) as { anntId: string };
        unread = unread.filter((item) => item.id !== anntId);
        return { data: envelope(0, null) };
      },
      'GET /sys/user/list': () => ({ data: envelope(200, { records: [{ id: 'u', username: 'admin', realname: '管理员' }], total: 1, size: 1, current: 1, pages: 1 }) }),
    });
    renderBell();
    const bell = await screen.findByTestId('header-notice');
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '2'));
    // The accessible name holds the count the badge shows (WCAG 2.5.3, label in name).
    expect(bell).toHaveAccessibleName('消息通知 2');
    await userEvent.click(bell);
    expect(await screen.findByRole('tab', { name: '通知(2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '系统消息(0)' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('紧急消息')).toBeInTheDocument();
    expect(within(panel).getByText('一般消息')).toBeInTheDocument();

    await userEvent.click(within(panel).getByText('标题：放假通知'));
    const detail = await screen.findByTestId('announcement-detail');
    expect(screen.getByText('通知消息')).toBeInTheDocument();
    expect(within(detail).getByText('放假通知内容')).toBeInTheDocument();
    expect(await within(detail).findByText('发布人：管理员')).toBeInTheDocument();

    await waitFor(() => expect(bell).toHaveAttribute('data-count', '1'));
    const put = api.calls('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId');
    expect(put).toHaveLength(1);
    expect(JSON.parse(String(put[0]?.data))).toEqual({ anntId: 'a1' });
    expect(api.calls('GET', '/sys/annountCement/listByUser').length).toBeGreaterThanOrEqual(2);
  });

  it('a click on an entry while the list reloads reaches that entry (the list holds still under a pressed pointer)', async () => {
    let unread = [entry('a1', '放假通知'), entry('a2', '社保调整')];
    installFakeBackend({
      'GET /sys/annountCement/listByUser': () => ({
        data: envelope(0, { anntMsgList: unread, anntMsgTotal: unread.length, sysMsgList: [], sysMsgTotal: 0 }),
      }),
      'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': () => ({ data: envelope(0, null) }),
      'GET /sys/user/list': () => ({ data: envelope(200, { records: [], total: 0, size: 1, current: 1, pages: 0 }) }),
    });
    const { queryClient } = renderBell();
    const user = userEvent.setup();
    const bell = await screen.findByTestId('header-notice');
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '2'));
    await user.click(bell);
    const panel = await screen.findByRole('tabpanel');
    const firstRowLink = () => within(within(panel).getAllByTestId('notice-entry')[0] as HTMLElement).getByText(/^标题：/);

    // Pressed on the first row; a pushed notice reloads the list before the release.
    await user.pointer({ keys: '[MouseLeft>]', target: firstRowLink() });
    unread = [entry('a3', '新到通知'), ...unread];
    await act(() => queryClient.refetchQueries({ queryKey: announcementQueries.all }));
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '3'));
    // Released where it was pressed: on whatever entry now takes the first row.
    await user.pointer({ keys: '[/MouseLeft]', target: firstRowLink() });

    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByText('放假通知')).toBeInTheDocument();
    // Once released, the list shows the reload.
    await user.click(bell);
    expect(await screen.findByText('标题：新到通知')).toBeInTheDocument();
  });
});

describe('the bell\'s accessible name', () => {
  it('holds the count as the badge shows it: none, the number, or 99+ past 99', () => {
    expect(bellLabel(0)).toBe('消息通知');
    expect(bellLabel(7)).toBe('消息通知 7');
    expect(bellLabel(99)).toBe('消息通知 99');
    expect(bellLabel(100)).toBe('消息通知 99+');
  });
});
