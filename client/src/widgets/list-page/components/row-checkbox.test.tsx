// The light selection box must render what antd's Table renders in its selection column (or antd's stylesheet would
// not style it) and select as antd's does: antd's own handlers decide, the box only forwards the click.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderListRowCheckbox, renderRowCheckbox, selectAllTitle } from '../model/selection-cell';
import { RowPartsScope } from './row-parts-scope';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = [
  { id: 'a', name: '甲' },
  { id: 'b', name: '乙' },
  { id: 'c', name: '丙' },
  { id: 'd', name: '丁' },
];

/** The markup with each element's attributes in name order (React writes them in prop order). */
function canonical(html: string): string {
  const host = document.createElement('div');
  host.innerHTML = html;
  for (const node of host.querySelectorAll('*')) {
    const attributes = [...node.attributes].map((attribute) => [attribute.name, attribute.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return host.innerHTML;
}

/** The body's selection cells as a middle-size table draws them, with antd's box or the light one. */
function selectionCells(selection: TableRowSelection<Row>, light: boolean, scoped = true): string[] {
  const table = (
    <Table<Row>
      size="middle"
      rowKey="id"
      pagination={false}
      dataSource={ROWS}
      columns={[{ dataIndex: 'name' }]}
      rowSelection={light ? { ...selection, renderCell: renderRowCheckbox } : selection}
    />
  );
  const { container, unmount } = render(scoped ? <RowPartsScope>{table}</RowPartsScope> : table);
  const cells = [...container.querySelectorAll('tbody td.ant-table-selection-column')].map((cell) => canonical(cell.innerHTML));
  unmount();
  return cells;
}

/** A table whose selection is kept in state, as `useRowSelection` keeps it; `selection` adds to its rowSelection. */
function SelectableTable({ light, onChange, selection = {} }: { light: boolean; onChange?: (keys: React.Key[]) => void; selection?: TableRowSelection<Row> }) {
  const [keys, setKeys] = useState<React.Key[]>([]);
  return (
    <RowPartsScope>
      <Table<Row>
        rowKey="id"
        pagination={false}
        dataSource={ROWS}
        columns={[{ dataIndex: 'name' }]}
        rowSelection={{
          selectedRowKeys: keys,
          onChange: (next) => {
            setKeys(next);
            onChange?.(next);
          },
          getCheckboxProps: (row) => ({ disabled: row.id === 'c' }),
          ...(light ? { renderCell: renderRowCheckbox } : {}),
          ...selection,
        }}
      />
    </RowPartsScope>
  );
}

describe('the light selection box renders antd 6 markup', () => {
  it.each<[string, TableRowSelection<Row>]>([
    ['none selected', { selectedRowKeys: [] }],
    ['two selected', { selectedRowKeys: ['a', 'd'] }],
    ['a disabled row, selected and not', { selectedRowKeys: ['b'], getCheckboxProps: (row) => ({ disabled: row.id === 'b' || row.id === 'c' }) }],
  ])('%s', (_, selection) => {
    const antd = selectionCells(selection, false);
    expect(antd.length).toBe(4);
    expect(selectionCells(selection, true)).toEqual(antd);
    expect(selectionCells(selection, true, false)).toEqual(antd);
  });
});

describe('the light selection box selects as antd does', () => {
  it.each([false, true])('ticks and unticks a row, not a disabled one (light: %s)', (light) => {
    const changed = vi.fn();
    render(<SelectableTable light={light} onChange={changed} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(changed).toHaveBeenLastCalledWith(['a']);
    expect(screen.getByRole('checkbox', { name: 'Row 1 selected' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Row 1 selected' }).closest('label')).toHaveClass('ant-checkbox-wrapper-checked');

    expect(screen.getByRole('checkbox', { name: 'Select row 3' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(changed).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Row 1 selected' }));
    expect(changed).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toBeChecked();
  });

  it.each([false, true])('selects a range with shift held, past a disabled row (light: %s)', (light) => {
    const changed = vi.fn();
    render(<SelectableTable light={light} onChange={changed} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 4' }), { shiftKey: true });
    expect(changed).toHaveBeenLastCalledWith(['a', 'b', 'd']);
  });

  it.each([false, true])("the header's box selects every enabled row (light: %s)", (light) => {
    const changed = vi.fn();
    render(<SelectableTable light={light} onChange={changed} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(changed).toHaveBeenLastCalledWith(['a', 'b', 'd']);
    expect(screen.getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('aria-label'))).toEqual(['Select all', 'Row 1 selected', 'Row 2 selected', 'Row 4 selected']);
  });

  it("does not pass the click on to the row, as antd's box", () => {
    const rowClicked = vi.fn();
    render(
      <RowPartsScope>
        <Table<Row> rowKey="id" pagination={false} dataSource={ROWS} columns={[{ dataIndex: 'name' }]} onRow={() => ({ onClick: rowClicked })} rowSelection={{ renderCell: renderRowCheckbox }} />
      </RowPartsScope>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(rowClicked).not.toHaveBeenCalled();
  });

  // antd's own box shows none here: its wave skips a target without layout, as every element is in jsdom.
  it("shows antd's click wave on a box being ticked", async () => {
    const { container } = render(<SelectableTable light />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await waitFor(() => expect(container.querySelector('tbody .ant-wave-target .ant-wave')).not.toBeNull());
  });
});

describe("the list table's boxes are named in Chinese", () => {
  it('names each box 选择第N行 / 已选择第N行 and the header 全选, and they still select', () => {
    const changed = vi.fn();
    render(<SelectableTable light onChange={changed} selection={{ renderCell: renderListRowCheckbox, columnTitle: selectAllTitle }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第2行' }));
    expect(changed).toHaveBeenLastCalledWith(['b']);
    expect(screen.getByRole('checkbox', { name: '已选择第2行' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择第3行' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['全选', '已选择第1行', '已选择第2行', '选择第3行', '已选择第4行']);
  });
});
