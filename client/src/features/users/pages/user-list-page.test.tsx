// 用户管理's buttons follow the permissions (moved out of the e2e journey): a restricted administrator with user:edit
// only gets no 添加用户 and no 导入, 编辑 on the rows, and no 删除 among 更多's items.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UserListPage } from './user-list-page';

configure({ asyncUtilTimeout: 10_000 });
// Antd tables and dropdowns in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const USER = { id: 'u1', username: 'staff001', realname: '员工一', sex: 1, sex_dictText: '男', status: 1, status_dictText: '正常', phone: '13800000001', orgCodeTxt: '市场部' };
const grant = (action: string) => ({ action, type: '1' as const });
/** The seed configures these codes (a code nobody configured would be allowed to all). */
const DEFINED = ['user:add', 'user:edit', 'user:delete'].map((action) => ({ ...grant(action), status: '1' as const }));

/** Waits for the row, opens its 更多 and answers the row and the items it offers. */
async function openMore() {
  const row = (await screen.findByText('staff001')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByTestId('user-more'));
  const menu = await waitFor(() => {
    const open = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    if (!open) throw new Error('the menu is not open');
    return open as HTMLElement;
  });
  return { row, items: [...menu.querySelectorAll('.ant-dropdown-menu-item')].map((item) => item.textContent) };
}

describe('用户管理: the buttons follow the permissions', () => {
  it('user:edit only: no 添加用户 or 导入, 编辑 on the row, 更多 without 删除', async () => {
    installFakeBackend({ 'GET /sys/user/list': () => ({ data: envelope(200, { records: [USER], total: 1, size: 10, current: 1, pages: 1 }) }) });
    renderWithProviders(<UserListPage />, { permissions: { user: [grant('user:edit')], all: DEFINED } });
    const { row, items } = await openMore();
    expect(screen.queryByRole('button', { name: '添加用户' })).toBeNull();
    expect(screen.queryByTestId('list-import')).toBeNull();
    expect(within(row).getByText('编辑')).toBeInTheDocument();
    expect(items).toEqual(['详情', '密码', '冻结']);
  });

  it('all three: 添加用户 and 导入 shown, 更多 with 删除', async () => {
    installFakeBackend({ 'GET /sys/user/list': () => ({ data: envelope(200, { records: [USER], total: 1, size: 10, current: 1, pages: 1 }) }) });
    renderWithProviders(<UserListPage />, { permissions: { user: DEFINED.map(({ action }) => grant(action)), all: DEFINED } });
    const { row, items } = await openMore();
    expect(screen.getByRole('button', { name: '添加用户' })).toBeInTheDocument();
    expect(screen.getByTestId('list-import')).toBeInTheDocument();
    expect(within(row).getByText('编辑')).toBeInTheDocument();
    expect(items).toEqual(['详情', '密码', '删除', '冻结']);
  });
});
