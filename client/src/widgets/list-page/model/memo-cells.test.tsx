// withMemoCells: a cell's render runs again only when its row, value or render function changes.
import { render as mount } from '@testing-library/react';
import { Table, type TableColumnsType } from 'antd';
import { describe, expect, it } from 'vitest';
import { withMemoCells } from './memo-cells';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = [
  { id: 'a', name: '甲' },
  { id: 'b', name: '乙' },
];

describe('withMemoCells', () => {
  it('does not run a render again when the table renders the same rows', () => {
    let calls = 0;
    const render = (_: unknown, row: Row) => {
      calls++;
      return <b>{row.name}</b>;
    };
    const columns = withMemoCells<Row>([{ title: '名称', dataIndex: 'name', render }]);
    const { rerender, getByText } = mount(<Table<Row> rowKey="id" columns={columns} dataSource={ROWS} loading={false} />);
    expect(calls).toBe(2);
    rerender(<Table<Row> rowKey="id" columns={columns} dataSource={ROWS} loading />);
    expect(calls).toBe(2);
    rerender(<Table<Row> rowKey="id" columns={columns} dataSource={[ROWS[0] as Row, { id: 'b', name: '丙' }]} loading={false} />);
    expect(calls).toBe(3);
    expect(getByText('丙')).toBeInTheDocument();

    const renderAgain = (_: unknown, row: Row) => <i>{row.name}</i>;
    rerender(<Table<Row> rowKey="id" columns={withMemoCells<Row>([{ title: '名称', dataIndex: 'name', render: renderAgain }])} dataSource={ROWS} />);
    expect(getByText('甲').tagName).toBe('I');
  });

  it('leaves ellipsis columns, whose cell title comes from a plain-text render, as they are', () => {
    const render = (value: unknown) => String(value);
    const columns: TableColumnsType<Row> = [{ title: '名称', dataIndex: 'name', ellipsis: true, render }];
    expect(withMemoCells(columns)[0]).toBe(columns[0]);
  });
});
