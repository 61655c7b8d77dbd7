import { describe, expect, it } from 'vitest';
import type { BusinessProfitItem, IndustryProfitItem, IndustryRevenueShare } from '../api/dashboard-types';
import { COST_BAR_HEIGHT, unitCostBars } from './cost-bar';
import { PROFIT_DONUT_COLORS, PROFIT_DONUT_RADIUS, profitDonutOption, profitItemName, profitSlices } from './profit-donut';
import { isHighlightedRank, rankingRows } from './ranking-list';
import { REVENUE_PIE_COLORS, revenuePieOption, revenueSlices } from './revenue-pie';

const industryRevenue: IndustryRevenueShare[] = [
  { industryStructure: '1', industryStructure_dictText: '通信', name: '通信', amount: 64793453.97, percent: 37.63 },
  { industryStructure: '2', industryStructure_dictText: '金融', name: '金融', amount: 63367871.94, percent: 36.8 },
  { industryStructure: '3', industryStructure_dictText: '互联网', name: '互联网', amount: 21550163.46, percent: 12.99 },
];

const industryProfit: IndustryProfitItem[] = [
  { industryStructure: '1', industryStructure_dictText: '通信', amount: 100, grossProfit: 13730374.86, grossMargin: 0.2119 },
  { industryStructure: '2', industryStructure_dictText: '金融', amount: 0, grossProfit: 0, grossMargin: null },
];
const businessProfit: BusinessProfitItem[] = [
  { businessType: '1', businessType_dictText: '人力外包', amount: 100, grossProfit: 10751716.52, grossMargin: 0.2313 },
];

describe('revenue pie', () => {
  it('A-DASH-17 rounds percents down', () => {
    expect(revenueSlices(industryRevenue).map((slice) => slice.percent)).toEqual([37, 36, 12]);
  });

  it('uses three blues and plots the amounts', () => {
    expect(REVENUE_PIE_COLORS).toHaveLength(3);
    const option = revenuePieOption(revenueSlices(industryRevenue)) as { color: string[]; series: Array<{ data: unknown[] }> };
    expect(option.color).toEqual([...REVENUE_PIE_COLORS]);
    expect(option.series[0]?.data).toEqual([
      { name: '通信', value: 64793453.97 },
      { name: '金融', value: 63367871.94 },
      { name: '互联网', value: 21550163.46 },
    ]);
  });
});

describe('profit donut', () => {
  it('A-DASH-15 names a row by its business type or industry structure text', () => {
    expect(profitItemName(industryProfit[0]!)).toBe('通信');
    expect(profitItemName(businessProfit[0]!)).toBe('人力外包');
  });

  it('A-DASH-26 A-DASH-27 A-DASH-28 floors gross profit and margin percent, 0 for a missing margin', () => {
    expect(profitSlices([...industryProfit, ...businessProfit])).toEqual([
      { name: '通信', grossProfit: 13730374, grossMargin: 21 },
      { name: '金融', grossProfit: 0, grossMargin: 0 },
      { name: '人力外包', grossProfit: 10751716, grossMargin: 23 },
    ]);
  });

  it('A-DASH-22 A-DASH-23 is a donut of inner radius 50% and outer 90% in three colours with a percent legend', () => {
    const option = profitDonutOption(profitSlices(industryProfit)) as {
      color: string[];
      legend: { formatter: (name: string) => string };
      title: { text: string };
      series: Array<{ radius: string[] }>;
    };
    expect(PROFIT_DONUT_RADIUS).toEqual(['50%', '90%']);
    expect(option.series[0]?.radius).toEqual(['50%', '90%']);
    expect(option.color).toHaveLength(3);
    expect(option.color).toEqual([...PROFIT_DONUT_COLORS]);
    expect(option.legend.formatter('通信')).toBe('通信  21%');
    expect(option.title).toMatchObject({ text: '毛利率', right: 0 });
  });
});

describe('ranking list', () => {
  it('orders business units by revenue, largest first, and highlights the top three', () => {
    expect(rankingRows(industryRevenue).map((row) => row.name)).toEqual(['通信', '金融', '互联网']);
    expect(rankingRows([...industryRevenue].reverse())[0]).toEqual({ name: '通信', total: 64793453.97 });
    expect([1, 2, 3, 4].map(isHighlightedRank)).toEqual([true, true, true, false]);
  });
});

describe('cost bar', () => {
  it('A-DASH-47 shows cost and gross profit per unit in 万元 rounded down, 400px high', () => {
    const bars = unitCostBars([
      { businessUnitId: 'a', businessUnitId_dictText: '通信事业部', cost: 47175471.87, grossProfit: 13730374.86 },
      { businessUnitId: 'b', businessUnitId_dictText: '金融事业部', cost: 9999.99, grossProfit: -5000 },
    ]);
    expect(bars).toEqual({ units: ['通信事业部', '金融事业部'], cost: [4717, 0], grossProfit: [1373, -1] });
    expect(COST_BAR_HEIGHT).toBe(400);
  });
});

describe('repeated palette colours', () => {
  const fourShares: IndustryRevenueShare[] = [
    ...industryRevenue,
    { industryStructure: '4', industryStructure_dictText: '政企', name: '政企', amount: 21000000, percent: 12.2 },
  ];

  it('keep the three colours and put a pattern on the slice whose colour comes round again', () => {
    const pie = revenuePieOption(revenueSlices(fourShares)) as { color: string[]; series: Array<{ data: Array<{ itemStyle?: { decal?: unknown } }> }> };
    expect(pie.color).toEqual([...REVENUE_PIE_COLORS]);
    expect(pie.series[0]?.data.map((item) => item.itemStyle?.decal !== undefined)).toEqual([false, false, false, true]);

    const donutItems = [...industryProfit, { ...industryProfit[0]!, industryStructure_dictText: '互联网' }, { ...industryProfit[0]!, industryStructure_dictText: '政企' }];
    const donut = profitDonutOption(profitSlices(donutItems)) as { color: string[]; series: Array<{ data: Array<{ itemStyle?: { decal?: unknown } }> }> };
    expect(donut.color).toEqual([...PROFIT_DONUT_COLORS]);
    expect(donut.series[0]?.data.map((item) => item.itemStyle?.decal !== undefined)).toEqual([false, false, false, true]);
  });
});
