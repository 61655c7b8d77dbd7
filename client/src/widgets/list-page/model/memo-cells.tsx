// The list table's columns with their renders in memoised cells (components/memo-cell.tsx).
import type { TableColumnsType } from 'antd';
import { MemoCell, type CellRender } from '../components/memo-cell';

type Column<Row> = TableColumnsType<Row>[number];

/**
 * Left as they are: columns with `ellipsis`, whose cell takes its `title` from a render that answers plain text,
 * `shouldCellUpdate` columns, which decide for themselves, and column groups.
 */
export function withMemoCells<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return columns.map((column) => {
    const { render, ellipsis, shouldCellUpdate } = column as Column<Row> & { render?: CellRender<Row> };
    if (!render || ellipsis || shouldCellUpdate || 'children' in column) return column;
    return { ...column, render: (value: unknown, row: Row, index: number) => <MemoCell render={render} value={value} row={row} index={index} /> };
  });
}
