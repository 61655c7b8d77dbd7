// /budget/execution (menu component finance/BudgetExecution): 预算执行 — a year's budget against the settled figures,
// for all business departments or one: the year's totals, the monthly chart, the months and the departments.
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Progress, Row, Select, Space, Spin, Statistic, Table } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '@/widgets/charts';
import { useDictOptions } from '@/widgets/list-page';
import { BUSINESS_UNIT_DICT, financeQueries, type BudgetExecution } from '../api/finance-api';
import { EXECUTION_CHART_HEIGHT, executionBars, executionOption } from '../model/execution-chart';
import { yuanText } from '../model/money';

type Figures = BudgetExecution['total'];
const money = (value: number) => yuanText(value);
const rateText = (value: number) => `${value.toFixed(2)}%`;

const figureColumns = [
  { title: '收入预算', dataIndex: 'budgetRevenue', align: 'right' as const, render: money, width: 130 },
  { title: '实际收入', dataIndex: 'actualRevenue', align: 'right' as const, render: money, width: 130 },
  { title: '达成率', dataIndex: 'rate', align: 'right' as const, render: rateText, width: 90 },
  { title: '成本预算', dataIndex: 'budgetCost', align: 'right' as const, render: money, width: 130, responsive: ['md' as const] },
  { title: '实际成本', dataIndex: 'actualCost', align: 'right' as const, render: money, width: 130, responsive: ['md' as const] },
  { title: '利润预算', dataIndex: 'budgetProfit', align: 'right' as const, render: money, width: 130, responsive: ['lg' as const] },
  { title: '实际利润', dataIndex: 'actualProfit', align: 'right' as const, render: money, width: 130, responsive: ['lg' as const] },
];

function Totals({ total }: { total: Figures }) {
  const items: Array<[string, string, string]> = [
    ['年度收入预算（元）', money(total.budgetRevenue), 'execution-budget-revenue'],
    ['实际收入（元）', money(total.actualRevenue), 'execution-actual-revenue'],
    ['实际利润（元）', money(total.actualProfit), 'execution-actual-profit'],
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map(([title, value, testId]) => (
        <Col xs={24} sm={12} xl={6} key={testId}>
          <Card size="small">
            <Statistic title={title} value={value} data-testid={testId} />
          </Card>
        </Col>
      ))}
      <Col xs={24} sm={12} xl={6}>
        <Card size="small">
          <Statistic title="收入达成率" value={rateText(total.rate)} data-testid="execution-rate" />
          <Progress percent={Math.min(100, total.rate)} showInfo={false} size="small" aria-label="收入达成率" />
        </Card>
      </Col>
    </Row>
  );
}

export function BudgetExecutionPage() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [departId, setDepartId] = useState<string | null>(null);
  const units = useDictOptions(BUSINESS_UNIT_DICT);
  const { data, isPending } = useQuery(financeQueries.execution(year, departId));
  const option = useMemo(() => (data ? executionOption(executionBars(data)) : null), [data]);
  const summary = data ? `${year}年收入预算 ${money(data.total.budgetRevenue)} 元，实际 ${money(data.total.actualRevenue)} 元，达成 ${rateText(data.total.rate)}` : '';
  return (
    <div data-testid="budget-execution-page">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap>
          <span>预算年度</span>
          <Select aria-label="预算年度" value={year} onChange={setYear} style={{ width: 110 }} options={[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: y, label: `${y}年` }))} />
          <span>业务部门</span>
          <Select
            aria-label="业务部门"
            allowClear
            placeholder="全部业务部门"
            value={departId ?? undefined}
            onChange={(value?: string) => setDepartId(value ?? null)}
            style={{ width: 180 }}
            options={units.map((o) => ({ value: String(o.value), label: o.label }))}
          />
        </Space>
      </Card>
      {isPending || !data ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Totals total={data.total} />
          <Card size="small" title="月度预算执行（万元）">
            {data.total.budgetRevenue === 0 && data.total.actualRevenue === 0 ? (
              <Empty description="该年度尚未编制预算" />
            ) : (
              option && <EChart option={option} height={EXECUTION_CHART_HEIGHT} testId="execution-chart" label={summary} />
            )}
          </Card>
          <Card size="small" title="按月">
            <Table
              size="small"
              rowKey="month"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.months}
              data-testid="execution-months"
              columns={[{ title: '月份', dataIndex: 'month', width: 70, render: (m: number) => `${m}月` }, ...figureColumns]}
            />
          </Card>
          <Card size="small" title="按业务部门">
            <Table size="small" rowKey="departId" pagination={false} scroll={{ x: 'max-content' }} dataSource={data.departs} data-testid="execution-departs" columns={[{ title: '业务部门', dataIndex: 'departName', width: 130 }, ...figureColumns]} />
          </Card>
        </Space>
      )}
    </div>
  );
}
