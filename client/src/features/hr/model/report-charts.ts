// The three charts of 人事报表 as echarts options, and the figures of its summary row. Pure: the page feeds them the
// report the server computed (no figure is recomputed here, only laid out).
import type { ChartOption } from '@/widgets/charts';
import type { HrReport } from '../api/report-api';

const BLUE = '#1890ff';
const GREEN = '#4ecb73';
const RED = '#f2637b';
const GOLD = '#fbd437';
const PURPLE = '#975fe4';

const ROW_HEIGHT = 30;
/** The headcount chart grows with the departments so every name keeps a readable row. */
export const headcountChartHeight = (departments: number) => Math.max(260, departments * ROW_HEIGHT + 70);
export const MONTH_CHART_HEIGHT = 320;

/** "2026-03" → "3月". */
export const monthLabel = (month: string) => `${Number(month.slice(5, 7))}月`;

const grid = { left: 12, right: 16, bottom: 8, top: 44, containLabel: true };

/** The month axis: every month named by its number (twelve "1月"… labels do not fit a phone's width; the tooltip says 月). */
const monthAxis = (months: string[]) => ({
  type: 'category',
  data: months.map(monthLabel),
  axisLabel: { interval: 0, formatter: (label: string) => label.replace('月', '') },
});

/** 人员构成: one bar per department (largest on top), 外包人员 and 管理人员 stacked. */
export function headcountChartOption(report: HrReport): ChartOption {
  const rows = [...report.headcount.rows].reverse();
  return {
    color: [BLUE, PURPLE],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid,
    xAxis: { type: 'value', name: '人', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((row) => row.departName), axisLabel: { width: 110, overflow: 'truncate' } },
    series: [
      { name: '外包人员', type: 'bar', stack: 'people', barMaxWidth: 22, data: rows.map((row) => row.outsourced) },
      { name: '管理人员', type: 'bar', stack: 'people', barMaxWidth: 22, data: rows.map((row) => row.management), label: { show: true, position: 'right', formatter: totalLabel(rows.map((row) => row.total)) } },
    ],
  };
}

/** The stack's total written at the end of its last segment. */
const totalLabel = (totals: number[]) => (params: unknown) => String(totals[(params as { dataIndex: number }).dataIndex] ?? '');

/** 入离职分析: hires and leavers per month as bars, the turnover rate as a line on its own axis. */
export function flowChartOption(report: HrReport): ChartOption {
  const months = report.flow.months;
  return {
    color: [BLUE, RED, GOLD],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid,
    xAxis: monthAxis(months.map((m) => m.month)),
    yAxis: [
      { type: 'value', name: '人', minInterval: 1 },
      { type: 'value', name: '离职率(%)', splitLine: { show: false }, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { name: '入职人数', type: 'bar', barMaxWidth: 18, data: months.map((m) => m.hires) },
      { name: '离职人数', type: 'bar', barMaxWidth: 18, data: months.map((m) => m.leavers) },
      { name: '离职率', type: 'line', yAxisIndex: 1, smooth: false, data: months.map((m) => m.turnoverRate), tooltip: { valueFormatter: (value: unknown) => `${String(value)}%` } },
    ],
  };
}

/** 合同到期: contracts ending each month, 已续签 and 未续签 stacked. */
export function expiryChartOption(report: HrReport): ChartOption {
  const months = report.expiries.months;
  return {
    color: [GREEN, GOLD],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid,
    xAxis: monthAxis(months.map((m) => m.month)),
    yAxis: { type: 'value', name: '份', minInterval: 1 },
    series: [
      { name: '已续签', type: 'bar', stack: 'contracts', barMaxWidth: 22, data: months.map((m) => m.renewed) },
      { name: '未续签', type: 'bar', stack: 'contracts', barMaxWidth: 22, data: months.map((m) => m.pending) },
    ],
  };
}

export interface ReportFigure {
  key: string;
  title: string;
  value: number;
  suffix?: string;
  note: string;
}

/** The summary row above the charts: the year's figures, each with what it is made of. */
export function reportFigures(report: HrReport): ReportFigure[] {
  const { headcount, flow, expiries, year } = report;
  return [
    { key: 'headcount', title: '在职人数', value: headcount.total.total, note: `外包 ${headcount.total.outsourced} · 管理 ${headcount.total.management}` },
    { key: 'hires', title: `${year}年入职`, value: flow.total.hires, note: `期初 ${flow.total.opening} 人` },
    { key: 'leavers', title: `${year}年离职`, value: flow.total.leavers, note: `期末 ${flow.total.closing} 人` },
    { key: 'turnover', title: '年度离职率', value: flow.total.turnoverRate, suffix: '%', note: '离职人数 ÷ 平均人数' },
    { key: 'expiries', title: `${year}年到期合同`, value: expiries.total.expiring, note: `未续签 ${expiries.total.pending} · 已续签 ${expiries.total.renewed}` },
  ];
}
