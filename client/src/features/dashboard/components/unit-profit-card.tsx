import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../api/dashboard-queries';
import type { UnitProfitRow } from '../api/dashboard-types';
import { formatAmount, formatPercent } from '../model/figure-format';
import { DashboardPanel } from './dashboard-panel';
import type { PlainColumn } from './plain-table';
import { RankedTable } from './ranked-table';
import { figureColumn, nameColumn } from './table-columns';

const columns: PlainColumn<UnitProfitRow>[] = [
  nameColumn<UnitProfitRow>({ title: '业务部门', dataIndex: 'businessName_dictText' }),
  // On a phone the department needs the room more than its director.
  nameColumn<UnitProfitRow>({ title: '负责人', dataIndex: 'directorId_dictText', width: 60, minScreen: 'sm' }),
  // 108px holds 99,999,999.99 on one line.
  figureColumn<UnitProfitRow, 'profit'>({ title: '利润', dataIndex: 'profit', width: 108, format: formatAmount }),
  figureColumn<UnitProfitRow, 'percent'>({ title: '占比', dataIndex: 'percent', width: 66, format: formatPercent }),
];

/** 各业务部门利润贡献排行 (spec 000 §2.4 item 6), from unitProfitRank with cycle=1 (decisions #10). */
export function UnitProfitCard() {
  const { data, isPending, isError, refetch } = useQuery(dashboardQueries.unitProfit());
  return (
    <DashboardPanel title="各业务部门利润贡献排行" testId="unit-profit" isPending={isPending} isError={isError} onRetry={() => void refetch()}>
      <RankedTable rows={data ?? []} rowKey={(row) => row.businessName} columns={columns} testId="unit-profit-table" />
    </DashboardPanel>
  );
}
