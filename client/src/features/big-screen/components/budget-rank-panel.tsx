import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EChart } from '@/widgets/charts';
import { bigScreenQueries } from '../api/big-screen-queries';
import { budgetRankOption } from '../model/screen-charts';
import { CHART_FILL } from './chart-fill';
import { ScreenPanel } from './screen-panel';

/** Budget rank: each business unit's budget completion (revenuePending, cycle=1). */
export function BudgetRankPanel() {
  const { data: rows = [] } = useQuery(bigScreenQueries.budgetRank());
  const bars = useMemo(() => rows.map((row) => ({ unit: row.businessName_dictText, percent: row.percent })), [rows]);
  const option = useMemo(() => budgetRankOption(bars), [bars]);
  return (
    <ScreenPanel title="预算完成排名" testId="screen-budget-rank">
      <EChart option={option} height="auto" style={CHART_FILL} testId="screen-budget-chart" label={`预算完成比：${bars.map((b) => `${b.unit} ${b.percent}%`).join('，')}`} />
    </ScreenPanel>
  );
}
