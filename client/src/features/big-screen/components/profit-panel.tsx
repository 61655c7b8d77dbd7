import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EChart } from '@/widgets/charts';
import { bigScreenQueries } from '../api/big-screen-queries';
import { distributionPieOption } from '../model/screen-charts';
import { formatNumber, toTenThousand } from '../model/screen-figures';
import { ScreenFigure } from './screen-figure';
import { CHART_FILL } from './chart-fill';
import { ScreenPanel } from './screen-panel';

/** Profit: the year's total and gross profit by industry, each with its gross margin rounded down. */
export function ProfitPanel() {
  const { data: summary } = useQuery(bigScreenQueries.summary());
  const { data: rows = [] } = useQuery(bigScreenQueries.profitByIndustry());
  const slices = useMemo(
    () =>
      rows.map((row) => ({
        name: row.industryStructure_dictText,
        value: Math.floor(row.grossProfit),
        percent: typeof row.grossMargin === 'number' && Number.isFinite(row.grossMargin) ? Math.floor(row.grossMargin * 100 + 1e-9) : 0,
      })),
    [rows],
  );
  const option = useMemo(() => distributionPieOption('毛利分布', slices), [slices]);
  return (
    <ScreenPanel title="利润" testId="screen-profit">
      <ScreenFigure label="累计利润（万元）" value={summary ? formatNumber(toTenThousand(summary.group1.value_3)) : '-'} rate={summary?.group1.value_5} />
      <EChart option={option} height="auto" style={CHART_FILL} testId="screen-profit-chart" label={`毛利率：${slices.map((s) => `${s.name} ${s.percent}%`).join('，')}`} />
    </ScreenPanel>
  );
}
