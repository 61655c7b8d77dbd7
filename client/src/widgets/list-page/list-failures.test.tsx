// B-LIST-14 against A-ERR-14 (decision 34): a list call or a row action answered with success false shows the
// server's message once, as a warning, through the real HTTP layer; the HTTP layer's notification stays for other
// callers and for HTTP-status failures.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAction, getAction, http } from '@/api/http';
import { setUiFeedback, type UiFeedback } from '@/api/ui-feedback';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ListTable } from './components/list-table';
import { RowDeleteLink } from './components/row-delete-link';
import { useListData, type LoadPage } from './hooks/use-list-data';
import { useListDeletion } from './hooks/use-list-deletion';
import { useListUrlState } from './hooks/use-list-url-state';
import { useRowSelection } from './hooks/use-row-selection';
import { DEFAULT_SORT } from './model/list-defaults';
import { listRequestParams } from './model/request-params';
import type { ListColumn } from './model/table-columns';

interface Row {
  id: string;
  username: string;
}

type Answer = { status?: number; data: unknown };
let answers: Record<string, Answer>;
let notifications: ReturnType<typeof vi.fn>;

const ok = (result: unknown): Answer => ({ data: { success: true, code: 200, message: '删除成功!', result, timestamp: 0 } });
const refused = (message: string): Answer => ({ data: { success: false, code: 500, message, result: null, timestamp: 0 } });
const ROWS = { records: [{ id: 'u1', username: 'zhangsan' }], total: 1 };

const loadUsers: LoadPage<Row> = async (params) => (await getAction('/sys/user/list', { query: params })).result as typeof ROWS;
const deleteUser = async (id: string) => (await deleteAction('/sys/user/delete', { query: { id } })).message;

function Harness() {
  const url = useListUrlState('test/FailureList', DEFAULT_SORT);
  const data = useListData(['test', 'failures'], loadUsers, listRequestParams(url.state, { schema: [] }));
  const selection = useRowSelection<Row>();
  const deletion = useListDeletion({ url, data, selection }, deleteUser, undefined);
  const columns: ListColumn<Row>[] = [
    { title: '账号', dataIndex: 'username' },
    { title: '操作', key: 'action', render: (_: unknown, row: Row) => <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} /> },
  ];
  return <ListTable url={url} data={data} columns={columns} />;
}

function warningsShown(text: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-message-notice')].filter((notice) => notice.textContent?.includes(text));
}

async function deleteFirstRow() {
  fireEvent.click(within((await screen.findByText('zhangsan')).closest('tr') as HTMLElement).getByText('删除'));
  fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
}

describe('list failures (B-LIST-14, A-ERR-14, decision 34)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    answers = { '/sys/user/list': ok(ROWS), '/sys/user/delete': ok(null) };
    http.defaults.adapter = async (config) => {
      const answer = answers[config.url ?? ''] ?? ok(null);
      const status = answer.status ?? 200;
      const response: AxiosResponse = { data: answer.data, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
      return response;
    };
    notifications = vi.fn();
    setUiFeedback({
      message: { loading: vi.fn(), warning: vi.fn(), error: vi.fn(), success: vi.fn() },
      notification: { error: notifications },
      modal: { error: vi.fn(), confirm: vi.fn() },
    } as unknown as UiFeedback);
  });

  afterEach(() => setUiFeedback(null));

  it('B-LIST-14 a delete answered with success false shows the server message as one warning and no notification', async () => {
    answers['/sys/user/delete'] = refused('该用户正在使用中，不能删除');
    renderWithProviders(<Harness />);
    await deleteFirstRow();
    await waitFor(() => expect(warningsShown('该用户正在使用中，不能删除')).toHaveLength(1));
    expect(warningsShown('该用户正在使用中，不能删除')[0]?.querySelector('.anticon-exclamation-circle')).not.toBeNull();
    expect(notifications).not.toHaveBeenCalled();
    expect(screen.getByText('zhangsan')).toBeInTheDocument();
  });

  it('B-LIST-14 a list call answered with success false shows the server message as the warning above the table only', async () => {
    answers['/sys/user/list'] = refused('请注意，将要排序的列字段不存在：foo');
    renderWithProviders(<Harness />);
    const failure = await screen.findByTestId('list-failure');
    expect(failure).toHaveTextContent('请注意，将要排序的列字段不存在：foo');
    expect(failure).toHaveClass('ant-alert-warning');
    expect(notifications).not.toHaveBeenCalled();
  });

  it('an HTTP-status failure of a delete is shown by the HTTP layer alone', async () => {
    answers['/sys/user/delete'] = { status: 403, data: { message: 'no' } };
    renderWithProviders(<Harness />);
    await deleteFirstRow();
    await waitFor(() => expect(notifications).toHaveBeenCalledTimes(1));
    expect(notifications).toHaveBeenCalledWith(expect.objectContaining({ description: '拒绝访问' }));
    expect(document.querySelectorAll('.ant-message-notice-warning, .ant-message-notice .anticon-exclamation-circle')).toHaveLength(0);
  });

  it('an HTTP-status failure of the list call is shown by the HTTP layer alone, with no warning above the table', async () => {
    answers['/sys/user/list'] = { status: 404, data: { message: 'gone' } };
    renderWithProviders(<Harness />);
    await waitFor(() => expect(notifications).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('list-failure')).toBeNull();
  });
});
