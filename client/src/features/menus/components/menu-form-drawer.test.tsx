// The menu form's rules (the Vue2 PermissionModal): each type asks for its own fields, 排序 must be a number, and a
// 授权标识 another permission uses is refused. The e2e journey (菜单管理) adds, edits and deletes through it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MenuFormDrawer } from './menu-form-drawer';

const SYSTEM = { id: 'sys', name: '系统管理', menuType: 0, parentId: null, url: '/isystem', component: 'layouts/RouteView', sortNo: 10, leaf: false };

function openForm(onSubmit = vi.fn()) {
  const api = installFakeBackend({
    'GET /sys/permission/list': () => ({ data: envelope(200, [SYSTEM]) }),
    // user:add is taken; anything else is free
    'GET /sys/duplicate/check': (request) => ({ data: (request.params as { fieldVal?: string }).fieldVal === 'user:add' ? envelope(500, null, '该值不可用，系统中已存在！') : envelope(200, null, '该值可用！') }),
  });
  renderWithProviders(<MenuFormDrawer editing={{ kind: 'add' }} saving={false} onClose={vi.fn()} onSubmit={onSubmit} />);
  const drawer = screen.getByRole('dialog');
  const errors = () => [...drawer.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
  const confirm = () => fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
  return { api, drawer, errors, confirm, onSubmit };
}

describe('the menu form', () => {
  it('a 一级菜单 asks for its title and path; a 子菜单 also for its parent and component', async () => {
    const { drawer, errors, confirm, onSubmit } = openForm();
    confirm();
    await waitFor(() => expect(errors()).toEqual(['请输入菜单标题!', '请输入菜单路径!']));
    fireEvent.click(within(drawer).getByLabelText('子菜单'));
    await within(drawer).findByText('上级菜单');
    confirm();
    await waitFor(() => expect(errors()).toEqual(['请输入菜单标题!', '请选择上级菜单!', '请输入菜单路径!', '请输入前端组件!']));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('排序 that is no number is refused by name, not saved as 1', async () => {
    const { drawer, errors, confirm, onSubmit } = openForm();
    fireEvent.change(within(drawer).getByPlaceholderText('请输入菜单名称'), { target: { value: '薪资核算' } });
    fireEvent.change(within(drawer).getByPlaceholderText('请输入菜单路径'), { target: { value: '/isystem/salary' } });
    fireEvent.change(within(drawer).getByPlaceholderText('请输入菜单排序'), { target: { value: 'abc' } });
    await waitFor(() => expect(errors()).toEqual(['排序必须是数字']));
    confirm();
    await waitFor(() => expect(errors()).toEqual(['排序必须是数字']));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(drawer).getByPlaceholderText('请输入菜单排序'), { target: { value: '2' } });
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ menuType: 0, name: '薪资核算', url: '/isystem/salary', sortNo: 2, parentId: null })));
  });

  it('a button\'s 授权标识 another permission uses is refused with 授权标识已存在!', async () => {
    const { api, drawer, errors } = openForm();
    fireEvent.click(within(drawer).getByLabelText('按钮/权限'));
    const perms = await within(drawer).findByPlaceholderText('多个用逗号分隔, 如: user:list,user:create');
    fireEvent.change(perms, { target: { value: 'user:add' } });
    await waitFor(() => expect(errors()).toContain('授权标识已存在!'));
    fireEvent.change(perms, { target: { value: 'salary:add' } });
    await waitFor(() => expect(errors()).not.toContain('授权标识已存在!'));
    expect(api.calls('get', '/sys/duplicate/check').at(-1)?.params).toMatchObject({ tableName: 'sys_permission', fieldName: 'perms', fieldVal: 'salary:add' });
  });
});
