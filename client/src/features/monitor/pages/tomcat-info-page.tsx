// /monitor/TomcatInfo (menu component modules/monitor/TomcatInfo): 应用服务器 — the sessions the server has opened,
// expired and holds now, and its open websocket connections.
import { FigureCards } from '../components/figure-cards';
import { MetricFigures } from '../components/metric-figures';
import { MonitorPage } from '../components/monitor-page';
import { useAutoRefresh } from '../hooks/use-auto-refresh';
import { useMetrics } from '../hooks/use-metrics';
import { TOMCAT_METRICS } from '../model/metric-catalogue';
import { formatValue } from '../model/metric-value';

export function TomcatInfoPage() {
  const auto = useAutoRefresh(5);
  const { query, valueOf, figures } = useMetrics('tomcat', TOMCAT_METRICS, auto.interval);
  return (
    <MonitorPage title="应用服务器" testId="tomcat-info-page" auto={auto} onRefresh={() => void query.refetch()} refreshing={query.isFetching} updatedAt={query.dataUpdatedAt} error={query.error}>
      <FigureCards
        cards={[
          { key: 'sessions-active', title: '当前会话', text: formatValue(valueOf('tomcat.sessions.active.current'), 'count') },
          { key: 'sessions-created', title: '创建过的会话', text: formatValue(valueOf('tomcat.sessions.created|COUNT'), 'count') },
          { key: 'sessions-max', title: '会话峰值', text: formatValue(valueOf('tomcat.sessions.active.max'), 'count') },
          { key: 'websockets', title: 'WebSocket 连接', text: formatValue(valueOf('websocket.connections.active'), 'count') },
        ]}
      />
      <MetricFigures figures={figures} testId="tomcat-metrics" />
    </MonitorPage>
  );
}
