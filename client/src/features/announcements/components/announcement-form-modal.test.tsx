// 通告管理's form, 指定用户: 001's 选择用户 (users found by department or name in a modal), the ids sent as upstream
// sends them (comma-joined, a trailing comma), and an edited announcement's users echoed by name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Announcement } from '../api/announcement-types';
import { AnnouncementFormModal } from './announcement-form-modal';

const USERS = [
  { id: 'u1', username: 'zhangsan', realname: '张三', sex: 1, phone: '13800000001', orgCodeTxt: '研发部' },
  { id: 'u2', username: 'lisi', realname: '李四', sex: 2, phone: '13800000002', orgCodeTxt: '市场部' },
];

function backend() {
  return installFakeBackend({
    'GET /sys/sysDepart/queryTreeList': () => ({ data: envelope(200, []) }),
    'GET /sys/user/queryUserComponentData': () => ({ data: envelope(200, { records: USERS, total: USERS.length, current: 1, size: 10, pages: 1 }) }),
    'GET /sys/user/getMultiUser': (request) => {
      const ids = String((request.params as { id?: string }).id ?? '').split(',');
      return { data: envelope(200, USERS.filter((user) => ids.includes(user.id))) };
    },
  });
}

describe('通告管理: 指定用户', () => {
  it('chooses the users in 选择用户 and sends their ids with a trailing comma', async () => {
    backend();
    const onSubmit = vi.fn();
    renderWithProviders(<AnnouncementFormModal editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const form = await screen.findByRole('dialog', { name: '新增' });
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '年终盘点通知' } });
    fireEvent.click(within(form).getByLabelText('指定用户'));
    fireEvent.click(await within(form).findByRole('button', { name: /选择用户/ }));

    // Role queries over two dialogs are slow on a busy machine: find the picker by its count, then its dialog.
    const picker = (await screen.findByTestId('user-picker-count')).closest<HTMLElement>('[role="dialog"]');
    if (!picker) throw new Error('选择用户 is not a dialog');
    expect(within(picker).getByText('选择用户')).toBeInTheDocument();
    fireEvent.click(await within(picker).findByText('李四'));
    await waitFor(() => expect(within(picker).getByTestId('user-picker-count')).toHaveTextContent('已选择 1 人'));
    fireEvent.click(within(picker).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(screen.queryByTestId('user-picker-count')).not.toBeInTheDocument());
    expect(within(form).getByDisplayValue('李四')).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ titile: '年终盘点通知', msgType: 'USER', userIds: 'u2,' });
  });

  it('shows an edited announcement\'s users by name and keeps their ids', async () => {
    backend();
    const onSubmit = vi.fn();
    const stored = { id: 'a1', titile: '通知', msgCategory: '1', priority: 'L', msgType: 'USER', userIds: 'u1,u2,', msgContent: '' } as unknown as Announcement;
    renderWithProviders(<AnnouncementFormModal editing={stored} saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const form = await screen.findByRole('dialog', { name: '编辑' });
    expect(await within(form).findByDisplayValue('张三,李四')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ id: 'a1', userIds: 'u1,u2,' });
  });
});
