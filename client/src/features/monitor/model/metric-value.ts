// Reading an Actuator metric: one statistic of its measurements, and its value in the metric's own unit.
import type { ActuatorMetric } from '../api/monitor-api';
import { formatBytes, formatCount, formatDuration, formatEpochSeconds, formatShare } from './units';

export type Statistic = ActuatorMetric['measurements'][number]['statistic'];

/** The value of `statistic` (VALUE, COUNT, TOTAL_TIME, MAX …), or null when the metric or statistic is missing. */
export function statisticOf(metric: ActuatorMetric | null | undefined, statistic: Statistic = 'VALUE'): number | null {
  return metric?.measurements.find((measurement) => measurement.statistic === statistic)?.value ?? null;
}

/** How a figure reads on screen. */
export type Unit = 'bytes' | 'share' | 'seconds' | 'duration' | 'epoch-seconds' | 'count';

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '—';
  switch (unit) {
    case 'bytes':
      return formatBytes(value);
    case 'share':
      return formatShare(value);
    case 'seconds':
      return `${(value * 1000).toFixed(0)} ms`;
    case 'duration':
      return formatDuration(value);
    case 'epoch-seconds':
      return formatEpochSeconds(value);
    case 'count':
      return formatCount(value);
  }
}
