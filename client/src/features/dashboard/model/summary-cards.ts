// The six workbench summary cards (spec 000 §2.4 item 1) and which figure of GlobalSummary goes where (§3).
import type { GlobalSummary } from '@/api/types';
import { formatThousands } from '@/shared/lib/format-number';

export type Trend = 'up' | 'down';

export const TREND_COLORS: Record<Trend, string> = { up: '#f5222d', down: '#52c41a' };

/** A positive rate is red with an up arrow; zero or negative is green with a down arrow. */
export function trendOf(rate: number): Trend {
  return rate > 0 ? 'up' : 'down';
}

export interface SummaryFigure {
  label: string;
  text: string;
}

export interface SummaryRate {
  label: string;
  text: string;
  trend: Trend;
  color: string;
}

export interface SummaryCard {
  testId: string;
  title: string;
  /** The headline figure with thousands separators. */
  value: string;
  unit?: string;
  details: SummaryFigure[];
  rate?: SummaryRate;
  /** Budget card only: month / 12 as a percentage. */
  progressPercent?: number;
}

function rate(label: string, value: number): SummaryRate {
  const trend = trendOf(value);
  return { label, text: `${formatThousands(value)}%`, trend, color: TREND_COLORS[trend] };
}

function figure(label: string, value: number, unit = ''): SummaryFigure {
  return { label, text: `${formatThousands(value)}${unit}` };
}

/** month 1..12 → share of the year in percent, clamped to 0..100. */
export function budgetProgressPercent(cutOffMonth: number): number {
  return Math.min(100, Math.max(0, (cutOffMonth / 12) * 100));
}

export function buildSummaryCards({ group0, group1, group2, group3, group4, group5 }: GlobalSummary): SummaryCard[] {
  return [
    {
      testId: 'summary-staff',
      title: '总人数',
      value: formatThousands(group2.value_9),
      unit: '人',
      details: [figure('外包', group2.value_8), figure('管理', group2.value_7)],
      rate: rate('变化率', group2.value_6),
    },
    {
      testId: 'summary-contracts',
      title: '执行中合同项目',
      value: formatThousands(group3.value_10),
      unit: '个',
      details: [figure('本月到期', group3.value_11), figure('本月新签', group3.value_12)],
      rate: rate('变化率', group3.value_13),
    },
    {
      testId: 'summary-profit',
      title: '累计利润',
      value: formatThousands(group1.value_3),
      unit: '元',
      details: [figure('去年同期', group1.value_4)],
      rate: rate('同比', group1.value_5),
    },
    {
      testId: 'summary-revenue',
      title: '累计营收',
      value: formatThousands(group0.value_1),
      unit: '元',
      details: [figure('去年同期', group0.value_0)],
      rate: rate('同比', group0.value_2),
    },
    {
      testId: 'summary-receivables',
      title: '累计应收',
      value: formatThousands(group4.value_14),
      unit: '元',
      details: [figure('平均回款天数', group4.value_15, '天')],
    },
    {
      testId: 'summary-budget',
      title: '累计预算达成率',
      value: formatThousands(group5.value_16),
      unit: '%',
      details: [figure('截止月份', group5.value_17, '月')],
      progressPercent: budgetProgressPercent(group5.value_17),
    },
  ];
}
