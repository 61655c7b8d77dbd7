// Profit distribution donut (spec 000 §2.4 item 3, §3): three colours, radii 50 % / 90 %, a colour legend with
// each item's percent (its gross margin ×100 rounded down, 0 when not a number).
import { DEFAULT_CHART_HEIGHT, type ChartOption } from '@/widgets/charts';
import type { ProfitItem } from '../api/dashboard-types';
import { withRepeatStyle } from './repeated-colour';
import { floorFigure, formatAmount, fractionToFlooredPercent } from './figure-format';

export const PROFIT_DONUT_COLORS = ['#3aa1ff', '#4ecb73', '#fbd437'] as const;
export const PROFIT_DONUT_RADIUS = ['50%', '90%'] as const;

export interface ProfitSlice {
  name: string;
  /** Gross profit in yuan, rounded down. */
  grossProfit: number;
  /** Gross margin in whole percent, rounded down. */
  grossMargin: number;
}

/** A profit row's name: its business type or industry structure text. */
export function profitItemName(item: ProfitItem): string {
  return 'businessType_dictText' in item ? item.businessType_dictText : item.industryStructure_dictText;
}

export function profitSlices(items: readonly ProfitItem[]): ProfitSlice[] {
  return items.map((item) => ({
    name: profitItemName(item),
    grossProfit: floorFigure(item.grossProfit),
    grossMargin: fractionToFlooredPercent(item.grossMargin),
  }));
}

/** What the legend writes beside an item's colour: its name and percent, under the legend's heading 毛利率. */
export function profitLegendText(name: string, grossMargin: number): string {
  return `${name}  ${grossMargin}%`;
}

/** The chart's accessible name for an item: the legend's words with the heading (readers took a bare percent for
 * the item's share of the donut). */
export function profitItemText(name: string, grossMargin: number): string {
  return `${name}  毛利率 ${grossMargin}%`;
}

const LEGEND_ICON = 16;
const LEGEND_GAP = 10;
const HEADING_LINE = 16;
const HEADING_GAP = 8;

/** The legend's top in the chart (default height), so that it is centred and the heading 毛利率 sits above it. */
function legendTop(itemCount: number): number {
  const legendHeight = itemCount * LEGEND_ICON + Math.max(0, itemCount - 1) * LEGEND_GAP;
  return Math.round((DEFAULT_CHART_HEIGHT - legendHeight) / 2);
}

function legendHeading(itemCount: number) {
  return {
    text: '毛利率',
    right: 0,
    top: legendTop(itemCount) - HEADING_GAP - HEADING_LINE,
    padding: 0,
    textStyle: { fontSize: 12, fontWeight: 'normal', color: 'rgba(0, 0, 0, 0.45)', lineHeight: HEADING_LINE },
  } as const;
}

export function profitDonutOption(slices: readonly ProfitSlice[]): ChartOption {
  const marginByName = new Map(slices.map((slice) => [slice.name, slice.grossMargin]));
  return {
    color: [...PROFIT_DONUT_COLORS],
    tooltip: {
      trigger: 'item',
      formatter: (item: { name: string; value: number }) =>
        `${item.name}<br/>毛利 ${formatAmount(item.value)} 元<br/>毛利率 ${marginByName.get(item.name) ?? 0}%`,
    },
    title: slices.length ? legendHeading(slices.length) : undefined,
    legend: {
      orient: 'vertical',
      right: 0,
      top: legendTop(slices.length),
      padding: 0,
      icon: 'circle',
      itemWidth: LEGEND_ICON,
      itemHeight: LEGEND_ICON,
      itemGap: LEGEND_GAP,
      formatter: (name: string) => profitLegendText(name, marginByName.get(name) ?? 0),
    },
    series: [
      {
        name: '利润分布',
        type: 'pie',
        radius: [...PROFIT_DONUT_RADIUS],
        center: ['35%', '50%'],
        label: { show: false },
        // Three colours for four or more slices repeat: a white edge keeps neighbours of one colour apart, and a
        // pattern on the repeated colour tells its slice and legend icon from the first.
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: slices.map((slice, index) => withRepeatStyle({ name: slice.name, value: slice.grossProfit }, index, PROFIT_DONUT_COLORS.length)),
      },
    ],
  };
}
