import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EChart } from '@/widgets/charts';
import { bigScreenQueries } from '../api/big-screen-queries';
import { distributionPieOption } from '../model/screen-charts';
import { formatNumber, toTenThousand } from '../model/screen-figures';
import { ScreenFigure } from './screen-figure';
import { CHART_FILL } from './chart-fill';
import { ScreenPanel } from './screen-panel';

/** Revenue: the year's total and its distribution by business (percents rounded down). */
export function RevenuePanel() {
  const { data: summary } = useQuery(bigScreenQueries.summary());
  const { data: rows = [] } = useQuery(bigScreenQueries.revenueByBusiness());
  const slices = useMemo(
    () => rows.map((row) => ({ name: row.name, value: row.amount, percent: Math.floor(row.percent + 1e-9) })),
    [rows],
  );
  const option = useMemo(() => distributionPieOption('营收分布', slices), [slices]);
  return (
    <ScreenPanel title="营收" testId="screen-revenue">
      <ScreenFigure label="累计营收（万元）" value={summary ? formatNumber(toTenThousand(summary.group0.value_1)) : '-'} rate={summary?.group0.value_2} />
      <EChart option={option} height="auto" style={CHART_FILL} testId="screen-revenue-chart" label={`营收分布：${slices.map((s) => `${s.name} ${s.percent}%`).join('，')}`} />
    </ScreenPanel>
  );
}
