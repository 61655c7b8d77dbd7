// Cost and gross profit per business unit (spec 000 §2.4 item 7): values in 万元, rounded down; 400px high.
import type { ChartOption } from '@/widgets/charts';
import type { UnitCostRow } from '../api/dashboard-types';
import { toTenThousand } from './figure-format';

export const COST_BAR_HEIGHT = 400;

export interface UnitCostBars {
  units: string[];
  cost: number[];
  grossProfit: number[];
}

export function unitCostBars(rows: readonly UnitCostRow[]): UnitCostBars {
  return {
    units: rows.map((row) => row.businessUnitId_dictText),
    cost: rows.map((row) => toTenThousand(row.cost)),
    grossProfit: rows.map((row) => toTenThousand(row.grossProfit)),
  };
}

export function costBarOption(bars: UnitCostBars): ChartOption {
  return {
    color: ['#1890ff', '#4ecb73'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: ['成本', '毛利'], top: 0 },
    grid: { left: 16, right: 16, bottom: 8, top: 40, containLabel: true },
    // Every unit named, even on a phone where echarts would drop labels it thinks crowded; a long name wraps.
    xAxis: { type: 'category', data: bars.units, axisLabel: { interval: 0, width: 80, overflow: 'break' } },
    yAxis: { type: 'value', name: '万元' },
    series: [
      { name: '成本', type: 'bar', barMaxWidth: 40, data: bars.cost, label: { show: true, position: 'top' } },
      { name: '毛利', type: 'bar', barMaxWidth: 40, data: bars.grossProfit, label: { show: true, position: 'top' } },
    ],
  };
}
