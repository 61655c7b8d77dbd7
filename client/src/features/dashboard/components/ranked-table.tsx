import { useMemo, useState } from 'react';
import { DASHBOARD_TABLE_PAGE_SIZE, DASHBOARD_TABLE_SCROLL_Y, rankOf } from '../model/table-rank';
import { PlainTable, type PlainColumn } from './plain-table';

interface RankedTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly PlainColumn<Row>[];
  testId: string;
}

/**
 * A workbench table paged in the browser: 20 rows a page, a rank numbered across pages, pagination hidden
 * when everything fits on one page, and a body that scrolls beyond 273px (spec 000 §2.4, §9).
 */
export function RankedTable<Row>({ rows, rowKey, columns, testId }: RankedTableProps<Row>) {
  const [page, setPage] = useState(1);
  const withRank = useMemo<PlainColumn<Row>[]>(
    () => [
      // Wide enough for 排名 and two digits, leaving the names the room.
      { key: 'rank', title: '排名', width: 48, align: 'center', render: (_row, index) => rankOf(page, DASHBOARD_TABLE_PAGE_SIZE, index) },
      ...columns,
    ],
    [columns, page],
  );
  const pageRows = rows.slice((page - 1) * DASHBOARD_TABLE_PAGE_SIZE, page * DASHBOARD_TABLE_PAGE_SIZE);
  return (
    <div data-testid={testId}>
      <PlainTable<Row>
        rowKey={rowKey}
        columns={withRank}
        rows={pageRows}
        scroll={{ y: DASHBOARD_TABLE_SCROLL_Y }}
        pagination={{
          current: page,
          pageSize: DASHBOARD_TABLE_PAGE_SIZE,
          total: rows.length,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </div>
  );
}
