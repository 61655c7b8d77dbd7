import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ChangePasswordModal } from './change-password-modal';

function renderModal() {
  const api = installFakeBackend({ 'PUT /sys/user/updatePassword': () => ({ data: envelope(200, null, '密码修改成功！') }) });
  const onClose = vi.fn();
  renderWithProviders(<ChangePasswordModal username="admin" open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '修改密码' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const confirm = () => userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  return { api, onClose, dialog, field, confirm };
}

describe('修改密码 modal (000 §5)', () => {
  it('B-PWD-04 B-PWD-05 B-PWD-06 refuses to send with empty fields: 请输入旧密码! 请输入新密码! 请确认新密码!', async () => {
    const { api, dialog, confirm } = renderModal();
    await confirm();
    expect(await within(dialog).findByText('请输入旧密码!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入新密码!')).toBeInTheDocument();
    expect(within(dialog).getByText('请确认新密码!')).toBeInTheDocument();
    expect(api.calls('PUT', '/sys/user/updatePassword')).toHaveLength(0);
  });

  it('B-PWD-06 with the old and new password typed, an empty confirmation still stops it', async () => {
    const { api, dialog, field, confirm, onClose } = renderModal();
    await userEvent.type(field('旧密码'), 'old12345');
    await userEvent.type(field('新密码'), 'new12345');
    await confirm();
    expect(await within(dialog).findByText('请确认新密码!')).toBeInTheDocument();
    expect(api.calls('PUT', '/sys/user/updatePassword')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('B-PWD-09 sends the three fields with the user name once all are filled and equal, then closes', async () => {
    const { api, field, confirm, onClose } = renderModal();
    await userEvent.type(field('旧密码'), 'old12345');
    await userEvent.type(field('新密码'), 'new12345');
    await userEvent.type(field('确认新密码'), 'new12345');
    await confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = api.calls('PUT', '/sys/user/updatePassword');
    expect(JSON.parse(String(put?.data))).toEqual({ username: 'admin', oldpassword: 'old12345', password: 'new12345', confirmpassword: 'new12345' });
  });
});
