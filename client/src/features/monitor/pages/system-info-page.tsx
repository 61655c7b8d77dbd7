// /monitor/SystemInfo (menu component modules/monitor/SystemInfo): 系统信息 — CPUs and their use, when the server
// started and how long it has run, with CPU use over the last minutes.
import { FigureCards } from '../components/figure-cards';
import { MetricFigures } from '../components/metric-figures';
import { MonitorPage } from '../components/monitor-page';
import { TrendChart } from '../components/trend-chart';
import { useAutoRefresh } from '../hooks/use-auto-refresh';
import { useMetrics } from '../hooks/use-metrics';
import { useTrend } from '../hooks/use-trend';
import { SYSTEM_METRICS } from '../model/metric-catalogue';
import { formatValue } from '../model/metric-value';

const CPU_SERIES = [
  { key: 'system.cpu.usage', name: '系统' },
  { key: 'process.cpu.usage', name: '当前进程' },
] as const;

export function SystemInfoPage() {
  const auto = useAutoRefresh(3);
  const { query, valueOf, figures } = useMetrics('system', SYSTEM_METRICS, auto.interval);
  const reading = query.data ? { at: query.dataUpdatedAt, values: Object.fromEntries(CPU_SERIES.map(({ key }) => [key, valueOf(key)])) } : null;
  const points = useTrend(reading);
  const systemUsage = valueOf('system.cpu.usage');
  return (
    <MonitorPage title="系统信息" testId="system-info-page" auto={auto} onRefresh={() => void query.refetch()} refreshing={query.isFetching} updatedAt={query.dataUpdatedAt} error={query.error}>
      <FigureCards
        cards={[
          { key: 'cpu-count', title: 'CPU 数量', text: formatValue(valueOf('system.cpu.count'), 'count') },
          { key: 'cpu-usage', title: '系统 CPU 使用率', text: formatValue(systemUsage, 'share') },
          { key: 'process-cpu', title: '进程 CPU 使用率', text: formatValue(valueOf('process.cpu.usage'), 'share') },
          { key: 'uptime', title: '已运行', text: formatValue(valueOf('process.uptime'), 'duration') },
        ]}
      />
      <TrendChart
        points={points}
        series={CPU_SERIES}
        format={(share) => formatValue(share, 'share')}
        scale={0.01}
        axisName="%"
        label={`CPU 使用率趋势：系统 ${formatValue(systemUsage, 'share')}`}
        testId="cpu-trend"
      />
      <MetricFigures figures={figures} testId="system-metrics" />
    </MonitorPage>
  );
}
