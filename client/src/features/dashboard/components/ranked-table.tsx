import { Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { DASHBOARD_TABLE_PAGE_SIZE, DASHBOARD_TABLE_SCROLL_Y, rankOf } from '../model/table-rank';

interface RankedTableProps<Row extends object> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: TableColumnsType<Row>;
  testId: string;
}

/**
 * A workbench table paged in the browser: 20 rows a page, a rank numbered across pages, pagination hidden
 * when everything fits on one page, and a body that scrolls beyond 273px (spec 000 §2.4, §9).
 */
export function RankedTable<Row extends object>({ rows, rowKey, columns, testId }: RankedTableProps<Row>) {
  const [page, setPage] = useState(1);
  const withRank = useMemo<TableColumnsType<Row>>(
    () => [
      {
        title: '排名',
        key: 'rank',
        // Wide enough for 排名 and two digits, leaving the names the room.
        width: 48,
        align: 'center',
        render: (_value, _row, index) => rankOf(page, DASHBOARD_TABLE_PAGE_SIZE, index),
      },
      ...columns,
    ],
    [columns, page],
  );
  return (
    <div data-testid={testId}>
      <Table<Row>
      size="small"
      rowKey={rowKey}
      columns={withRank}
      dataSource={rows as Row[]}
      scroll={{ y: DASHBOARD_TABLE_SCROLL_Y }}
      pagination={{
        current: page,
        pageSize: DASHBOARD_TABLE_PAGE_SIZE,
        hideOnSinglePage: true,
        showSizeChanger: false,
        size: 'small',
        onChange: setPage,
      }}
      />
    </div>
  );
}
