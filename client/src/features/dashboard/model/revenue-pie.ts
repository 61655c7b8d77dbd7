// Revenue distribution pie (spec 000 §2.4 item 2): three blues, percents rounded down.
import type { ChartOption } from '@/widgets/charts';
import type { RevenueShare } from '../api/dashboard-types';
import { withRepeatStyle } from './repeated-colour';
import { floorFigure, formatAmount } from './figure-format';

export const REVENUE_PIE_COLORS = ['#0050b3', '#1890ff', '#91d5ff'] as const;

export interface RevenueSlice {
  name: string;
  amount: number;
  /** Share in whole percent, rounded down. */
  percent: number;
}

export function revenueSlices(rows: readonly RevenueShare[]): RevenueSlice[] {
  return rows.map((row) => ({ name: row.name, amount: row.amount, percent: floorFigure(row.percent) }));
}

export function revenuePieOption(slices: readonly RevenueSlice[]): ChartOption {
  const percentByName = new Map(slices.map((slice) => [slice.name, slice.percent]));
  return {
    color: [...REVENUE_PIE_COLORS],
    tooltip: {
      trigger: 'item',
      formatter: (item: { name: string; value: number }) =>
        `${item.name}<br/>${formatAmount(item.value)} 元 (${percentByName.get(item.name) ?? 0}%)`,
    },
    legend: { bottom: 0, left: 'center', icon: 'circle', itemWidth: 16, itemHeight: 16 },
    series: [
      {
        name: '营收分布',
        type: 'pie',
        radius: '58%',
        center: ['50%', '45%'],
        // Three colours for four or more slices repeat: a white edge keeps neighbours of one colour apart, and a
        // pattern on the repeated colour tells its slice and legend icon from the first.
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: { overflow: 'none', formatter: (item: { name: string }) => `${item.name} ${percentByName.get(item.name) ?? 0}%` },
        labelLine: { length: 8, length2: 8 },
        data: slices.map((slice, index) => withRepeatStyle({ name: slice.name, value: slice.amount }, index, REVENUE_PIE_COLORS.length)),
      },
    ],
  };
}
