// The list's table: the page's rows, sorting through the address, the spec's pagination and optional selection.
// Columns whose row carries `<dataIndex>_dictText` show that text (the backend's dictionary translation).
import { Alert, Pagination, Spin, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { memo, useMemo } from 'react';
import type { ListData } from '../hooks/use-list-data';
import type { ListUrlState } from '../hooks/use-list-url-state';
import type { RowSelection } from '../hooks/use-row-selection';
import { PAGE_SIZE_OPTIONS, totalText } from '../model/list-defaults';
import { sortFromSorter, withDictText, withSortOrder, type ListColumn } from '../model/table-columns';
import { withMemoCells } from '../model/memo-cells';
import { renderListRowCheckbox, selectAllTitle } from '../model/selection-cell';
import styles from './list-table.module.css';
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

/** How long a refetch under rows already shown runs before the spinner covers them. */
const REFETCH_SPIN_DELAY_MS = 300;

function ListTableView<Row extends object>({ url, data, columns, selection, rowKey = 'id', scrollX, size = 'middle', expandable }: ListTableProps<Row>) {
  const { state } = url;
  const shownColumns = useMemo(() => withMemoCells(withSortOrder(withDictText(columns), state.sort)), [columns, state.sort]);
  const { rows, total, failure, loading, prefetchPage } = data;
  // The rows' selection boxes are drawn without an antd Checkbox each (row-checkbox.tsx); the header's stays antd's.
  // Both are named in Chinese.
  const selectionProps = selection?.tableProps;
  const rowSelection = useMemo(() => selectionProps && { ...selectionProps, renderCell: renderListRowCheckbox, columnTitle: selectAllTitle }, [selectionProps]);
  // The table element stays the same while only the loading flag or the page changes: the spinner around it is drawn
  // alone (what antd's `loading` does, one level up), and the pagination is drawn next to it rather than by the table
  // (antd's Table keeps the page in state of its own, so a page click rendered every row again before the list call
  // could leave, and again with the new page).
  const table = useMemo(
    () => (
      <Table<Row>
        rowKey={rowKey}
        size={size}
        columns={shownColumns}
        dataSource={rows}
        rowSelection={rowSelection}
        expandable={expandable}
        // The body never scrolls vertically, so antd's scroll-to-the-first-row after a page change only animated a
        // no-op, forcing a layout in every frame for 450 ms while the new page was being drawn.
        scroll={scrollX ? { x: scrollX, scrollToFirstRowOnChange: false } : undefined}
        pagination={false}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') url.setSort(sortFromSorter(sorter as SorterResult<Row>));
        }}
      />
    ),
    [rowKey, size, shownColumns, rows, rowSelection, expandable, scrollX, url],
  );
  // What antd's Table draws below its rows while there are any: a table of size small or middle has small pagination.
  const pagination = useMemo(
    () =>
      total > 0 && (
        <Pagination
          className={`ant-table-pagination ant-table-pagination-end ${styles.pagination}`}
          size={size === 'large' ? undefined : 'small'}
          current={state.pageNo}
          pageSize={state.pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          showSizeChanger
          showQuickJumper
          showTotal={totalText}
          onChange={(pageNo, pageSize) => {
            // The page's call leaves at the click (as setPage will show it: a new size starts at page 1).
            prefetchPage?.(pageSize === state.pageSize ? pageNo : 1, pageSize);
            url.setPage(pageNo, pageSize);
          }}
        />
      ),
    [size, state.pageNo, state.pageSize, total, url, prefetchPage],
  );
  return (
    <>
      {failure && <Alert type="warning" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="list-failure" />}
      {/* Rows already on screen (the cache, the previous page) stay readable through a quick refetch: the spinner
          and its blur come only if it lasts, so a fast answer does not restyle the whole table twice. */}
      <Spin spinning={loading} delay={rows.length > 0 ? REFETCH_SPIN_DELAY_MS : 0}>
        <RowPartsScope>{table}</RowPartsScope>
        {pagination}
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
