// 用户管理 → 更多 → 密码: the modal's messages (moved out of the e2e journey, which sets a password through it and
// signs in with it).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PasswordModal } from './password-modal';

configure({ asyncUtilTimeout: 10_000 });
// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const errorsIn = (dialog: HTMLElement) => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

describe('重新设定密码', () => {
  it('shows the account locked; asks for both passwords, the rule first, then that they match; sends only a good pair', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<PasswordModal username="staff001" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: '重新设定密码' });
    const disabled = dialog.querySelector('input[disabled]');
    expect(disabled).toHaveValue('staff001');
    const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const type = (placeholder: string, value: string) => fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });

    confirm();
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['请输入登录密码!', '请重新输入登录密码!']));
    type('请输入登录密码', 'abc');
    await waitFor(() => expect(errorsIn(dialog)[0]).toBe('密码由8位数字、大小写字母和特殊符号组成!'));
    type('请输入登录密码', 'Newpass1!');
    type('请重新输入登录密码', 'Newpass2!');
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['两次输入的密码不一样！']));
    confirm();
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['两次输入的密码不一样！']));
    expect(onSubmit).not.toHaveBeenCalled();
    type('请重新输入登录密码', 'Newpass1!');
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Newpass1!', 'Newpass1!'));
  });
});
