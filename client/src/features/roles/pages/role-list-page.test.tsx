// 角色管理's buttons follow the role:* permissions (the seeded menu defines each of them), and its advanced query
// offers the role's fields. The e2e journey (角色管理) walks the list as admin; what a restricted administrator sees and
// this screen's use of the query builder are checked here (the builder's own journey is 职务管理's e2e spec).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { savedQueryKey, writeSavedQueries } from '@/widgets/query-builder/model/saved-queries';
import { RoleListPage } from './role-list-page';

const ROLE_ACTIONS = ['role:add', 'role:edit', 'role:delete', 'role:auth', 'role:users'];
/** The user holds `held`; every role:* button is a configured rule, so the others are refused. */
const permissions = (held: string[]) => ({
  user: held.map((action) => ({ action, type: '1' as const })),
  all: ROLE_ACTIONS.map((action) => ({ action, type: '1' as const, status: '1' as const })),
});

const ADMIN_ROLE = { id: 'r1', roleName: '管理员', roleCode: 'admin', description: null, createTime: '2026-01-01 10:00:00' };

let api: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  api = installFakeBackend({ 'GET /sys/role/list': () => ({ data: envelope(200, { records: [ADMIN_ROLE], total: 1 }) }) });
});

const adminRow = async () => within((await screen.findByText('admin', { selector: 'td, td *' })).closest('tr') as HTMLElement);

describe('角色管理: the buttons a permission shows', () => {
  it('B-PERM-01 B-PERM-09 a restricted administrator holding role:edit only sees 编辑, no 新建, no 导入, no 更多', async () => {
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

describe('角色管理: the advanced query', () => {
  it('a saved query of 角色名称 模糊 and 角色编码 以..开始 is sent with the list call and marks the button active; a new visit starts without it', async () => {
    writeSavedQueries(savedQueryKey('system/RoleList'), [
      {
        title: '超查角色',
        matchType: 'and',
        records: [
          { key: 'a', field: 'roleName', rule: 'like', val: '超查', type: 'string' },
          { key: 'b', field: 'roleCode', rule: 'right_like', val: 'sa', type: 'string' },
        ],
      },
    ]);
    const { unmount } = renderWithProviders(<RoleListPage />, { permissions: permissions(ROLE_ACTIONS) });
    await adminRow();
    expect(screen.getByTestId('super-query-button')).toHaveAttribute('data-active', 'false');
    fireEvent.click(screen.getByTestId('super-query-button'));
    fireEvent.click(await screen.findByText('超查角色'));
    await waitFor(() => expect(screen.getAllByTestId('query-condition')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('query-condition') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(/角色名称.*模糊/);
    expect(second).toHaveTextContent(/角色编码.*以\.\.开始/);
    const builder = first.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(builder).getByRole('button', { name: '查 询' }));

    await waitFor(() => expect(api.calls('get', '/sys/role/list').at(-1)?.params).toHaveProperty('superQueryParams'));
    const sent = api.calls('get', '/sys/role/list').at(-1)?.params as { superQueryParams: string; superQueryMatchType: string };
    expect(sent.superQueryMatchType).toBe('and');
    expect(JSON.parse(decodeURI(sent.superQueryParams))).toMatchObject([
      { field: 'roleName', rule: 'like', val: '超查' },
      { field: 'roleCode', rule: 'right_like', val: 'sa' },
    ]);
    await waitFor(() => expect(screen.getByTestId('super-query-button')).toHaveAttribute('data-active', 'true'));

    // A new visit (the e2e spec reloaded the page): the saved query stays saved, but nothing filters the list.
    unmount();
    const calls = api.calls('get', '/sys/role/list').length;
    renderWithProviders(<RoleListPage />, { permissions: permissions(ROLE_ACTIONS) });
    await adminRow();
    expect(api.calls('get', '/sys/role/list')[calls]?.params).not.toHaveProperty('superQueryParams');
    expect(screen.getByTestId('super-query-button')).toHaveAttribute('data-active', 'false');
  });
});
