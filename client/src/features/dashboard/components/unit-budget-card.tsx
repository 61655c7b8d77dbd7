import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../api/dashboard-queries';
import type { UnitBudgetRow } from '../api/dashboard-types';
import { formatPercent } from '../model/figure-format';
import { DashboardPanel } from './dashboard-panel';
import type { PlainColumn } from './plain-table';
import { RankedTable } from './ranked-table';
import { figureColumn, nameColumn } from './table-columns';

const columns: PlainColumn<UnitBudgetRow>[] = [
  nameColumn<UnitBudgetRow>({ title: '业务部门', dataIndex: 'businessName_dictText' }),
  // Narrow enough to leave a phone's 311px body room for 电话商务公司: 60px holds three characters, 80px 100.00%.
  nameColumn<UnitBudgetRow>({ title: '负责人', dataIndex: 'directorId_dictText', width: 60 }),
  figureColumn<UnitBudgetRow, 'percent'>({ title: '完成比', dataIndex: 'percent', width: 80, format: formatPercent }),
];

/** 各业务部门预算完成比 (spec 000 §2.4 item 6), from revenuePending with cycle=1 (decisions #10). */
export function UnitBudgetCard() {
  const { data, isPending, isError, refetch } = useQuery(dashboardQueries.unitBudget());
  return (
    <DashboardPanel title="各业务部门预算完成比" testId="unit-budget" isPending={isPending} isError={isError} onRetry={() => void refetch()}>
      <RankedTable rows={data ?? []} rowKey={(row) => row.businessName} columns={columns} testId="unit-budget-table" />
    </DashboardPanel>
  );
}
