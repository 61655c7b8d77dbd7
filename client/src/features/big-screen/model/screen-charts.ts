// Chart options of the big screen: light text on the dark screen.
import type { ChartOption } from '@/widgets/charts';
import type { AreaCount } from './project-distribution';

const TEXT = '#cfe3ff';
const AXIS_LINE = { lineStyle: { color: '#2c4d7a' } };
const SPLIT_LINE = { lineStyle: { color: 'rgba(44,77,122,.4)' } };

export const SCREEN_PALETTE = ['#1890ff', '#2fc25b', '#facc14', '#13c2c2', '#f04864', '#8543e0'];

export function distributionPieOption(name: string, slices: ReadonlyArray<{ name: string; value: number; percent: number }>): ChartOption {
  const percentByName = new Map(slices.map((slice) => [slice.name, slice.percent]));
  return {
    color: SCREEN_PALETTE,
    tooltip: { trigger: 'item' },
    // Names and percents in a legend beside the ring: outside labels collided with a bottom legend once the panels
    // share a 768px-high screen.
    legend: {
      orient: 'vertical',
      right: 8,
      top: 'middle',
      textStyle: { color: TEXT },
      icon: 'circle',
      itemWidth: 8,
      formatter: (sliceName: string) => `${sliceName}  ${percentByName.get(sliceName) ?? 0}%`,
    },
    series: [
      {
        name,
        type: 'pie',
        radius: ['45%', '75%'],
        center: ['35%', '50%'],
        label: { show: false },
        data: slices.map((slice) => ({ name: slice.name, value: slice.value })),
      },
    ],
  };
}

export function budgetRankOption(rows: ReadonlyArray<{ unit: string; percent: number }>): ChartOption {
  // Largest on top: a horizontal bar chart draws its first category at the bottom.
  const ordered = [...rows].sort((a, b) => a.percent - b.percent);
  return {
    color: ['#2fc25b'],
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', max: (extent: { max: number }) => Math.max(100, Math.ceil(extent.max)), axisLabel: { color: TEXT, formatter: '{value}%' }, splitLine: SPLIT_LINE },
    yAxis: { type: 'category', data: ordered.map((row) => row.unit), axisLabel: { color: TEXT }, axisLine: AXIS_LINE },
    series: [
      {
        name: '预算完成比',
        type: 'bar',
        barMaxWidth: 16,
        data: ordered.map((row) => row.percent),
        label: { show: true, position: 'right', color: TEXT, formatter: '{c}%' },
      },
    ],
  };
}

export function areaDistributionOption(areas: readonly AreaCount[]): ChartOption {
  return {
    color: ['#13c2c2'],
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: areas.map((area) => area.area), axisLabel: { color: TEXT }, axisLine: AXIS_LINE },
    yAxis: { type: 'value', name: '项目数', minInterval: 1, nameTextStyle: { color: TEXT }, axisLabel: { color: TEXT }, splitLine: SPLIT_LINE },
    series: [{ name: '项目数', type: 'bar', barMaxWidth: 24, data: areas.map((area) => area.projects), label: { show: true, position: 'top', color: TEXT } }],
  };
}

export function chinaMapOption(mapName: string, provinces: ReadonlyArray<{ name: string; value: number }>): ChartOption {
  const max = Math.max(1, ...provinces.map((province) => province.value));
  return {
    tooltip: { trigger: 'item', formatter: (item: { name: string; value?: number }) => `${item.name}：${Number.isFinite(item.value) ? item.value : 0} 个项目` },
    visualMap: {
      min: 0,
      max,
      left: 8,
      bottom: 8,
      calculable: true,
      text: ['多', '少'],
      textStyle: { color: TEXT },
      inRange: { color: ['#0e3a6b', '#1890ff', '#69c0ff'] },
    },
    series: [
      {
        name: '项目分布',
        type: 'map',
        map: mapName,
        roam: false,
        zoom: 1.15,
        label: { show: false },
        emphasis: { label: { show: true, color: '#fff' }, itemStyle: { areaColor: '#facc14' } },
        itemStyle: { areaColor: '#0b2a52', borderColor: '#3b7dd8' },
        data: provinces,
      },
    ],
  };
}
