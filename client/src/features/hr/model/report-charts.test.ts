import { describe, expect, it } from 'vitest';
import type { HrReport } from '../api/report-api';
import { expiryChartOption, flowChartOption, headcountChartHeight, headcountChartOption, monthLabel, reportFigures } from './report-charts';

const report: HrReport = {
  year: 2026,
  asOf: '2026-03-15',
  headcount: {
    rows: [
      { departId: 'a', departName: '通信事业部', outsourced: 10, management: 2, probation: 3, regular: 9, total: 12 },
      { departId: 'b', departName: '财务部', outsourced: 0, management: 4, probation: 0, regular: 4, total: 4 },
    ],
    total: { outsourced: 10, management: 6, probation: 3, regular: 13, total: 16 },
  },
  flow: {
    months: [
      { month: '2026-01', opening: 14, hires: 3, leavers: 1, closing: 16, turnoverRate: 6.67 },
      { month: '2026-02', opening: 16, hires: 1, leavers: 2, closing: 15, turnoverRate: 12.9 },
      { month: '2026-03', opening: 15, hires: 2, leavers: 1, closing: 16, turnoverRate: 6.45 },
    ],
    total: { opening: 14, hires: 6, leavers: 4, closing: 16, turnoverRate: 26.67 },
  },
  expiries: {
    months: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, expiring: i, renewed: Math.floor(i / 2), pending: i - Math.floor(i / 2) })),
    total: { expiring: 66, renewed: 30, pending: 36 },
  },
};

type Series = Array<{ name: string; data: number[]; yAxisIndex?: number; stack?: string }>;
const seriesOf = (option: Record<string, unknown>) => option.series as Series;

describe('人事报表 charts', () => {
  it('draws the departments largest on top (echarts puts the first category at the bottom), 外包 and 管理 stacked', () => {
    const option = headcountChartOption(report) as Record<string, unknown>;
    expect((option.yAxis as { data: string[] }).data).toEqual(['财务部', '通信事业部']);
    expect(seriesOf(option).map((s) => [s.name, s.data, s.stack])).toEqual([
      ['外包人员', [0, 10], 'people'],
      ['管理人员', [4, 2], 'people'],
    ]);
  });

  it('puts hires and leavers on the count axis and the turnover rate on its own percent axis', () => {
    const option = flowChartOption(report) as Record<string, unknown>;
    expect((option.xAxis as { data: string[] }).data).toEqual(['1月', '2月', '3月']);
    expect(seriesOf(option).map((s) => [s.name, s.data, s.yAxisIndex ?? 0])).toEqual([
      ['入职人数', [3, 1, 2], 0],
      ['离职人数', [1, 2, 1], 0],
      ['离职率', [6.67, 12.9, 6.45], 1],
    ]);
  });

  it('stacks 已续签 under 未续签 for all twelve months', () => {
    const series = seriesOf(expiryChartOption(report) as Record<string, unknown>);
    expect(series.map((s) => s.name)).toEqual(['已续签', '未续签']);
    expect(series[0]?.data).toHaveLength(12);
    expect(series[1]?.data[11]).toBe(6);
  });

  it('grows the headcount chart with the departments, never below its floor', () => {
    expect(headcountChartHeight(2)).toBe(260);
    expect(headcountChartHeight(20)).toBe(670);
    expect(monthLabel('2026-11')).toBe('11月');
  });

  it('sums up the year in five figures, each naming what it is made of', () => {
    expect(reportFigures(report).map(({ title, value, suffix, note }) => [title, value, suffix ?? '', note])).toEqual([
      ['在职人数', 16, '', '外包 10 · 管理 6'],
      ['2026年入职', 6, '', '期初 14 人'],
      ['2026年离职', 4, '', '期末 16 人'],
      ['年度离职率', 26.67, '%', '离职人数 ÷ 平均人数'],
      ['2026年到期合同', 66, '', '未续签 36 · 已续签 30'],
    ]);
  });
});
