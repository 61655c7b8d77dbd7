// 用户管理's buttons follow the permissions (moved out of the e2e journey): a restricted administrator with user:edit
// only gets no 添加用户 and no 导入, 编辑 on the rows, and no 删除 among 更多's items.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { savedQueryKey, writeSavedQueries } from '@/widgets/query-builder/model/saved-queries';
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

describe('用户管理: the advanced query (moved out of the e2e journey; saving, loading and deleting a query through the builder are the widget\'s tests and 角色管理\'s e2e, the mock\'s filtering a contract test)', () => {
  it('a saved query on 用户账号 and 性别 shows 女 from the sex dictionary and sends both conditions with the list call', async () => {
    writeSavedQueries(savedQueryKey('sys_user'), [
      {
        title: '女同事',
        matchType: 'and',
        records: [
          { key: 'a', field: 'username', rule: 'right_like', val: 'qabc', type: 'string' },
          { key: 'b', field: 'sex', rule: 'eq', val: '2', type: 'string', dictCode: 'sex' },
        ],
      },
    ]);
    const api = installFakeBackend({
      'GET /sys/user/list': () => ({ data: envelope(200, { records: [USER], total: 1, size: 10, current: 1, pages: 1 }) }),
      'GET /sys/dict/getDictItems/{dictCode}': () => ({ data: envelope(0, [{ value: '1', text: '男', title: '男' }, { value: '2', text: '女', title: '女' }]) }),
    });
    renderWithProviders(<UserListPage />, { permissions: { user: DEFINED.map(({ action }) => grant(action)), all: DEFINED } });
    await screen.findByText('staff001');
    fireEvent.click(within(screen.getByTestId('user-list-page')).getByTestId('super-query-button'));
    const builder = (await screen.findByText('高级查询构造器')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(await within(builder).findByText('女同事'));
    await waitFor(() => expect(screen.getAllByTestId('query-condition')).toHaveLength(2));
    const conditions = screen.getAllByTestId('query-condition');
    expect(within(conditions[0] as HTMLElement).getByText('用户账号')).toBeInTheDocument();
    expect(within(conditions[0] as HTMLElement).getByDisplayValue('qabc')).toBeInTheDocument();
    expect(within(conditions[1] as HTMLElement).getByText('性别')).toBeInTheDocument();
    await waitFor(() => expect(within(conditions[1] as HTMLElement).getByText('女')).toBeInTheDocument());
    fireEvent.click(within(builder).getByRole('button', { name: '查 询' }));
    await waitFor(() => {
      const sent = api.calls('get', '/sys/user/list').at(-1)?.params as { superQueryParams?: string; superQueryMatchType?: string } | undefined;
      expect(sent?.superQueryMatchType).toBe('and');
      expect(JSON.parse(decodeURI(sent?.superQueryParams ?? 'null'))).toEqual([
        expect.objectContaining({ field: 'username', rule: 'right_like', val: 'qabc' }),
        expect.objectContaining({ field: 'sex', rule: 'eq', val: '2' }),
      ]);
    });
  });
});
