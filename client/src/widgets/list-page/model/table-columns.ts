// Column helpers of the list's table: `_dictText` companions and the sort state shown from the address.
import type { TableColumnsType } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import type { ListSort } from './list-defaults';

type Column<Row> = TableColumnsType<Row>[number];

/** A table column; `dictText: true` shows the row's `<dataIndex>_dictText`. */
export type ListColumn<Row> = Column<Row> & { dictText?: boolean };

const dataIndexOf = <Row>(column: Column<Row>): string | undefined => {
  const index = (column as { dataIndex?: unknown }).dataIndex;
  return typeof index === 'string' ? index : undefined;
};

/** A column marked `dictText: true` renders the row's `<dataIndex>_dictText`, else its raw value. */
export function withDictText<Row>(columns: readonly ListColumn<Row>[]): TableColumnsType<Row> {
  return columns.map((column) => {
    const { dictText, ...rest } = column;
    const dataIndex = dataIndexOf(column);
    if (!dictText || !dataIndex || rest.render) return rest as Column<Row>;
    return {
      ...rest,
      render: (value: unknown, row: Row) => {
        const text = (row as Record<string, unknown>)[`${dataIndex}_dictText`];
        return text === undefined || text === null || text === '' ? (value as string) : (text as string);
      },
    } as Column<Row>;
  });
}

/**
 * Sortable columns show the address's sort; sorting a `_dictText` column sorts its value column. A column shown
 * descending turns ascending on the next click: antd would clear the order instead, which for the default sort's
 * column (e.g. createTime desc) means descending again, so that column could never be sorted ascending.
 */
export function withSortOrder<Row>(columns: TableColumnsType<Row>, sort: ListSort): TableColumnsType<Row> {
  return columns.map((column) => {
    if (!('sorter' in column) || !column.sorter) return column;
    const key = dataIndexOf(column) ?? String(column.key ?? '');
    const sortOrder: SortOrder = key === sort.column ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
    return sortOrder === 'descend' ? { ...column, sortOrder, sortDirections: DESCENDING_FIRST } : { ...column, sortOrder };
  });
}

const DESCENDING_FIRST: SortOrder[] = ['descend', 'ascend'];

/** antd's sorter → the list's column / order; no order means back to the default sort. */
export function sortFromSorter<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): ListSort | null {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order) return null;
  const field = Array.isArray(first.field) ? first.field.join('.') : first.field !== undefined ? String(first.field) : String(first.columnKey ?? '');
  if (!field) return null;
  return { column: field.replace(/_dictText$/, ''), order: first.order === 'ascend' ? 'asc' : 'desc' };
}
