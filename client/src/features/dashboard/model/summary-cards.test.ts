import { describe, expect, it } from 'vitest';
import type { GlobalSummary } from '@/api/types';
import { budgetProgressPercent, buildSummaryCards, trendOf, type SummaryCard } from './summary-cards';

// Every figure distinct, so a swapped field shows up.
const summary: GlobalSummary = {
  group0: { value_0: 88000000, value_1: 96500000, value_2: 9.66 },
  group1: { value_3: 12300000, value_4: 11800000, value_5: -4.24 },
  group2: { value_6: -1.5, value_7: 120, value_8: 860, value_9: 980 },
  group3: { value_10: 36, value_11: 3, value_12: 2, value_13: 0 },
  group4: { value_14: 23400000, value_15: 47 },
  group5: { value_16: 71.3, value_17: 9 },
};

const cards = buildSummaryCards(summary);
const card = (testId: string): SummaryCard => {
  const found = cards.find((candidate) => candidate.testId === testId);
  if (!found) throw new Error(`no card ${testId}`);
  return found;
};

describe('buildSummaryCards', () => {
  it('A-DASH-01 builds the six cards in order', () => {
    expect(cards.map((c) => c.testId)).toEqual([
      'summary-staff',
      'summary-contracts',
      'summary-profit',
      'summary-revenue',
      'summary-receivables',
      'summary-budget',
    ]);
  });

  it('A-DASH-03 staff: total value_9, outsourced value_8, management value_7, rate value_6', () => {
    expect(card('summary-staff')).toMatchObject({
      title: '总人数',
      value: '980',
      details: [
        { label: '外包', text: '860' },
        { label: '管理', text: '120' },
      ],
      rate: { text: '-1.5%' },
    });
  });

  it('A-DASH-04 contracts: total value_10, expiring value_11, newly signed value_12, rate value_13', () => {
    expect(card('summary-contracts')).toMatchObject({
      title: '执行中合同项目',
      value: '36',
      details: [
        { label: '本月到期', text: '3' },
        { label: '本月新签', text: '2' },
      ],
      rate: { text: '0%' },
    });
  });

  it('A-DASH-05 profit: total value_3, year-ago value_4, rate value_5', () => {
    expect(card('summary-profit')).toMatchObject({
      title: '累计利润',
      value: '12,300,000',
      details: [{ label: '去年同期', text: '11,800,000' }],
      rate: { text: '-4.24%' },
    });
  });

  it('A-DASH-06 revenue: total value_1, year-ago value_0, rate value_2', () => {
    expect(card('summary-revenue')).toMatchObject({
      title: '累计营收',
      value: '96,500,000',
      details: [{ label: '去年同期', text: '88,000,000' }],
      rate: { text: '9.66%' },
    });
  });

  it('A-DASH-07 receivables: total value_14, average payment days value_15', () => {
    expect(card('summary-receivables')).toMatchObject({
      title: '累计应收',
      value: '23,400,000',
      details: [{ label: '平均回款天数', text: '47天' }],
    });
    expect(card('summary-receivables').rate).toBeUndefined();
  });

  it('A-DASH-08 A-DASH-09 budget: rate value_16 %, cut-off month value_17, progress month / 12', () => {
    expect(card('summary-budget')).toMatchObject({
      title: '累计预算达成率',
      value: '71.3',
      unit: '%',
      details: [{ label: '截止月份', text: '9月' }],
      progressPercent: 75,
    });
    expect(budgetProgressPercent(12)).toBe(100);
    expect(budgetProgressPercent(6)).toBe(50);
  });

  it('A-DASH-10 a positive rate is red with an up arrow', () => {
    expect(trendOf(9.66)).toBe('up');
    expect(card('summary-revenue').rate).toMatchObject({ trend: 'up', color: '#f5222d' });
  });

  it('A-DASH-11 a zero or negative rate is green with a down arrow', () => {
    expect(trendOf(0)).toBe('down');
    expect(trendOf(-0.01)).toBe('down');
    expect(card('summary-staff').rate).toMatchObject({ trend: 'down', color: '#52c41a' });
    expect(card('summary-contracts').rate).toMatchObject({ trend: 'down', color: '#52c41a' });
  });
});
