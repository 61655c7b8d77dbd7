// The parts wired together as a screen would: a fake list call over 25 rows records what the list sends.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BatchActions } from './components/batch-actions';
import { ListTable } from './components/list-table';
import { RowDeleteLink } from './components/row-delete-link';
import { SearchForm } from './components/search-form';
import { SelectionBar } from './components/selection-bar';
import { useListData, type LoadPage } from './hooks/use-list-data';
import { useListDeletion } from './hooks/use-list-deletion';
import { useListUrlState } from './hooks/use-list-url-state';
import { useRecycleActions } from './hooks/use-recycle-actions';
import { useRowSelection } from './hooks/use-row-selection';
import { DEFAULT_SORT } from './model/list-defaults';
import { listQueryCacheKey } from './model/query-cache';
import type { ListColumn } from './model/table-columns';
import { listRequestParams, type ListParams } from './model/request-params';
import type { SearchSchema } from './model/search-schema';

// A busy shared machine can take more than the default second to answer a fake call and repaint.

interface Row {
  id: string;
  name: string;
  rank: string;
  rank_dictText?: string;
}

const SCHEMA: SearchSchema = [{ kind: 'text', name: 'name', label: '名称', match: 'like' }];
const COLUMNS = [
  { title: '名称', dataIndex: 'name', sorter: true },
  { title: '职级', dataIndex: 'rank', dictText: true },
  { title: '操作', key: 'action' },
] as ListColumn<Row>[];

function fakeBackend(count: number) {
  let rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, name: `行${i + 1}`, rank: '3', rank_dictText: '中级' }));
  const calls: ListParams[] = [];
  const load: LoadPage<Row> = async (params) => {
    calls.push(params);
    const size = Number(params.pageSize);
    const start = (Number(params.pageNo) - 1) * size;
    return { records: rows.slice(start, start + size), total: rows.length };
  };
  const remove = vi.fn(async (ids: string) => {
    const gone = new Set(ids.split(','));
    rows = rows.filter((row) => !gone.has(row.id));
    return '删除成功!';
  });
  return { load, remove, calls, last: () => calls[calls.length - 1] as ListParams };
}

interface HarnessProps {
  load: LoadPage<Row>;
  remove?: (ids: string) => Promise<string>;
  removeBatch?: (ids: string) => Promise<string>;
  disabled?: (row: Row) => boolean;
}

