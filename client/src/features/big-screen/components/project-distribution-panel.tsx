import { EChart } from '@/widgets/charts';
import { useMemo } from 'react';
import type { AreaCount } from '../model/project-distribution';
import { areaDistributionOption } from '../model/screen-charts';
import { CHART_FILL } from './chart-fill';
import { ScreenPanel } from './screen-panel';

/** Project distribution: how many projects each area runs. */
export function ProjectDistributionPanel({ areas }: { areas: readonly AreaCount[] }) {
  const option = useMemo(() => areaDistributionOption(areas), [areas]);
  return (
    <ScreenPanel title="项目分布" testId="screen-project-distribution">
      <EChart option={option} height="auto" style={CHART_FILL} testId="screen-area-chart" label={`项目分布：${areas.map((a) => `${a.area} ${a.projects}个`).join('，')}`} />
    </ScreenPanel>
  );
}
