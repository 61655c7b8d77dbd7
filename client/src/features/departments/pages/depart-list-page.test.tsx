// 部门管理's search: a keyword with no department empties the tree (issue 34: it used to keep the last results).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUiFeedback } from '@/api/ui-feedback';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DepartListPage } from './depart-list-page';

const depart = (id: string, title: string, children: unknown[] = []) => ({
  id, key: id, value: id, title, departName: title, parentId: '', orgCategory: '1', orgType: '1', orgCode: id, isLeaf: children.length === 0, children,
});
const TREE = [depart('a', '北京总公司', [depart('b', '研发部'), depart('c', '市场部')])];

// The machine running the suite may be busy: the tree's first paint can take seconds.

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
