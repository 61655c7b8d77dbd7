import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { adminUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BaseSettingPage } from './base-setting-page';

describe('基本设置 through the shell session API', () => {
  it('shows the signed-in user, saves through PUT /sys/user/edit and hands the changed record back to the session', async () => {
    const api = installFakeBackend({ 'PUT /sys/user/edit': () => ({ data: envelope(200, null, '编辑成功!') }) });
    const user = { ...adminUser, phone: '13800138000', email: 'admin@example.com' };
    const { currentUser } = renderWithProviders(<BaseSettingPage />, { path: '/account/settings/base', user });
    const nickname = screen.getByLabelText('昵称');
    expect(nickname).toHaveValue(adminUser.realname);

    await userEvent.clear(nickname);
    await userEvent.type(nickname, '超级管理员');
    await userEvent.click(screen.getByRole('button', { name: /更新基本信息/ }));

    await waitFor(() => expect(currentUser.replaceInfo).toHaveBeenCalledTimes(1));
    expect(currentUser.replaceInfo).toHaveBeenCalledWith(expect.objectContaining({ id: adminUser.id, realname: '超级管理员', phone: '13800138000' }));
    const [edit] = api.calls('put', '/sys/user/edit');
    expect(JSON.parse(String(edit?.data))).toMatchObject({ id: adminUser.id, username: adminUser.username, realname: '超级管理员' });
  });
});
