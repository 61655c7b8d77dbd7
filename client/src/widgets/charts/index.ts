export { EChart, type ChartOption, type ChartState, type EChartProps } from './echart';
export { chartAnimationEnabled, DEFAULT_CHART_HEIGHT } from './chart-defaults';
export { loadECharts, registerChartMap } from './load-echarts';
export { warmUpCharts } from './warm-up-charts';
