import { useQuery } from '@tanstack/react-query';
import { bigScreenQueries, type PendingRankRow } from '../api/big-screen-queries';
import { formatNumber, toTenThousand } from '../model/screen-figures';
import { AutoScrollTable, type ScrollColumn } from './auto-scroll-table';
import { ScreenPanel } from './screen-panel';

const COLUMNS: ReadonlyArray<ScrollColumn<PendingRankRow>> = [
  { key: 'project', title: '项目', render: (row) => row.projectName },
  { key: 'amount', title: '待回款（万元）', align: 'right', width: 132, render: (row) => formatNumber(toTenThousand(row.amount)) },
];

/** Due-in: the projects with money still to collect, largest first (pendingRank). */
export function DueInPanel() {
  const { data: rows = [] } = useQuery(bigScreenQueries.dueIn());
  return (
    <ScreenPanel title="待回款" testId="screen-due-in">
      <AutoScrollTable columns={COLUMNS} rows={rows} rowKey={(row) => row.projectId} testId="due-in-table" />
    </ScreenPanel>
  );
}
