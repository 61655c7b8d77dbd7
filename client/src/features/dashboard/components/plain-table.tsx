// The workbench's read-only tables drawn as antd's Table draws them, without rc-table: the same elements and class
// names (plain-table.test.tsx compares the two), styled by antd's stylesheet. rc-table measures its columns in a
// layout effect whenever the table scrolls (a hidden measure row reading offsetWidth), which forced the first layout
// of the whole workbench inside React's commit, and it runs a component per row and per cell. These tables need
// none of it: their columns are sized by the colgroup, their header is fixed by CSS.
import { ConfigProvider, Pagination, Spin, type PaginationProps } from 'antd';
import DefaultRenderEmpty from 'antd/es/config-provider/defaultRenderEmpty';
import useTableStyle from 'antd/es/table/style';
import { useContext, useRef, type CSSProperties, type ReactNode } from 'react';
import styles from './plain-table.module.css';
import { useScrollShadows } from './use-scroll-shadows';
import { useSmScreen } from './use-wide-screen';

export interface PlainColumn<Row> {
  key: string;
  title: string;
  /** In px; columns without one share what is left. */
  width?: number;
  align?: 'center' | 'right';
  /**
   * One line, cut with an ellipsis: antd's `ellipsis`, with the cell's text as its title (`true`) or without
   * (`{ showTitle: false }`, the cell shows it another way).
   */
  ellipsis?: true | { showTitle: false };
  /** antd's `responsive: ['sm']`: the column is left out below 576px. */
  minScreen?: 'sm';
  /** Header and cells kept on one line (a figure). */
  noWrap?: boolean;
  render: (row: Row, index: number) => ReactNode;
}

interface PlainTableProps<Row> {
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** antd's `scroll`: `y`, the header stays and the body scrolls beyond this height; or `x`, the table is this wide
   * and scrolls sideways in a narrower card (not both: nothing keeps a fixed header in step sideways). */
  scroll?: { y: number; x?: never } | { x: number; y?: never };
  /** antd's `loading`: the Spin over the table. */
  loading?: boolean;
  /**
   * antd's `pagination`, drawn by antd's Pagination below the table where antd's Table draws it (small, at the end).
   * Not mounted without rows, nor with one page when `hideOnSinglePage` is set.
   */
  pagination?: PaginationProps & { total: number };
}

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };

function cellStyle<Row>(column: PlainColumn<Row>): CSSProperties | undefined {
  if (!column.align && !column.noWrap) return undefined;
  return { ...(column.align && { textAlign: column.align }), ...(column.noWrap && NO_WRAP) };
}

/** rc-table's colgroup: a col for each column up to the last one with a width. */
function ColGroup<Row>({ columns }: { columns: readonly PlainColumn<Row>[] }) {
  const last = columns.findLastIndex((column) => column.width !== undefined);
  if (last < 0) return null;
  return (
    <colgroup>
      {columns.slice(0, last + 1).map((column) => (
        <col key={column.key} style={column.width === undefined ? undefined : { width: column.width }} />
      ))}
    </colgroup>
  );
}

/** The title rc-table gives an ellipsis cell: its text, unless the column shows it another way. */
function cellTitle(ellipsis: PlainColumn<unknown>['ellipsis'], content: ReactNode): string | undefined {
  if (ellipsis !== true) return undefined;
  return typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
}

/** A small, read-only antd table: a real `<table>` with header cells, one row per item. */
export function PlainTable<Row>({ columns: allColumns, rows, rowKey, scroll, loading = false, pagination }: PlainTableProps<Row>) {
  const smScreen = useSmScreen();
  const columns = smScreen ? allColumns : allColumns.filter((column) => column.minScreen !== 'sm');
  const scrollX = scroll?.x;
  const scrollY = scroll?.y;
  const contentRef = useRef<HTMLDivElement>(null);
  const sideways = useScrollShadows(contentRef, scrollX !== undefined);
  const { getPrefixCls, renderEmpty } = useContext(ConfigProvider.ConfigContext);
  const table = getPrefixCls('table');
  const rootCls = `${table}-css-var`;
  const [hashId, cssVarCls] = useTableStyle(table, rootCls);
  const cell = `${table}-cell`;
  const layout: CSSProperties = { tableLayout: scrollY !== undefined || columns.some((column) => column.ellipsis) ? 'fixed' : 'auto' };

  const head = (
    <thead className={`${table}-thead`}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.key}
            className={classNames(cell, column.ellipsis && `${cell}-ellipsis`)}
            style={cellStyle(column)}
            title={column.ellipsis ? column.title : undefined}
            scope="col"
          >
            {column.title}
          </th>
        ))}
      </tr>
    </thead>
  );
  const body = (
    <tbody className={`${table}-tbody`}>
      {rows.length === 0 ? (
        <tr className={`${table}-placeholder`}>
          <td className={cell} colSpan={columns.length}>
            {renderEmpty?.('Table') || <DefaultRenderEmpty componentName="Table" />}
          </td>
        </tr>
      ) : (
        rows.map((row, index) => (
          <tr key={rowKey(row)} className={classNames(`${table}-row`, `${table}-row-level-0`, styles.row)} data-row-key={rowKey(row)}>
            {columns.map((column) => {
              const content = column.render(row, index);
              return (
                <td key={column.key} className={classNames(cell, column.ellipsis && `${cell}-ellipsis`)} style={cellStyle(column)} title={cellTitle(column.ellipsis, content)}>
                  {content}
                </td>
              );
            })}
          </tr>
        ))
      )}
    </tbody>
  );

  const scroller =
    scrollY !== undefined ? (
      <>
        <div className={classNames(`${table}-header`, styles.fixedHeader)} style={{ overflow: 'hidden' }}>
          <table style={{ ...layout, minWidth: '100%' }}>
            <ColGroup columns={columns} />
            {head}
          </table>
        </div>
        <div className={`${table}-body`} style={{ overflowY: rows.length === 0 ? 'auto' : 'scroll', maxHeight: scrollY }}>
          <table style={layout}>
            <ColGroup columns={columns} />
            {body}
          </table>
        </div>
      </>
    ) : (
      <div className={`${table}-content`} style={scrollX !== undefined ? { overflowX: 'auto', overflowY: 'hidden' } : undefined} ref={contentRef} onScroll={sideways.onScroll}>
        <table style={scrollX === undefined ? layout : { width: scrollX, minWidth: '100%', ...layout }}>
          <ColGroup columns={columns} />
          {head}
          {body}
        </table>
      </div>
    );

  return (
    <div className={classNames(cssVarCls, rootCls, `${table}-wrapper`, hashId)}>
      <Spin spinning={loading}>
        <div
          className={classNames(
            table,
            `${table}-small`,
            rows.length === 0 && `${table}-empty`,
            cssVarCls,
            rootCls,
            hashId,
            scrollX !== undefined && `${table}-fix-start-shadow ${table}-fix-end-shadow`,
            sideways.shadows.start && `${table}-fix-start-shadow-show`,
            sideways.shadows.end && `${table}-fix-end-shadow-show`,
            scrollY !== undefined && `${table}-fixed-header`,
            scrollX !== undefined && `${table}-scroll-horizontal`,
          )}
        >
          <div className={`${table}-container`}>{scroller}</div>
        </div>
        {pagination && pagination.total > 0 && !(pagination.hideOnSinglePage && pagination.total <= (pagination.pageSize ?? 10)) && (
          <Pagination {...pagination} className={classNames(`${table}-pagination`, `${table}-pagination-end`)} size="small" />
        )}
      </Spin>
    </div>
  );
}
