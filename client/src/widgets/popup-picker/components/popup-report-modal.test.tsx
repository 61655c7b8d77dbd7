import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUiFeedback } from '@/api/ui-feedback';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PopupReportModal } from './popup-report-modal';

const REPORT = {
  cgRpConfigId: 'r1',
  cgRpConfigName: '用户选择',
  columns: [
    { title: '账号', dataIndex: 'username', align: 'center' },
    { title: '性别', dataIndex: 'sex', align: 'center', sorter: 'true', customRender: 'sex' },
  ],
  dictOptions: { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] },
};
const ROWS = [
  { id: 'u1', username: 'zhangsan', sex: 1 },
  { id: 'u2', username: 'lisi', sex: 2 },
];

function backend(columns: () => { data: unknown } = () => ({ data: envelope(200, REPORT) })) {
  return installFakeBackend({
    'GET /online/cgreport/api/getRpColumns/{code}': columns,
    'GET /online/cgreport/api/getQueryInfo/{id}': () => ({ data: envelope(200, [{ label: '账号', field: 'username', mode: 'single', view: 'string' }]) }),
    'GET /online/cgreport/api/getData/{id}': (request) => {
      const wanted = (request.params as Record<string, unknown>).username;
      const rows = wanted ? ROWS.filter((row) => row.username === wanted) : ROWS;
      return { data: envelope(200, { total: rows.length, records: rows }) };
    },
  });
}

afterEach(() => setUiFeedback(null));

function ReopenablePopup({ code }: { code: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <PopupReportModal open={open} code={code} multi onOk={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('PopupReportModal', () => {
  it('B-POPUP-11 B-POPUP-13 B-POPUP-16 searches by a query field, translates dictionary columns and confirms rows with their keys', async () => {
    const api = backend();
    const onOk = vi.fn();
    renderWithProviders(<PopupReportModal open code={`popup-a-${Math.random()}`} multi onOk={onOk} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('女')).toBeInTheDocument();
    // B-LIST-34: a picker pages like every list.
    expect(within(dialog).getByText('1-2 共 2 条')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('账号'), 'zhangsan');
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(within(dialog).queryByText('lisi')).not.toBeInTheDocument());
    const sent = api.calls('get', '/online/cgreport/api/getData/r1').at(-1)?.params as Record<string, unknown>;
    expect(sent).toMatchObject({ username: 'zhangsan', pageNo: 1, pageSize: 10 });
    await userEvent.click(within(dialog).getByText('zhangsan'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith({ rows: [ROWS[0]], keys: 'u1' });
  });

  it('B-POPUP-17 confirming with nothing chosen returns an empty selection', async () => {
    backend();
    const onOk = vi.fn();
    renderWithProviders(<PopupReportModal open code={`popup-b-${Math.random()}`} onOk={onOk} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('lisi');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith({ rows: [], keys: '' });
  });

  it('B-POPUP-15 closing clears the selection: reopened, it shows 已选择 0 项 and no row is checked', async () => {
    backend();
    renderWithProviders(<ReopenablePopup code={`popup-c-${Math.random()}`} />);
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByText('lisi'));
    expect(within(dialog).getByTestId('popup-selected')).toHaveTextContent('已选择 1 项');
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('lisi');
    expect(within(dialog).getByTestId('popup-selected')).toHaveTextContent('已选择 0 项');
    expect(within(dialog).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });
});
