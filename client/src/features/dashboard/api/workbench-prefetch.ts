// The workbench's data fetched ahead, as soon as the login call answers: in parallel with the permission call and
// the loading and rendering of the layout, instead of after them (login → every chart painted, bench:dashboard).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { loadECharts } from '@/widgets/charts';
import { INITIAL_PROFIT_GROUPING, INITIAL_REVENUE_GROUPING } from '../model/distribution-grouping';
import { MAIN_PROJECTS_PAGE_SIZE } from '../model/table-rank';
import { dashboardQueries, QUIET_FETCH } from './dashboard-queries';

/**
 * One query fetched into the cache quietly: a failure shows nothing, and the query is reset, so the card's own
 * fetch (at once if the card is already on screen, else when it mounts) is the one that fails and reports, once.
 */
async function prefetchQuietly<Data, Key extends QueryKey>(client: QueryClient, options: FetchQueryOptions<Data, Error, Data, Key>): Promise<void> {
  await client.prefetchQuery({ ...options, meta: QUIET_FETCH });
  if (client.getQueryState(options.queryKey)?.status === 'error') await client.resetQueries({ queryKey: options.queryKey, exact: true });
}

/**
 * Fetches the calls the workbench's cards make as it opens, with the arguments they start from, and the chart
 * runtime (its charts then draw in the workbench's first commit).
 */
export async function prefetchWorkbench(client: QueryClient): Promise<void> {
  await Promise.all([
    loadECharts().catch(() => undefined),
    prefetchQuietly(client, dashboardQueries.globalSummary()),
    prefetchQuietly(client, dashboardQueries.revenueDistribution(INITIAL_REVENUE_GROUPING)),
    prefetchQuietly(client, dashboardQueries.profitDistribution(INITIAL_PROFIT_GROUPING)),
    // 营收排行 lists the revenue by business.
    prefetchQuietly(client, dashboardQueries.revenueDistribution('business')),
    prefetchQuietly(client, dashboardQueries.pendingRank()),
    prefetchQuietly(client, dashboardQueries.unitBudget()),
    prefetchQuietly(client, dashboardQueries.unitProfit()),
    prefetchQuietly(client, dashboardQueries.unitCost()),
    prefetchQuietly(client, dashboardQueries.projectRevenue(1, MAIN_PROJECTS_PAGE_SIZE)),
  ]);
}
