import { useQuery } from '@tanstack/react-query';
import { Radio } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '@/widgets/charts';
import { dashboardQueries } from '../api/dashboard-queries';
import { INITIAL_REVENUE_GROUPING, REVENUE_GROUPING_OPTIONS, type RevenueGrouping } from '../model/distribution-grouping';
import { revenuePieOption, revenueSlices } from '../model/revenue-pie';
import { DashboardPanel } from './dashboard-panel';

export function RevenueDistributionCard() {
  const [grouping, setGrouping] = useState<RevenueGrouping>(INITIAL_REVENUE_GROUPING);
  const { data, isPending, isError, refetch } = useQuery(dashboardQueries.revenueDistribution(grouping));
  const slices = useMemo(() => revenueSlices(data ?? []), [data]);
  const option = useMemo(() => revenuePieOption(slices), [slices]);

  return (
    <DashboardPanel
      title="营收分布"
      testId="revenue-distribution"
      isPending={isPending}
      isError={isError}
      onRetry={() => void refetch()}
      extra={
        <Radio.Group
          size="small"
          optionType="button"
          options={[...REVENUE_GROUPING_OPTIONS]}
          value={grouping}
          onChange={(event) => setGrouping(event.target.value as RevenueGrouping)}
        />
      }
    >
      <EChart
        option={option}
        testId="revenue-pie"
        label={`营收分布：${slices.map((slice) => `${slice.name} ${slice.percent}%`).join('，')}`}
      />
    </DashboardPanel>
  );
}
