// A screen's metrics, read together and again at the auto-refresh interval, each figure ready to show.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { metricKey } from '../api/monitor-api';
import { monitorQueries } from '../api/monitor-queries';
import { specKey, type MetricSpec } from '../model/metric-catalogue';
import { statisticOf } from '../model/metric-value';

export interface MetricFigure {
  spec: MetricSpec;
  key: string;
  /** Null when the server does not have the metric. */
  value: number | null;
  /** The server's own words for the figure, when it gives them. */
  serverDescription: string | null;
}

export function useMetrics(screen: string, specs: readonly MetricSpec[], interval: number | false) {
  const requests = [...new Map(specs.map((spec) => [metricKey(spec), { name: spec.name, tag: spec.tag }])).values()];
  const query = useQuery({ ...monitorQueries.metrics(screen, requests), refetchInterval: interval, placeholderData: keepPreviousData });
  const figures: MetricFigure[] = specs.map((spec) => {
    const metric = query.data?.[metricKey(spec)] ?? null;
    return { spec, key: specKey(spec), value: statisticOf(metric, spec.statistic), serverDescription: metric?.description ?? null };
  });
  const valueOf = (key: string) => figures.find((figure) => figure.key === key)?.value ?? null;
  return { query, figures, valueOf };
}
