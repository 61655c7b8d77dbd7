// The user form's messages as the drawer shows them (moved out of 用户管理's e2e journey, which adds and edits through
// it): every required field's message, the format rules, the server's uniqueness checks, and the phone field a
// user:form:phone rule disables.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UserFormDrawer } from './user-form-drawer';

configure({ asyncUtilTimeout: 10_000 });
// Antd forms and drawers in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const taken = { ...envelope(500, null, '该值不可用，系统中已存在！'), success: false };
const free = envelope(200, null, '该值可用！');

function installChecks() {
  return installFakeBackend({
    // admin is taken; any other account is free
    'GET /sys/user/checkOnlyUser': (request) => ({ data: (request.params as { username: string }).username === 'admin' ? { ...envelope(500, null, '用户账号已存在'), success: false } : free }),
    // 18611111111 is another user's phone
    'GET /sys/duplicate/check': (request) => ({ data: (request.params as { fieldVal: string }).fieldVal === '18611111111' ? taken : free }),
    'GET /sys/user/queryUserRole': () => ({ data: envelope(200, []) }),
    'GET /sys/user/userDepartList': () => ({ data: envelope(200, []) }),
  });
}

const errorsIn = (drawer: HTMLElement) => [...drawer.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
const type = (drawer: HTMLElement, placeholder: string, value: string) => fireEvent.change(within(drawer).getByPlaceholderText(placeholder), { target: { value } });

describe('the user form', () => {
  it('添加用户 submitted empty names every required field; wrong values get their rules\' and the server\'s messages', async () => {
    const api = installChecks();
    renderWithProviders(<UserFormDrawer editing={{ mode: 'add' }} onClose={vi.fn()} onSaved={vi.fn()} />);
    const drawer = (await screen.findByTestId('user-form')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(errorsIn(drawer)).toEqual(['请输入用户名', '请输入登录密码!', '请重新输入登录密码!', '请输入用户名称!', '请输入工号', '请输入手机号']));

    type(drawer, '请输入用户账号', 'admin');
    type(drawer, '请输入登录密码', 'abc');
    type(drawer, '请重新输入登录密码', 'abd');
    type(drawer, '请输入手机号码', '123');
    type(drawer, '请输入邮箱', 'not-an-email');
    await waitFor(() => expect(errorsIn(drawer)).toEqual(expect.arrayContaining(['用户名已存在!', '密码由8位数字、大小写字母和特殊符号组成!', '两次输入的密码不一样！', '请输入正确手机号', '邮箱格式不正确'])));
    type(drawer, '请输入手机号码', '18611111111');
    await waitFor(() => expect(errorsIn(drawer)).toContain('手机号已存在!'));
    expect(api.calls('get', '/sys/duplicate/check').at(-1)?.params).toMatchObject({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '18611111111' });
    expect(api.calls('post', '/sys/user/add')).toHaveLength(0);
  });

  it('编辑 by a holder of the user:form:phone rule keeps 手机号码 disabled, the other fields open', async () => {
    installChecks();
    const user = { id: 'u1', username: 'staff001', realname: '员工一', phone: '13800000001', status: 1 };
    const rules = { user: [{ action: 'user:edit', type: '1' as const }], all: [{ action: 'user:form:phone', type: '2' as const, status: '1' as const }] };
    renderWithProviders(<UserFormDrawer editing={{ mode: 'edit', user: user as never }} onClose={vi.fn()} onSaved={vi.fn()} />, { permissions: rules });
    const drawer = (await screen.findByTestId('user-form')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByPlaceholderText('请输入手机号码')).toBeDisabled();
    expect(within(drawer).getByPlaceholderText('请输入手机号码')).toHaveValue('13800000001');
    expect(within(drawer).getByPlaceholderText('请输入用户姓名')).toBeEnabled();
  });

  it('编辑 by an administrator who holds user:form:phone (as admin does) leaves 手机号码 open', async () => {
    installChecks();
    const user = { id: 'u1', username: 'staff001', realname: '员工一', phone: '13800000001', status: 1 };
    const rules = { user: [{ action: 'user:edit', type: '1' as const }, { action: 'user:form:phone', type: '2' as const }], all: [{ action: 'user:form:phone', type: '2' as const, status: '1' as const }] };
    renderWithProviders(<UserFormDrawer editing={{ mode: 'edit', user: user as never }} onClose={vi.fn()} onSaved={vi.fn()} />, { permissions: rules });
    const drawer = (await screen.findByTestId('user-form')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByPlaceholderText('请输入手机号码')).toBeEnabled();
  });
});
