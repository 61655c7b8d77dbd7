import { queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { GlobalSummary, Schema } from '@/api/types';
import { HEADCOUNT_FORM_ID, headcountParams, headcountRows, type HeadcountRow } from '../model/headcount';

export type BusinessRevenueShare = Schema<'BusinessRevenueShare'>;
export type IndustryProfitItem = Schema<'IndustryProfitItem'>;
export type UnitBudgetRow = Schema<'UnitBudgetRow'>;
export type PendingRankRow = Schema<'PendingRankRow'>;
export type ProjectRevenueRow = Schema<'ProjectRevenueRow'>;

/** Every project of the year in one call (the dws list pages on the server). */
const ALL_PROJECTS_PAGE_SIZE = 9999;

// The screen is left open on a wall: figures refresh every five minutes.
const SCREEN_REFRESH_MS = 5 * 60_000;

export const bigScreenQueries = {
  all: ['big-screen'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...bigScreenQueries.all, 'summary'] as const,
      queryFn: async (): Promise<GlobalSummary | null> => (await getAction('/mis/dashboard/globalSummary')).result ?? null,
      refetchInterval: SCREEN_REFRESH_MS,
    }),
  revenueByBusiness: () =>
    queryOptions({
      queryKey: [...bigScreenQueries.all, 'revenue-by-business'] as const,
      queryFn: async (): Promise<BusinessRevenueShare[]> => (await getAction('/mis/dashboard/revenueGroupByBusiness')).result ?? [],
      refetchInterval: SCREEN_REFRESH_MS,
    }),
  profitByIndustry: () =>
    queryOptions({
      queryKey: [...bigScreenQueries.all, 'profit-by-industry'] as const,
      queryFn: async (): Promise<IndustryProfitItem[]> => (await getAction('/mis/dashboard/profitGroupByIndustry')).result ?? [],
      refetchInterval: SCREEN_REFRESH_MS,
    }),
  budgetRank: () =>
    queryOptions({
      queryKey: [...bigScreenQueries.all, 'budget-rank'] as const,
      queryFn: async (): Promise<UnitBudgetRow[]> =>
        (await getAction('/mis/dashboard/revenuePending', { query: { cycle: 1 } })).result ?? [],
      refetchInterval: SCREEN_REFRESH_MS,
    }),
  dueIn: () =>
    queryOptions({
      queryKey: [...bigScreenQueries.all, 'due-in'] as const,
      queryFn: async (): Promise<PendingRankRow[]> => (await getAction('/mis/dashboard/pendingRank')).result ?? [],
      refetchInterval: SCREEN_REFRESH_MS,
    }),
  projects: () =>
    queryOptions({
      queryKey: [...bigScreenQueries.all, 'projects'] as const,
      queryFn: async (): Promise<ProjectRevenueRow[]> =>
        (await getAction('/mis/dwsProjectRevenue/list', { query: { pageNo: 1, pageSize: ALL_PROJECTS_PAGE_SIZE } })).result?.records ?? [],
      refetchInterval: SCREEN_REFRESH_MS,
    }),
  headcount: (year: number, month: number, company: string) =>
    queryOptions({
      queryKey: [...bigScreenQueries.all, 'headcount', { year, month, company }] as const,
      queryFn: async (): Promise<HeadcountRow[]> => {
        const page = (
          await getAction('/online/cgform/api/getData/{formId}', {
            path: { formId: HEADCOUNT_FORM_ID },
            query: headcountParams(year, month, company),
          })
        ).result;
        return headcountRows(page?.records ?? []);
      },
    }),
};
