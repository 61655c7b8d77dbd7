import { useQuery } from '@tanstack/react-query';
import { Radio } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '@/widgets/charts';
import { dashboardQueries } from '../api/dashboard-queries';
import { INITIAL_PROFIT_GROUPING, PROFIT_GROUPING_OPTIONS, type ProfitGrouping } from '../model/distribution-grouping';
import { profitDonutOption, profitItemText, profitSlices } from '../model/profit-donut';
import { DashboardPanel } from './dashboard-panel';

export function ProfitDistributionCard() {
  const [grouping, setGrouping] = useState<ProfitGrouping>(INITIAL_PROFIT_GROUPING);
  const { data, isPending, isError, refetch } = useQuery(dashboardQueries.profitDistribution(grouping));
  const slices = useMemo(() => profitSlices(data ?? []), [data]);
  const option = useMemo(() => profitDonutOption(slices), [slices]);

  return (
    <DashboardPanel
      title="利润分布"
      testId="profit-distribution"
      isPending={isPending}
      isError={isError}
      onRetry={() => void refetch()}
      extra={
        <Radio.Group
          size="small"
          optionType="button"
          options={[...PROFIT_GROUPING_OPTIONS]}
          value={grouping}
          onChange={(event) => setGrouping(event.target.value as ProfitGrouping)}
        />
      }
    >
      <EChart
        option={option}
        testId="profit-donut"
        label={`利润分布：${slices.map((slice) => profitItemText(slice.name, slice.grossMargin)).join('，')}`}
      />
    </DashboardPanel>
  );
}
