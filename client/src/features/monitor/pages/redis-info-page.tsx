// /monitor/redis (menu component modules/monitor/RedisInfo): 缓存服务 — the cache server's INFO, its key count and
// memory over the last minutes (read every 3 s, as upstream's page), and its tables with rows and size where the
// server lists them (the mock's store does: `table.<name>` entries).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Table } from 'antd';
import type { RedisInfoItem } from '../api/monitor-api';
import { monitorQueries } from '../api/monitor-queries';
import { FigureCards } from '../components/figure-cards';
import { MonitorPage } from '../components/monitor-page';
import { TrendChart } from '../components/trend-chart';
import { useAutoRefresh } from '../hooks/use-auto-refresh';
import { useTrend } from '../hooks/use-trend';
import { formatBytes, formatCount } from '../model/units';
import { storeTablesOf } from '../model/store-tables';

const KB = 1024;

export function RedisInfoPage() {
  const auto = useAutoRefresh(3);
  const info = useQuery({ ...monitorQueries.redisInfo(), refetchInterval: auto.interval && Math.max(auto.interval, 10_000), placeholderData: keepPreviousData });
  const live = useQuery({ ...monitorQueries.redisLive(), refetchInterval: auto.interval, placeholderData: keepPreviousData });
  const reading = live.data ? { at: live.dataUpdatedAt, values: { keys: live.data.keys, memory: live.data.memory } } : null;
  const points = useTrend(reading);
  const items = info.data ?? [];
  const tables = storeTablesOf(items);
  const valueOf = (key: string) => items.find((item) => item.key === key)?.value ?? '—';
  return (
    <MonitorPage
      title="缓存服务"
      testId="redis-info-page"
      auto={auto}
      onRefresh={() => void Promise.all([info.refetch(), live.refetch()])}
      refreshing={info.isFetching || live.isFetching}
      updatedAt={live.dataUpdatedAt}
      error={info.error ?? live.error}
    >
      <FigureCards
        cards={[
          { key: 'keys', title: '键数量', text: live.data ? formatCount(live.data.keys) : '—' },
          { key: 'memory', title: '已用内存', text: live.data ? formatBytes(live.data.memory) : '—' },
          { key: 'clients', title: '已连接客户端', text: valueOf('connected_clients') },
          { key: 'version', title: '版本', text: valueOf('redis_version') },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small" title="键数量">
            <TrendChart points={points} series={[{ key: 'keys', name: '键数量' }]} format={formatCount} axisName="个" label={`键数量：${live.data?.keys ?? '—'}`} testId="keys-trend" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="内存占用">
            <TrendChart points={points} series={[{ key: 'memory', name: '内存' }]} format={formatBytes} scale={KB} axisName="KB" label={`内存占用：${live.data ? formatBytes(live.data.memory) : '—'}`} testId="memory-trend" />
          </Card>
        </Col>
      </Row>
      {tables.length > 0 && (
        <Table
          data-testid="store-tables"
          size="small"
          title={() => '存储表'}
          rowKey="table"
          dataSource={tables}
          pagination={false}
          scroll={{ y: 320 }}
          columns={[
            { title: '表', dataIndex: 'table', ellipsis: true, sorter: (a, b) => a.table.localeCompare(b.table) },
            { title: '行数', dataIndex: 'rows', width: 90, align: 'right', sorter: (a, b) => a.rows - b.rows, render: formatCount },
            { title: '占用', dataIndex: 'bytes', width: 100, align: 'right', defaultSortOrder: 'descend', sorter: (a, b) => a.bytes - b.bytes, render: formatBytes },
          ]}
        />
      )}
      <Table<RedisInfoItem>
        data-testid="redis-info-table"
        size="small"
        title={() => '服务信息'}
        rowKey="key"
        dataSource={items.filter((item) => !item.key.startsWith('table.'))}
        pagination={false}
        tableLayout="fixed"
        columns={[
          { title: 'Key', dataIndex: 'key', width: '34%', render: (key: string) => <span style={{ wordBreak: 'break-all' }}>{key}</span> },
          { title: '描述', dataIndex: 'description', responsive: ['md'] },
          { title: 'Value', dataIndex: 'value', render: (value: string) => <span style={{ wordBreak: 'break-all' }}>{value}</span> },
        ]}
      />
    </MonitorPage>
  );
}
