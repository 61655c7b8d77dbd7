// 预算执行's chart: revenue budget against actual revenue by month, and cost budget against actual cost, in 万元 with
// one decimal (a department's month is often under a million); the months not yet settled show no actual bar.
import type { ChartOption } from '@/widgets/charts';
import type { BudgetExecution } from '../api/finance-api';

export const EXECUTION_CHART_HEIGHT = 360;
const MONTHS = Array.from({ length: 12 }, (_, index) => `${index + 1}月`);

/** Yuan → 万元 with one decimal (rounded half up, in cents so 12 345.05 is 1.2 not 1.20000001). */
export const tenThousand = (yuan: number): number => Math.round(Math.round(yuan * 100) / 100_000) / 10;

export interface ExecutionBars {
  months: string[];
  budgetRevenue: number[];
  actualRevenue: Array<number | null>;
  budgetCost: number[];
  actualCost: Array<number | null>;
}

/** The chart's series; a month without settled revenue has no actual bars (null), not a bar of 0. */
export function executionBars(execution: Pick<BudgetExecution, 'months'>): ExecutionBars {
  const settled = (value: number, month: BudgetExecution['months'][number]) => (month.actualRevenue === 0 ? null : tenThousand(value));
  return {
    months: MONTHS,
    budgetRevenue: execution.months.map((m) => tenThousand(m.budgetRevenue)),
    actualRevenue: execution.months.map((m) => settled(m.actualRevenue, m)),
    budgetCost: execution.months.map((m) => tenThousand(m.budgetCost)),
    actualCost: execution.months.map((m) => settled(m.actualCost, m)),
  };
}

export function executionOption(bars: ExecutionBars): ChartOption {
  return {
    color: ['#bae0ff', '#1677ff', '#ffe7ba', '#fa8c16'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    // The unit is in the card's title: no axis name for the legend to cover when it wraps on a phone.
    legend: { data: ['收入预算', '实际收入', '成本预算', '实际成本'], top: 0 },
    grid: { left: 8, right: 8, bottom: 8, top: 56, containLabel: true },
    xAxis: { type: 'category', data: bars.months, axisLabel: { interval: 0 } },
    yAxis: { type: 'value' },
    series: [
      { name: '收入预算', type: 'bar', barMaxWidth: 14, data: bars.budgetRevenue },
      { name: '实际收入', type: 'bar', barMaxWidth: 14, data: bars.actualRevenue },
      { name: '成本预算', type: 'bar', barMaxWidth: 14, data: bars.budgetCost },
      { name: '实际成本', type: 'bar', barMaxWidth: 14, data: bars.actualCost },
    ],
  };
}
