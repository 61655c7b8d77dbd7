// The two ways the workbench's distribution charts group their figures (spec 000 §2.4 items 2 and 3).

/** Revenue pie selector: by industry or by business. */
export type RevenueGrouping = 'industry' | 'business';

/** What the revenue pie shows first. */
export const INITIAL_REVENUE_GROUPING: RevenueGrouping = 'industry';

export const REVENUE_GROUPING_OPTIONS: ReadonlyArray<{ value: RevenueGrouping; label: string }> = [
  { value: 'industry', label: '按行业' },
  { value: 'business', label: '按业务' },
];

/** Profit donut selector values: 1 by industry, 2 by business. */
export type ProfitGrouping = 1 | 2;

/** What the profit donut shows first. */
export const INITIAL_PROFIT_GROUPING: ProfitGrouping = 1;

export const PROFIT_GROUPING_OPTIONS: ReadonlyArray<{ value: ProfitGrouping; label: string }> = [
  { value: 1, label: '按行业' },
  { value: 2, label: '按业务' },
];
