// 角色管理's buttons follow the role:* permissions (the seeded menu defines each of them). The e2e journey (角色管理)
// walks the list as admin; what a restricted administrator sees is checked here.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RoleListPage } from './role-list-page';

const ROLE_ACTIONS = ['role:add', 'role:edit', 'role:delete', 'role:auth', 'role:users'];
/** The user holds `held`; every role:* button is a configured rule, so the others are refused. */
const permissions = (held: string[]) => ({
  user: held.map((action) => ({ action, type: '1' as const })),
  all: ROLE_ACTIONS.map((action) => ({ action, type: '1' as const, status: '1' as const })),
});

const ADMIN_ROLE = { id: 'r1', roleName: '管理员', roleCode: 'admin', description: null, createTime: '2026-01-01 10:00:00' };

beforeEach(() => {
  installFakeBackend({ 'GET /sys/role/list': () => ({ data: envelope(200, { records: [ADMIN_ROLE], total: 1 }) }) });
});

const adminRow = async () => within((await screen.findByText('admin', { selector: 'td, td *' })).closest('tr') as HTMLElement);

describe('角色管理: the buttons a permission shows', () => {
  it('a restricted administrator holding role:edit only sees 编辑, no 新建, no 导入, no 更多', async () => {
    renderWithProviders(<RoleListPage />, { permissions: permissions(['role:edit']) });
    const row = await adminRow();
    expect(row.getByText('编辑')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
    expect(screen.queryByTestId('list-import')).toBeNull();
    expect(screen.queryByTestId('role-more')).toBeNull();
  });

  it('an administrator holding every role:* button sees 新建, 导入, 编辑 and 更多 with 用户, 授权 and 删除', async () => {
    renderWithProviders(<RoleListPage />, { permissions: permissions(ROLE_ACTIONS) });
    const row = await adminRow();
    expect(row.getByText('编辑')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新\s*建/ })).toBeInTheDocument();
    expect(screen.getByTestId('list-import')).toBeInTheDocument();
    fireEvent.click(row.getByTestId('role-more'));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['用户', '授权', '删除']));
  });
});
