// A line chart of recent readings (memory, CPU): one line per series, time along the bottom.
import dayjs from 'dayjs';
import { EChart, type ChartOption } from '@/widgets/charts';
import type { TrendPoint } from '../hooks/use-trend';

export interface TrendSeries {
  key: string;
  name: string;
}

interface TrendChartProps {
  points: TrendPoint[];
  series: readonly TrendSeries[];
  /** The axis and tooltip text of a value. */
  format: (value: number) => string;
  /** Values are divided by this before drawing (bytes drawn as MB). */
  scale?: number;
  axisName: string;
  label: string;
  testId: string;
}

/** At least a minute along the bottom, so the first readings do not stretch over days. */
const MIN_SPAN_MS = 60_000;

function optionOf({ points, series, format, scale = 1, axisName }: TrendChartProps): ChartOption {
  const last = points.at(-1)?.at ?? Date.now();
  const first = Math.min(points[0]?.at ?? last, last - MIN_SPAN_MS);
  return {
    grid: { left: 56, right: 16, top: 36, bottom: 28 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value * scale) : String(value)) },
    xAxis: { type: 'time', min: first, max: last, axisLabel: { formatter: (value: number) => dayjs(value).format('HH:mm:ss'), hideOverlap: true } },
    yAxis: { type: 'value', name: axisName, min: 0 },
    series: series.map(({ key, name }) => ({
      type: 'line',
      name,
      showSymbol: points.length < 3,
      data: points.map((point) => [point.at, point.values[key] === null || point.values[key] === undefined ? null : point.values[key]! / scale]),
    })),
  };
}

export function TrendChart(props: TrendChartProps) {
  return <EChart option={optionOf(props)} height={240} label={props.label} testId={props.testId} />;
}
