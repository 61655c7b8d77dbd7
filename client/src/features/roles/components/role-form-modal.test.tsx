// The role form's rules (upstream's RoleModal): both fields required, the name 2 to 30 characters, a code another role
// holds refused by checkRoleCode, no Chinese in the code. The e2e journey (角色管理) adds a role through it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RoleFormModal } from './role-form-modal';

function openForm() {
  const api = installFakeBackend({
    // admin is taken, as in the seed; the mock answers a taken code with success false and code 0.
    'GET /sys/role/checkRoleCode': (request) =>
      (request.params as { roleCode?: string }).roleCode === 'admin' ? { data: { ...envelope(0, null, '角色编码已存在'), success: false } } : { data: envelope(0, null, '') },
  });
  const onSubmit = vi.fn();
  renderWithProviders(<RoleFormModal editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog');
  const errors = () => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
  const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  const type = (placeholder: string, value: string) => fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });
  return { api, errors, confirm, type, onSubmit };
}

describe('the role form', () => {
  it('names both required fields, then a short name and a taken code, then a Chinese code; a valid form submits', async () => {
    const { api, errors, confirm, type, onSubmit } = openForm();
    confirm();
    await waitFor(() => expect(errors()).toEqual(['请输入角色名称!', '请输入角色编码!']));

    type('请输入角色名称', '薪');
    type('请输入角色编码', 'admin');
    await waitFor(() => expect(errors()).toEqual(['长度在 2 到 30 个字符', '角色编码已存在']));
    expect(api.calls('get', '/sys/role/checkRoleCode').at(-1)?.params).toMatchObject({ roleCode: 'admin' });

    type('请输入角色编码', '薪酬');
    await waitFor(() => expect(errors()).toContain('角色编码不可输入汉字!'));

    type('请输入角色名称', '薪酬专员');
    type('请输入角色编码', 'salary');
    await waitFor(() => expect(errors()).toEqual([]));
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ roleName: '薪酬专员', roleCode: 'salary', description: null }));
  });
});
