import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { GlobalSummary } from '@/api/types';
import type { ProfitGrouping, RevenueGrouping } from '../model/distribution-grouping';
import type {
  PendingRankRow,
  ProfitItem,
  ProjectRevenueRow,
  RevenueShare,
  UnitBudgetRow,
  UnitCostRow,
  UnitProfitRow,
} from './dashboard-types';

/** The spec's cycle parameter of revenuePending and unitProfitRank (000 §7). */
const CURRENT_CYCLE = 1;

export interface ProjectRevenuePage {
  /** The page these records are: while the next page loads, the previous one stays on screen. */
  pageNo: number;
  records: ProjectRevenueRow[];
  total: number;
}

// Which endpoint feeds which widget: decisions #10.
export const dashboardQueries = {
  all: ['dashboard'] as const,
  globalSummary: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'global-summary'] as const,
      queryFn: async (): Promise<GlobalSummary | null> => (await getAction('/mis/dashboard/globalSummary')).result ?? null,
    }),
  revenueDistribution: (grouping: RevenueGrouping) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'revenue-distribution', grouping] as const,
      queryFn: async (): Promise<RevenueShare[]> => {
        const body =
          grouping === 'industry'
            ? await getAction('/mis/dashboard/revenueGroupByIndustry')
            : await getAction('/mis/dashboard/revenueGroupByBusiness');
        return body.result ?? [];
      },
    }),
  profitDistribution: (grouping: ProfitGrouping) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'profit-distribution', grouping] as const,
      queryFn: async (): Promise<ProfitItem[]> => {
        const body =
          grouping === 1
            ? await getAction('/mis/dashboard/profitGroupByIndustry')
            : await getAction('/mis/dashboard/profitGroupByBusiness');
        return body.result ?? [];
      },
    }),
  pendingRank: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'pending-rank'] as const,
      queryFn: async (): Promise<PendingRankRow[]> => (await getAction('/mis/dashboard/pendingRank')).result ?? [],
    }),
  unitBudget: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'unit-budget', CURRENT_CYCLE] as const,
      queryFn: async (): Promise<UnitBudgetRow[]> =>
        (await getAction('/mis/dashboard/revenuePending', { query: { cycle: CURRENT_CYCLE } })).result ?? [],
    }),
  unitProfit: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'unit-profit', CURRENT_CYCLE] as const,
      queryFn: async (): Promise<UnitProfitRow[]> =>
        (await getAction('/mis/dashboard/unitProfitRank', { query: { cycle: CURRENT_CYCLE } })).result ?? [],
    }),
  unitCost: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'unit-cost'] as const,
      queryFn: async (): Promise<UnitCostRow[]> =>
        (await getAction('/mis/dashboard/costGroupByBusinessUnitId')).result ?? [],
    }),
  projectRevenue: (pageNo: number, pageSize: number) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'project-revenue', { pageNo, pageSize }] as const,
      queryFn: async (): Promise<ProjectRevenuePage> => {
        const page = (await getAction('/mis/dwsProjectRevenue/list', { query: { pageNo, pageSize } })).result;
        return { pageNo, records: page?.records ?? [], total: page?.total ?? 0 };
      },
      placeholderData: keepPreviousData,
    }),
};
