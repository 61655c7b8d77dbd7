import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionLists } from '@/widgets/access';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { EditableColumn, GridRow } from '../model/column';
import { EditableTable } from './editable-table';
import { TableValidationError, type EditableTableHandle } from './table-handle';

const COLUMNS: EditableColumn[] = [
  { key: 'name', type: 'input', title: '姓名', validateRules: [{ required: true, message: '${title}不能为空' }] },
  { key: 'salary', type: 'inputNumber', title: '工资' },
];
const STORED: GridRow[] = [
  { id: '1700000000000000001', name: '张三', salary: 8800 },
  { id: '1700000000000000002', name: '李四', salary: 9200 },
];

function renderTable(options: { authPre?: string; permissions?: PermissionLists } = {}) {
  const handle = createRef<EditableTableHandle>();
  const rendered = renderWithProviders(<EditableTable ref={handle} aria-label="员工" columns={COLUMNS} dataSource={STORED} toolbar rowSelection authPre={options.authPre} />, {
    permissions: options.permissions,
  });
  if (!handle.current) throw new Error('the table did not hand out its handle');
  return { ...rendered, table: handle.current };
}

describe('EditableTable handle (001 §8)', () => {
  it('B-RULE-24 getValues validates first and rejects with every failing cell; without validation it answers the rows, temp ids stripped on request', async () => {
    const { table } = renderTable();
    expect(await table.getValues()).toEqual(STORED);
    let added: GridRow[] = [];
    act(() => {
      added = table.addRows(1);
    });
    const rejected = await table.getValues().catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(TableValidationError);
    expect((rejected as TableValidationError).errors).toEqual([{ rowId: added[0]?.id, rowIndex: 2, key: 'name', message: '姓名不能为空' }]);

    const unvalidated = await table.getValues({ validate: false });
    expect(unvalidated.map((row) => row.id)).toEqual([...STORED.map((row) => row.id), added[0]?.id]);
    expect(unvalidated[2]?.id).toMatch(/_tid-[a-z0-9]{6}$/);
    const stripped = await table.getValues({ validate: false, deleteTempId: true });
    expect(stripped.map((row) => row.id)).toEqual([...STORED.map((row) => row.id), '']);
  });

  it('getAll answers the rows, the ids of removed stored rows only, and the errors without rejecting', async () => {
    const { table } = renderTable();
    let added: GridRow[] = [];
    act(() => {
      added = table.addRows(2);
    });
    act(() => table.removeRows([STORED[0]?.id, added[0]?.id].join(',')));
    act(() => table.setValues([{ id: '1700000000000000002', name: '' }]));
    const all = await act(() => table.getAll());
    expect(all.rows.map((row) => row.id)).toEqual(['1700000000000000002', added[1]?.id]);
    expect(all.deleteIds).toEqual(['1700000000000000001']);
    expect(table.getDeleteIds()).toEqual(['1700000000000000001']);
    expect(all.errors.map((error) => [error.rowIndex, error.key, error.message])).toEqual([
      [0, 'name', '姓名不能为空'],
      [1, 'name', '姓名不能为空'],
    ]);
  });
});

describe('EditableTable authPre (001 §6)', () => {
  // happy-dom lays nothing out: the grid's virtualisers are given a 1000 × 400 box, so every column is rendered
  beforeEach(() => {
    for (const [property, size] of [['offsetWidth', 1000], ['clientWidth', 1000], ['offsetHeight', 400], ['clientHeight', 400]] as const) {
      vi.spyOn(HTMLElement.prototype, property, 'get').mockReturnValue(size);
    }
  });
  afterEach(() => vi.restoreAllMocks());

  const rule = (action: string) => ({ action, type: '1' as const, status: '1' as const });
  const all = [rule('employee:salary'), rule('employee:add'), rule('employee:batch_delete'), rule('employee:phone')];
  const restricted: PermissionLists = { user: [{ action: 'employee:phone', type: '1' }], all };
  const granted: PermissionLists = { user: [{ action: 'employee:salary,employee:add,employee:batch_delete', type: '1' }], all };

  it('B-GRID-44 B-GRID-45 a column and the 新增 / 删除 buttons whose codes the user lacks under authPre are hidden', () => {
    renderTable({ authPre: 'employee:', permissions: restricted });
    expect(screen.getByRole('columnheader', { name: '姓名' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '工资' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除$/ })).not.toBeInTheDocument();
  });

  it('shows them when the user holds the codes, or when the table has no authPre', () => {
    const { unmount } = renderTable({ authPre: 'employee:', permissions: granted });
    expect(screen.getByRole('columnheader', { name: '工资' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新\s*增$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /删\s*除$/ })).toBeInTheDocument();
    unmount();
    renderTable({ permissions: restricted });
    expect(screen.getByRole('columnheader', { name: '工资' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新\s*增$/ })).toBeInTheDocument();
  });

  it('B-GRID-37 新增 twice within 1500 ms adds one row and warns 您点得太快了，请慢一点; after 1500 ms it adds again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      renderTable();
      const rows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-index'));
      const add = screen.getByRole('button', { name: /新\s*增$/ });
      act(() => add.click());
      act(() => add.click());
      expect(rows()).toHaveLength(3);
      expect(await screen.findByText('您点得太快了，请慢一点')).toBeInTheDocument();
      vi.setSystemTime(Date.now() + 1500);
      act(() => add.click());
      expect(rows()).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
