import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ReportPage } from './report-page';

const ID = '0123456789abcdef0123456789abcdef';

function Where() {
  return <span data-testid="where">{useLocation().pathname + useLocation().search}</span>;
}

function renderReport(path: string, href = '/system/user?username=${username}') {
  const backend = installFakeBackend({
    'GET /online/cgreport/api/getParamsInfo/{id}': () => ({
      data: envelope(200, [{ id: 'p1', cgrheadId: ID, paramName: 'year', paramTxt: '年度', paramValue: '2026', orderNum: 0 }]),
    }),
    'GET /online/cgreport/api/getQueryInfo/{id}': () => ({
      data: envelope(200, [{ label: '账号', field: 'username', mode: 'single', view: 'string' }]),
    }),
    'GET /online/cgreport/api/getColumnsAndData/{id}': () => ({
      data: envelope(200, {
        cgreportHeadName: '用户报表',
        columns: [
          { title: '账号', dataIndex: 'username', align: 'center' },
          { title: '性别', dataIndex: 'sex', align: 'center', sorter: 'true', customRender: 'sex' },
        ],
        dictOptions: { sex: [{ value: '1', text: '男', title: '男', label: '男' }, { value: '2', text: '女', title: '女', label: '女' }] },
        fieldHrefSlots: [{ field: 'username', slotName: 'fieldHref_username', href }],
        data: { total: 1, records: [{ id: 'u1', username: 'admin', sex: 2 }] },
      }),
    }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/online/cgreport/:id" element={<ReportPage route={{ path: '/online/cgreport/:id' }} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
  return backend;
}

const lastDataQuery = (backend: ReturnType<typeof installFakeBackend>) => {
  const calls = backend.requests.filter((request) => request.url?.includes('getColumnsAndData'));
  return calls[calls.length - 1]?.params as Record<string, unknown>;
};

describe('Online报表 screen', () => {
  it('sends a parameter from the address as self_<name>, else its default', async () => {
    const backend = renderReport(`/online/cgreport/${ID}?year=2024`);
    expect(await screen.findByText('用户报表')).toBeInTheDocument();
    await waitFor(() => expect(lastDataQuery(backend)).toMatchObject({ self_year: '2024', pageNo: 1, pageSize: 10 }));
    expect(screen.getByLabelText('年度')).toHaveValue('2024');
    await userEvent.clear(screen.getByLabelText('年度'));
    await userEvent.click(screen.getByRole('button', { name: '应用参数' }));
    await waitFor(() => expect(lastDataQuery(backend)).toMatchObject({ self_year: '' }));
  });

  it('shows dictionary texts and opens a link column with the row values', async () => {
    const backend = renderReport(`/online/cgreport/${ID}`);
    await waitFor(() => expect(lastDataQuery(backend)).toMatchObject({ self_year: '2026' }));
    const table = await screen.findByTestId('report-table');
    expect(await within(table).findByText('女')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('admin'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/system/user?username=admin');
  });

  it('refuses a link column whose stored address is a script: 链接地址不正确, nothing opened', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    try {
      renderReport(`/online/cgreport/${ID}`, 'javascript:alert(${username})');
      const table = await screen.findByTestId('report-table');
      await userEvent.click(await within(table).findByText('admin'));
      expect(await screen.findByText('链接地址不正确')).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      expect(screen.queryByTestId('where')).toBeNull();
    } finally {
      open.mockRestore();
    }
  });

  it('searches a text field by contains and sends the sort', async () => {
    const backend = renderReport(`/online/cgreport/${ID}`);
    await userEvent.type(await screen.findByPlaceholderText('请输入账号'), 'adm');
    expect(screen.getByPlaceholderText('请输入账号')).toHaveValue('adm');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastDataQuery(backend)).toMatchObject({ username: '*adm*', self_year: '2026', pageNo: 1 }));
    await userEvent.click(within(screen.getByTestId('report-table')).getByRole('columnheader', { name: /性别/ }));
    await waitFor(() => expect(lastDataQuery(backend)).toMatchObject({ column: 'sex', order: 'asc' }));
  });
});
