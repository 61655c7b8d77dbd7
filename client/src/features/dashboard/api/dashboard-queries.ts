import { keepPreviousData, queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
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

/** What a prefetch marks its fetches with (workbench-prefetch.ts): failures are not presented. */
export const QUIET_FETCH = { quietFailures: true } as const;

/** The HTTP options of one fetch: quiet when the fetch is a prefetch's (the cards fetch with no meta). */
const fetchOptions = ({ meta }: Pick<QueryFunctionContext, 'meta'>) => ({ quietFailures: meta?.quietFailures === true });

// Which endpoint feeds which widget: decisions #10.
export const dashboardQueries = {
  all: ['dashboard'] as const,
  globalSummary: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'global-summary'] as const,
      queryFn: async (context): Promise<GlobalSummary | null> => (await getAction('/mis/dashboard/globalSummary', fetchOptions(context))).result ?? null,
    }),
  revenueDistribution: (grouping: RevenueGrouping) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'revenue-distribution', grouping] as const,
      queryFn: async (context): Promise<RevenueShare[]> => {
        const body =
          grouping === 'industry'
            ? await getAction('/mis/dashboard/revenueGroupByIndustry', fetchOptions(context))
            : await getAction('/mis/dashboard/revenueGroupByBusiness', fetchOptions(context));
        return body.result ?? [];
      },
    }),
  profitDistribution: (grouping: ProfitGrouping) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'profit-distribution', grouping] as const,
      queryFn: async (context): Promise<ProfitItem[]> => {
        const body =
          grouping === 1
            ? await getAction('/mis/dashboard/profitGroupByIndustry', fetchOptions(context))
            : await getAction('/mis/dashboard/profitGroupByBusiness', fetchOptions(context));
        return body.result ?? [];
      },
    }),
  pendingRank: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'pending-rank'] as const,
      queryFn: async (context): Promise<PendingRankRow[]> => (await getAction('/mis/dashboard/pendingRank', fetchOptions(context))).result ?? [],
    }),
  unitBudget: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'unit-budget', CURRENT_CYCLE] as const,
      queryFn: async (context): Promise<UnitBudgetRow[]> =>
        (await getAction('/mis/dashboard/revenuePending', { query: { cycle: CURRENT_CYCLE }, ...fetchOptions(context) })).result ?? [],
    }),
  unitProfit: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'unit-profit', CURRENT_CYCLE] as const,
      queryFn: async (context): Promise<UnitProfitRow[]> =>
        (await getAction('/mis/dashboard/unitProfitRank', { query: { cycle: CURRENT_CYCLE }, ...fetchOptions(context) })).result ?? [],
    }),
  unitCost: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'unit-cost'] as const,
      queryFn: async (context): Promise<UnitCostRow[]> =>
        (await getAction('/mis/dashboard/costGroupByBusinessUnitId', fetchOptions(context))).result ?? [],
    }),
  projectRevenue: (pageNo: number, pageSize: number) =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'project-revenue', { pageNo, pageSize }] as const,
      queryFn: async (context): Promise<ProjectRevenuePage> => {
        const page = (await getAction('/mis/dwsProjectRevenue/list', { query: { pageNo, pageSize }, ...fetchOptions(context) })).result;
        return { pageNo, records: page?.records ?? [], total: page?.total ?? 0 };
      },
      placeholderData: keepPreviousData,
    }),
};
