// 菜单管理's buttons follow permission:add / edit / delete (the seeded menu defines each); 数据规则 is everybody's.
// The e2e journey (菜单管理) walks the tree as admin; what a restricted administrator sees is checked here.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PermissionListPage } from './permission-list-page';

const MENU_ACTIONS = ['permission:add', 'permission:edit', 'permission:delete'];
/** The user holds `held`; every permission:* button is a rule that is on, so the others are refused. */
const permissions = (held: string[]) => ({
  user: held.map((action) => ({ action, type: '1' as const })),
  all: MENU_ACTIONS.map((action) => ({ action, type: '1' as const, status: '1' as const })),
});

const SYSTEM = { id: 'sys', key: 'sys', name: '系统管理', menuType: 0, parentId: null, url: '/isystem', component: 'layouts/RouteView', sortNo: 10, leaf: true };

beforeEach(() => {
  installFakeBackend({ 'GET /sys/permission/list': () => ({ data: envelope(200, [SYSTEM]) }) });
});

async function systemRow() {
  const name = await screen.findByText('系统管理', { selector: '[data-testid="menu-name"]' });
  return within(name.closest('tr') as HTMLElement);
}
const moreItems = async (row: ReturnType<typeof within>) => {
  fireEvent.click(row.getByTestId('menu-more'));
  await screen.findByRole('menuitem', { name: '数据规则' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('菜单管理: the buttons a permission shows', () => {
  it('B-PERM-01 B-PERM-09 a restricted administrator holding permission:edit only sees 编辑 and 更多 → 数据规则: no 新增菜单, 批量删除, 添加下级 or 删除', async () => {
    renderWithProviders(<PermissionListPage />, { permissions: permissions(['permission:edit']) });
    const row = await systemRow();
    expect(row.getByText('编辑')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增菜单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(await moreItems(row)).toEqual(['数据规则']);
  });

  it('an administrator holding every button sees 新增菜单, 批量删除 and 更多 → 添加下级, 数据规则, 删除', async () => {
    renderWithProviders(<PermissionListPage />, { permissions: permissions(MENU_ACTIONS) });
    const row = await systemRow();
    expect(row.getByText('编辑')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增菜单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '批量删除' })).toBeInTheDocument();
    await waitFor(async () => expect(await moreItems(row)).toEqual(['添加下级', '数据规则', '删除']));
  });
});
