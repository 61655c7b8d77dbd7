import { useEffect, useMemo, useState } from 'react';
import { EChart } from '@/widgets/charts';
import { CHINA_MAP, ensureChinaMap } from '../lib/china-map';
import { countByProvince, type AreaCount } from '../model/project-distribution';
import { chinaMapOption } from '../model/screen-charts';
import { CHART_FILL } from './chart-fill';
import { ScreenPanel } from './screen-panel';

/** The China map of projects per province, drawn from map data shipped with the build. */
export function ChinaMapPanel({ areas }: { areas: readonly AreaCount[] }) {
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    ensureChinaMap().then(
      () => live && setMapState('ready'),
      () => live && setMapState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const provinces = useMemo(() => countByProvince(areas), [areas]);
  const option = useMemo(() => chinaMapOption(CHINA_MAP, provinces), [provinces]);
  return (
    <ScreenPanel title="全国项目分布" testId="screen-china-map" grow={1.8}>
      {mapState === 'ready' ? (
        <EChart option={option} height="auto" style={CHART_FILL} testId="screen-map-chart" label={`全国项目分布：${provinces.map((p) => `${p.name} ${p.value}个`).join('，')}`} />
      ) : (
        <div style={{ color: '#cfe3ff', padding: 24 }}>{mapState === 'failed' ? '地图加载失败' : '地图加载中…'}</div>
      )}
    </ScreenPanel>
  );
}
