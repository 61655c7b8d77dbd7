import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EChart } from '@/widgets/charts';
import { dashboardQueries } from '../api/dashboard-queries';
import { COST_BAR_HEIGHT, costBarOption, unitCostBars } from '../model/cost-bar';
import { DashboardPanel } from './dashboard-panel';

/** Cost and gross profit per business unit in 万元 (spec 000 §2.4 item 7). */
export function CostProfitBarCard() {
  const { data, isPending, isError, refetch } = useQuery(dashboardQueries.unitCost());
  const bars = useMemo(() => unitCostBars(data ?? []), [data]);
  const option = useMemo(() => costBarOption(bars), [bars]);
  const summary = bars.units.map((unit, index) => `${unit} 成本 ${bars.cost[index]} 万元 毛利 ${bars.grossProfit[index]} 万元`);
  return (
    <DashboardPanel title="各业务部门成本与毛利" testId="unit-cost" isPending={isPending} isError={isError} onRetry={() => void refetch()}>
      <EChart option={option} height={COST_BAR_HEIGHT} testId="cost-bar" label={`成本与毛利（万元）：${summary.join('，')}`} />
    </DashboardPanel>
  );
}
