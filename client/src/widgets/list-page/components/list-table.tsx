// The list's table: the page's rows, sorting through the address, the spec's pagination and optional selection.
// Columns whose row carries `<dataIndex>_dictText` show that text (the backend's dictionary translation).
import { Alert, Spin, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { memo, useMemo } from 'react';
import type { ListData } from '../hooks/use-list-data';
import type { ListUrlState } from '../hooks/use-list-url-state';
import type { RowSelection } from '../hooks/use-row-selection';
import { PAGE_SIZE_OPTIONS, totalText } from '../model/list-defaults';
import { sortFromSorter, withDictText, withSortOrder, type ListColumn } from '../model/table-columns';
import { withMemoCells } from '../model/memo-cells';
import { RowPartsScope } from './row-parts-scope';

export interface ListTableProps<Row> {
  url: ListUrlState;
  data: ListData<Row>;
  columns: readonly ListColumn<Row>[];
  selection?: RowSelection<Row>;
  rowKey?: string;
  scrollX?: number | string;
  size?: TableProps<Row>['size'];
  /** Tree rows (`children`), e.g. levels loaded when a row is expanded. */
  expandable?: TableProps<Row>['expandable'];
}

function ListTableView<Row extends object>({ url, data, columns, selection, rowKey = 'id', scrollX, size = 'middle', expandable }: ListTableProps<Row>) {
  const { state } = url;
  const shownColumns = useMemo(() => withMemoCells(withSortOrder(withDictText(columns), state.sort)), [columns, state.sort]);
  const { rows, total, failure, loading } = data;
  // The table element stays the same while only the loading flag changes: the spinner around it is drawn alone (what
  // antd's `loading` does, one level up), so starting and ending a fetch does not render the table's internals.
  const table = useMemo(
    () => (
      <Table<Row>
        rowKey={rowKey}
        size={size}
        columns={shownColumns}
        dataSource={rows}
        rowSelection={selection?.tableProps}
        expandable={expandable}
        // The body never scrolls vertically, so antd's scroll-to-the-first-row after a page change only animated a
        // no-op, forcing a layout in every frame for 450 ms while the new page was being drawn.
        scroll={scrollX ? { x: scrollX, scrollToFirstRowOnChange: false } : undefined}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: totalText,
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') url.setSort(sortFromSorter(sorter as SorterResult<Row>));
          else if (extra.action === 'paginate') url.setPage(pagination.current ?? 1, pagination.pageSize ?? state.pageSize);
        }}
      />
    ),
    [rowKey, size, shownColumns, rows, selection?.tableProps, expandable, scrollX, state.pageNo, state.pageSize, total, url],
  );
  return (
    <>
      {failure && <Alert type="warning" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="list-failure" />}
      <Spin spinning={loading}>
        <RowPartsScope>{table}</RowPartsScope>
      </Spin>
    </>
  );
}

function sameTable<Row>(before: ListTableProps<Row>, after: ListTableProps<Row>): boolean {
  return (
    before.url === after.url &&
    before.data === after.data &&
    before.columns === after.columns &&
    before.selection?.tableProps === after.selection?.tableProps &&
    before.rowKey === after.rowKey &&
    before.scrollX === after.scrollX &&
    before.size === after.size &&
    before.expandable === after.expandable
  );
}

/** Drawn again only when what it shows changed: not when the screen renders for the address catching up. */
export const ListTable = memo(ListTableView, sameTable) as typeof ListTableView;
