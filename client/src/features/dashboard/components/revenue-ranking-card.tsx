import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dashboardQueries } from '../api/dashboard-queries';
import { rankingRows } from '../model/ranking-list';
import { DashboardPanel } from './dashboard-panel';
import { RankingList } from './ranking-list';

/** The ranking list fed by revenueGroupByBusiness (decisions #10). */
export function RevenueRankingCard() {
  const { data, isPending, isError, refetch } = useQuery(dashboardQueries.revenueDistribution('business'));
  const rows = useMemo(() => rankingRows(data ?? []), [data]);
  return (
    <DashboardPanel title="营收排行" testId="revenue-ranking" isPending={isPending} isError={isError} onRetry={() => void refetch()}>
      <RankingList title="业务营收排名（元）" rows={rows} height={254} />
    </DashboardPanel>
  );
}
