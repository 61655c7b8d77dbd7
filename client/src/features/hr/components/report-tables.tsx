// The tables beside 人事报表's charts: the report's rows with a 合计 / 全年 row, numbers right-aligned. On a phone
// the columns that can be told from the others (试用/正式, 期初/期末, 已续签) are left out so the table fits, and a long
// department name wraps instead of being cut.
import { Grid, Table, type TableColumnsType } from 'antd';
import type { ExpiryMonth, FlowMonth, HeadcountRow, HrReport } from '../api/report-api';
import { monthLabel } from '../model/report-charts';

interface Figure<Row, Total> {
  key: string;
  title: string;
  cell: (row: Row) => string;
  total: (total: Total) => string;
  /** Shown from the sm breakpoint only. */
  wideOnly?: boolean;
}

const percent = (value: number) => `${value.toFixed(2)}%`;

type HeadcountTotal = HrReport['headcount']['total'];
type FlowTotal = HrReport['flow']['total'];
type ExpiryTotal = HrReport['expiries']['total'];

const count = <K extends string>(key: K, title: string, wideOnly = false) => ({
  key,
  title,
  cell: (row: Record<K, number>) => String(row[key]),
  total: (total: Record<K, number>) => String(total[key]),
  wideOnly,
});

const HEADCOUNT: Array<Figure<HeadcountRow, HeadcountTotal>> = [
  count('outsourced', '外包人员'),
  count('management', '管理人员'),
  count('probation', '试用', true),
  count('regular', '正式', true),
  count('total', '在职人数'),
];

const FLOW: Array<Figure<FlowMonth, FlowTotal>> = [
  count('opening', '期初人数', true),
  count('hires', '入职人数'),
  count('leavers', '离职人数'),
  count('closing', '期末人数', true),
  { key: 'turnoverRate', title: '离职率', cell: (row) => percent(row.turnoverRate), total: (total) => percent(total.turnoverRate) },
];

const EXPIRY: Array<Figure<ExpiryMonth, ExpiryTotal>> = [count('expiring', '到期合同数'), count('renewed', '已续签', true), count('pending', '未续签')];

interface FigureTableProps<Row, Total> {
  testId: string;
  first: { title: string; key: keyof Row & string; width: number; phoneWidth: number; render?: (value: string) => string };
  figures: Array<Figure<Row, Total>>;
  rows: Row[];
  total: Total;
  totalLabel: string;
  rowKey: keyof Row & string;
  /** Body height before it scrolls; unset, the table is as tall as its rows. */
  bodyHeight?: number;
}

function FigureTable<Row extends object, Total>({ testId, first, figures, rows, total, totalLabel, rowKey, bodyHeight }: FigureTableProps<Row, Total>) {
  const wide = Grid.useBreakpoint().sm !== false;
  const shown = figures.filter((figure) => wide || !figure.wideOnly);
  const columns: TableColumnsType<Row> = [
    { title: first.title, dataIndex: first.key, key: first.key, width: wide ? first.width : first.phoneWidth, ellipsis: wide, render: (value: string) => (first.render ? first.render(value) : value) },
    ...shown.map((figure) => ({ title: figure.title, key: figure.key, align: 'right' as const, render: (_: unknown, row: Row) => figure.cell(row) })),
  ];
  return (
    <Table<Row>
      size="small"
      bordered
      pagination={false}
      data-testid={testId}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      scroll={bodyHeight ? { y: bodyHeight } : undefined}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{totalLabel}</strong>
            </Table.Summary.Cell>
            {shown.map((figure, index) => (
              <Table.Summary.Cell key={figure.key} index={index + 1} align="right">
                <strong>{figure.total(total)}</strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}

/** The header and the total row of a small bordered table, taken from the chart's height to leave the body's. */
const TABLE_CHROME = 80;

export function HeadcountTable({ report, height }: { report: HrReport; height: number }) {
  return (
    <FigureTable
      testId="headcount-table"
      first={{ title: '部门', key: 'departName', width: 130, phoneWidth: 96 }}
      figures={HEADCOUNT}
      rows={report.headcount.rows}
      total={report.headcount.total}
      totalLabel="合计"
      rowKey="departId"
      bodyHeight={height - TABLE_CHROME}
    />
  );
}

export function FlowTable({ report }: { report: HrReport }) {
  return <FigureTable testId="flow-table" first={{ title: '月份', key: 'month', width: 64, phoneWidth: 56, render: monthLabel }} figures={FLOW} rows={report.flow.months} total={report.flow.total} totalLabel="全年" rowKey="month" />;
}

export function ExpiryTable({ report }: { report: HrReport }) {
  return <FigureTable testId="expiry-table" first={{ title: '月份', key: 'month', width: 64, phoneWidth: 56, render: monthLabel }} figures={EXPIRY} rows={report.expiries.months} total={report.expiries.total} totalLabel="全年" rowKey="month" />;
}
