// 部门管理's search: a keyword with no department empties the tree (issue 34: it used to keep the last results).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUiFeedback } from '@/api/ui-feedback';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DepartListPage } from './depart-list-page';

const depart = (id: string, title: string, children: unknown[] = []) => ({
  id, key: id, value: id, title, departName: title, parentId: '', orgCategory: '1', orgType: '1', orgCode: id, isLeaf: children.length === 0, children,
});
const TREE = [depart('a', '北京总公司', [depart('b', '研发部'), depart('c', '市场部')])];

// The machine running the suite may be busy: the tree's first paint can take seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 90_000 });

afterEach(() => setUiFeedback(null));

function search(keyWord: string) {
  const search = screen.getByTestId('depart-search');
  fireEvent.change(within(search).getByRole('searchbox'), { target: { value: keyWord } });
  fireEvent.click(within(search).getByRole('button', { name: 'search' }));
}

const shownDeparts = () => screen.queryAllByTestId('depart-node').map((node) => node.textContent);

describe('部门管理: search', () => {
  it('shows the departments found, then none (with the server\'s message) for a keyword nothing matches', async () => {
    const api = installFakeBackend({
      'GET /sys/sysDepart/queryTreeList': () => ({ data: envelope(200, TREE) }),
      'GET /sys/sysDepart/searchBy': (request) =>
        (request.params as { keyWord: string }).keyWord === '研发' ? { data: envelope(200, [depart('b', '研发部')]) } : { data: { ...envelope(0, null, '未查询匹配数据！'), success: false } },
    });
    renderWithProviders(<DepartListPage />);
    await waitFor(() => expect(shownDeparts()).toEqual(['北京总公司', '研发部', '市场部']));

    search('研发');
    await waitFor(() => expect(shownDeparts()).toEqual(['研发部']));

    search('不存在的部门');
    await waitFor(() => expect(api.calls('GET', '/sys/sysDepart/searchBy')).toHaveLength(2));
    expect(await screen.findByText('未查询匹配数据！')).toBeInTheDocument();
    await waitFor(() => expect(shownDeparts()).toEqual([]));
    expect(screen.getByTestId('depart-tree-empty')).toHaveTextContent('没有找到部门');
  });
});

describe('部门管理: the buttons follow the permissions (moved out of the e2e journey)', () => {
  /** The seed's 部门管理 buttons, all configured (a code nobody configured would be allowed to all). */
  const CODES = ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'].map((code) => `system:depart:${code}`).concat(['system:permission:saveDepart', 'system:user:editDepartWithUser', 'system:user:deleteUserInDepartBatch']);
  const DEFINED = CODES.map((action) => ({ action, type: '1' as const, status: '1' as const }));
  const grant = (action: string) => ({ action, type: '1' as const });
  const USER = { id: 'u1', username: 'jeecg', realname: '技术员', orgCodeTxt: '研发部', status: 1 };

  function renderWith(actions: readonly string[]) {
    installFakeBackend({
      'GET /sys/sysDepart/queryTreeList': () => ({ data: envelope(200, TREE) }),
      'GET /sys/role/queryTreeList': () => ({ data: envelope(200, { treeList: [{ key: 'm1', title: '日志管理', slotTitle: '日志管理', leaf: true }], ids: ['m1'] }) }),
      'GET /sys/permission/queryDepartPermission': () => ({ data: envelope(200, []) }),
      'GET /sys/user/departUserList': () => ({ data: envelope(200, { records: [USER], total: 1 }) }),
    });
    renderWithProviders(<DepartListPage />, { permissions: { user: actions.map(grant), all: DEFINED } });
  }

  async function selectAndVisitTabs() {
    await waitFor(() => expect(shownDeparts()).toContain('研发部'));
    fireEvent.click(screen.getAllByTestId('depart-node').find((node) => node.textContent === '研发部') as HTMLElement);
    const form = await screen.findByTestId('depart-base-info');
    const buttons = { save: within(form).queryByRole('button', { name: /保\s*存/ }), remove: within(form).queryByRole('button', { name: /删\s*除/ }) };
    fireEvent.click(screen.getByRole('tab', { name: '部门权限' }));
    await screen.findByTestId('depart-permission-tree');
    const grantSave = within(screen.getByRole('tabpanel', { name: '部门权限' })).queryByRole('button', { name: /保\s*存/ });
    fireEvent.click(screen.getByRole('tab', { name: '用户信息' }));
    const users = await screen.findByTestId('depart-users');
    await within(users).findByText('jeecg');
    return { ...buttons, grantSave, addUsers: screen.queryByRole('button', { name: '添加已有用户' }), unlinks: within(users).queryAllByText('取消关联').length };
  }

  it('system:depart:edit only: 导出 and 保存, no 添加部门, 添加下级, 批量删除, 导入, 删除, grant 保存, 添加已有用户 or 取消关联', async () => {
    renderWith(['system:depart:edit']);
    const shown = await selectAndVisitTabs();
    expect(screen.getByTestId('list-export')).toBeInTheDocument();
    for (const hidden of ['添加部门', '添加下级', '批量删除']) expect(screen.queryByRole('button', { name: hidden })).toBeNull();
    expect(screen.queryByTestId('list-import')).toBeNull();
    expect(shown.save).not.toBeNull();
    expect(shown.remove).toBeNull();
    expect(shown.grantSave).toBeNull();
    expect(shown.addUsers).toBeNull();
    expect(shown.unlinks).toBe(0);
  });

  it('every button granted: all of them shown', async () => {
    renderWith(CODES);
    const shown = await selectAndVisitTabs();
    for (const name of ['添加部门', '添加下级', '批量删除']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByTestId('list-import')).toBeInTheDocument();
    expect(shown.save).not.toBeNull();
    expect(shown.remove).not.toBeNull();
    expect(shown.grantSave).not.toBeNull();
    expect(shown.addUsers).not.toBeNull();
    // the toolbar's and the row's
    expect(shown.unlinks).toBe(2);
  });
});
