import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../api/dashboard-queries';
import type { PendingRankRow } from '../api/dashboard-types';
import { formatAmount } from '../model/figure-format';
import { DashboardPanel } from './dashboard-panel';
import type { PlainColumn } from './plain-table';
import { RankedTable } from './ranked-table';
import { figureColumn, nameColumn } from './table-columns';

const columns: PlainColumn<PendingRankRow>[] = [
  nameColumn<PendingRankRow>({ title: '项目', dataIndex: 'projectName' }),
  figureColumn<PendingRankRow, 'amount'>({ title: '待回款金额（元）', dataIndex: 'amount', width: 140, format: formatAmount }),
];

/** Receivables ranking (spec 000 §2.4 item 5), from pendingRank (decisions #10). */
export function ReceivablesRankCard() {
  const { data, isPending, isError, refetch } = useQuery(dashboardQueries.pendingRank());
  return (
    <DashboardPanel title="应收排行" testId="receivables-rank" isPending={isPending} isError={isError} onRetry={() => void refetch()}>
      <RankedTable rows={data ?? []} rowKey={(row) => row.projectId} columns={columns} testId="receivables-rank-table" />
    </DashboardPanel>
  );
}