function Harness({ load, remove, removeBatch, disabled }: HarnessProps) {
  const url = useListUrlState('test/List', DEFAULT_SORT);
  const data = useListData(['test', 'list'], load, listRequestParams(url.state, { schema: SCHEMA }));
  const selection = useRowSelection<Row>(disabled);
  const deletion = useListDeletion({ url, data, selection }, remove, removeBatch);
  const recycle = useRecycleActions({ url, data, selection }, {});
  const columns = COLUMNS.map((column) =>
    column.key === 'action' ? { ...column, render: (_: unknown, row: Row) => <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} /> } : column,
  );
  return (
    <>
      <SearchForm schema={SCHEMA} filters={url.state.filters} onSearch={url.search} onReset={url.reset} />
      <Button onClick={deletion.deleteSelected}>批量删除</Button>
      <Button onClick={recycle.recoverSelected}>批量取回</Button>
      <SelectionBar selection={selection}>
        <BatchActions selectedCount={selection.selectedKeys.length} actions={[{ key: 'delete', label: '删除', onClick: deletion.deleteSelected }]} />
      </SelectionBar>
      <ListTable url={url} data={data} columns={columns} selection={selection} />
    </>
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

// antd tables in happy-dom on a shared 2-core machine take seconds per test.
describe('the list page parts', () => {
  beforeEach(() => sessionStorage.clear());

  it('B-LIST-01 rows already shown stay uncovered through a quick refetch; a slow one is covered after 300 ms', async () => {
    let answer: ((page: { records: Row[]; total: number }) => void) | null = null;
    const rows = [{ id: 'r1', name: '行1', rank: '3' }];
    let calls = 0;
    const load: LoadPage<Row> = () => {
      calls += 1;
      // The first page answers at once; the next waits for the test.
      return calls === 1 ? Promise.resolve({ records: rows, total: 1 }) : new Promise((resolve) => (answer = resolve));
    };
    const { container } = renderWithProviders(<Harness load={load} />);
    await screen.findByText('行1');
    // A new search: the previous rows stay on screen while it is fetched.
    fireEvent.change(screen.getByPlaceholderText('请输入名称'), { target: { value: '行' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(answer).not.toBeNull());
    expect(screen.getByText('行1')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    await act(async () => answer?.({ records: rows, total: 1 }));
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
  });

  it('B-LIST-01 sets the loading flag while a page is fetched', async () => {
    let release: () => void = () => undefined;
    const load: LoadPage<Row> = () => new Promise((resolve) => (release = () => resolve({ records: [], total: 0 })));
    const { container } = renderWithProviders(<Harness load={load} />);
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    await act(async () => release());
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
  });

  it('shows dictionary texts, the spec total and pages through the address', async () => {
    const backend = fakeBackend(25);
    renderWithProviders(<Harness load={backend.load} />);
    await screen.findByText('行1');
    expect(screen.getAllByText('中级')).toHaveLength(10);
    expect(screen.getByText('1-10 共 25 条')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('行21');
    expect(backend.last()).toMatchObject({ pageNo: 3, pageSize: 10, column: 'id', order: 'desc' });
  });

  it('asks for a clicked page once, and for page 1 when the page size changes', async () => {
    const backend = fakeBackend(45);
    renderWithProviders(<Harness load={backend.load} />);
    await screen.findByText('行1');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('行21');
    expect(backend.calls.filter((call) => call.pageNo === 3)).toHaveLength(1);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /页/ }));
    fireEvent.click(await screen.findByText('20 条/页'));
    await waitFor(() => expect(screen.getByText('1-20 共 45 条')).toBeInTheDocument());
    expect(backend.calls.filter((call) => call.pageSize === 20).map((call) => call.pageNo)).toEqual([1]);
  });

  it('B-LIST-02 searching sends the like filter on page 1', async () => {
    const backend = fakeBackend(25);
    renderWithProviders(<Harness load={backend.load} />);
    await screen.findByText('行1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('行11');
    fireEvent.change(screen.getByPlaceholderText('请输入名称'), { target: { value: '行2' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(backend.last()).toMatchObject({ name: '*行2*', pageNo: 1 }));
  });

  it('sorts through the column header', async () => {
    const backend = fakeBackend(3);
    renderWithProviders(<Harness load={backend.load} />);
    await screen.findByText('行1');
    fireEvent.click(screen.getByText('名称', { selector: '.ant-table-column-title' }));
    await waitFor(() => expect(backend.last()).toMatchObject({ column: 'name', order: 'asc' }));
  });

  it('turns the default sort column ascending on a click, and back to descending on the next', async () => {
    const backend = fakeBackend(3);
    function DefaultSortHarness() {
      const url = useListUrlState('test/Sorted', { column: 'name', order: 'desc' });
      const data = useListData(['test', 'sorted'], backend.load, listRequestParams(url.state, { schema: SCHEMA }));
      return <ListTable url={url} data={data} columns={COLUMNS} />;
    }
    renderWithProviders(<DefaultSortHarness />);
    await screen.findByText('行1');
    expect(backend.last()).toMatchObject({ column: 'name', order: 'desc' });
    fireEvent.click(screen.getByText('名称', { selector: '.ant-table-column-title' }));
    await waitFor(() => expect(backend.last()).toMatchObject({ column: 'name', order: 'asc' }));
    fireEvent.click(screen.getByText('名称', { selector: '.ant-table-column-title' }));
    await waitFor(() => expect(backend.last()).toMatchObject({ column: 'name', order: 'desc' }));
  });

  it('restores the cached search of the screen when the address has none', async () => {
    sessionStorage.setItem(listQueryCacheKey('test/List'), 'name=%E8%A1%8C1&pageNo=2');
    const backend = fakeBackend(25);
    renderWithProviders(<Harness load={backend.load} />);
    await waitFor(() => expect(backend.last()).toMatchObject({ name: '*行1*', pageNo: 2 }));
    expect(screen.getByPlaceholderText('请输入名称')).toHaveValue('行1');
  });

  it('B-LIST-11 batch delete with nothing selected warns 请选择一条记录！', async () => {
    const backend = fakeBackend(3);
    renderWithProviders(<Harness load={backend.load} removeBatch={backend.remove} />);
    await screen.findByText('行1');
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    expect(backend.remove).not.toHaveBeenCalled();
  });

  it('B-LIST-12 batch recover with nothing selected warns 请选择一条记录！', async () => {
    const backend = fakeBackend(3);
    function Recover() {
      const url = useListUrlState('test/Recycle');
      const data = useListData(['test', 'recycle'], backend.load, listRequestParams(url.state));
      const selection = useRowSelection<Row>();
      const recycle = useRecycleActions({ url, data, selection }, { recoverBatch: backend.remove });
      return <Button onClick={recycle.recoverSelected}>批量取回</Button>;
    }
    renderWithProviders(<Recover />);
    fireEvent.click(screen.getByRole('button', { name: '批量取回' }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
  });

  it('B-LIST-13 an action without its address errors 请设置url.recoverBatch属性!', async () => {
    const backend = fakeBackend(3);
    renderWithProviders(<Harness load={backend.load} />);
    fireEvent.click(screen.getByRole('button', { name: '批量取回' }));
    expect(await screen.findByText('请设置url.recoverBatch属性!')).toBeInTheDocument();
  });

  it('B-LIST-04 deleting the last row of the last page lowers the page', async () => {
    const backend = fakeBackend(21);
    renderWithProviders(<Harness load={backend.load} remove={backend.remove} />);
    await screen.findByText('行1');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('行21');
    fireEvent.click(within(rowOf('行21')).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(backend.remove).toHaveBeenCalledWith('r21'));
    await waitFor(() => expect(backend.last()).toMatchObject({ pageNo: 2 }));
    expect(await screen.findByText('行11')).toBeInTheDocument();
  });

  it('batch deletes the selection as a comma list after 确认删除, skipping disabled rows', async () => {
    const backend = fakeBackend(3);
    renderWithProviders(<Harness load={backend.load} removeBatch={backend.remove} disabled={(row) => row.id === 'r2'} />);
    await screen.findByText('行1');
    expect(within(rowOf('行2')).getByRole('checkbox')).toBeDisabled();
    fireEvent.click(within(rowOf('行1')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('行3')).getByRole('checkbox'));
    expect(screen.getByTestId('selection-bar')).toHaveTextContent('已选择 2 项');
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('是否删除选中数据?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(backend.remove).toHaveBeenCalledWith('r1,r3'));
    await waitFor(() => expect(screen.getByTestId('selection-bar')).toHaveTextContent('已选择 0 项'));
  });

  it('shows the server message when the list call fails', async () => {
    const load: LoadPage<Row> = () => Promise.reject(new Error('请注意，将要排序的列字段不存在：foo'));
    renderWithProviders(<Harness load={load} />);
    expect(await screen.findByTestId('list-failure')).toHaveTextContent('请注意，将要排序的列字段不存在：foo');
  });
});
