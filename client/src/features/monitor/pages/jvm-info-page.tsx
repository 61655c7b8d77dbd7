// /monitor/JvmInfo (menu component modules/monitor/JvmInfo): JVM信息 — the server's memory, threads and garbage
// collection (Actuator metrics; the mock's are its Node.js process's), with memory over the last minutes.
import { useAutoRefresh } from '../hooks/use-auto-refresh';
import { useMetrics } from '../hooks/use-metrics';
import { useTrend } from '../hooks/use-trend';
import { FigureCards } from '../components/figure-cards';
import { MetricFigures } from '../components/metric-figures';
import { MonitorPage } from '../components/monitor-page';
import { TrendChart } from '../components/trend-chart';
import { JVM_METRICS } from '../model/metric-catalogue';
import { formatValue } from '../model/metric-value';
import { formatBytes } from '../model/units';

const MB = 1024 * 1024;
const MEMORY_SERIES = [
  { key: 'jvm.memory.used', name: '已用' },
  { key: 'jvm.memory.used|area:heap', name: '堆已用' },
  { key: 'jvm.memory.committed', name: '已提交' },
] as const;

export function JvmInfoPage() {
  const auto = useAutoRefresh(5);
  const { query, valueOf, figures } = useMetrics('jvm', JVM_METRICS, auto.interval);
  const reading = query.data ? { at: query.dataUpdatedAt, values: Object.fromEntries(MEMORY_SERIES.map(({ key }) => [key, valueOf(key)])) } : null;
  const points = useTrend(reading);
  const used = valueOf('jvm.memory.used');
  return (
    <MonitorPage title="JVM信息" testId="jvm-info-page" auto={auto} onRefresh={() => void query.refetch()} refreshing={query.isFetching} updatedAt={query.dataUpdatedAt} error={query.error}>
      <FigureCards
        cards={[
          { key: 'memory-used', title: '已用内存', text: formatValue(used, 'bytes') },
          { key: 'memory-committed', title: '已提交内存', text: formatValue(valueOf('jvm.memory.committed'), 'bytes') },
          { key: 'memory-max', title: '最大内存', text: formatValue(valueOf('jvm.memory.max'), 'bytes') },
          { key: 'threads', title: '活跃线程', text: formatValue(valueOf('jvm.threads.live'), 'count') },
        ]}
      />
      <TrendChart
        points={points}
        series={MEMORY_SERIES}
        format={formatBytes}
        scale={MB}
        axisName="MB"
        label={`内存趋势：已用 ${formatValue(used, 'bytes')}`}
        testId="memory-trend"
      />
      <MetricFigures figures={figures} testId="jvm-metrics" />
    </MonitorPage>
  );
}
