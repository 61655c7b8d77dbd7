// /monitor/HttpTrace (menu component modules/monitor/HttpTrace): 请求追踪 — the last requests the server answered,
// newest first: time, method, address, status and time taken, with the headers (never a token) on expanding a row.
// As upstream's page, OPTIONS requests and this page's own calls are left out.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Descriptions, Input, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { HttpTrace } from '../api/monitor-api';
import { monitorQueries } from '../api/monitor-queries';
import { MonitorPage } from '../components/monitor-page';
import { useAutoRefresh } from '../hooks/use-auto-refresh';
import { formatMs } from '../model/units';
import { totalText } from '@/shared/lib/list-total-text';

const OWN_CALL = '/actuator/httptrace';

const statusColor = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'blue' : 'green');
/** The address without scheme and host: what differs from row to row. */
const pathOf = (uri: string) => uri.replace(/^[a-z]+:\/\/[^/]+/i, '');

function Headers({ title, headers }: { title: string; headers: Record<string, string[]> }) {
  return (
    <Descriptions size="small" column={1} bordered title={title} styles={{ label: { width: 200 } }}>
      {Object.entries(headers).map(([name, values]) => (
        <Descriptions.Item key={name} label={name}>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{values.join(', ')}</Typography.Text>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

export function HttpTracePage() {
  const auto = useAutoRefresh(10, false);
  const [filter, setFilter] = useState('');
  const query = useQuery({ ...monitorQueries.httpTraces(), refetchInterval: auto.interval, placeholderData: keepPreviousData });
  const traces = (query.data ?? []).filter(
    (trace) => trace.request.method !== 'OPTIONS' && !trace.request.uri.includes(OWN_CALL) && pathOf(trace.request.uri).includes(filter.trim()),
  );
  return (
    <MonitorPage title="请求追踪" testId="http-trace-page" auto={auto} onRefresh={() => void query.refetch()} refreshing={query.isFetching} updatedAt={query.dataUpdatedAt} error={query.error}>
      <Input.Search allowClear placeholder="按请求地址筛选" value={filter} onChange={(event) => setFilter(event.target.value)} style={{ maxWidth: 360 }} aria-label="按请求地址筛选" />
      <Table<HttpTrace>
        data-testid="http-trace-table"
        size="small"
        rowKey={(trace) => `${trace.timestamp}|${trace.request.method}|${trace.request.uri}`}
        dataSource={traces}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: totalText }}
        scroll={{ x: 720 }}
        expandable={{
          expandedRowRender: (trace) => (
            <>
              <Headers title="请求头" headers={trace.request.headers} />
              <div style={{ height: 12 }} />
              <Headers title="响应头" headers={trace.response.headers} />
            </>
          ),
        }}
        columns={[
          { title: '请求时间', dataIndex: 'timestamp', width: 170, render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss') },
          { title: '请求方法', dataIndex: ['request', 'method'], width: 90, render: (method: string) => <Tag>{method}</Tag> },
          { title: '请求地址', dataIndex: ['request', 'uri'], ellipsis: true, render: (uri: string) => <span title={uri}>{pathOf(uri)}</span> },
          { title: '响应状态', dataIndex: ['response', 'status'], width: 90, render: (status: number) => <Tag color={statusColor(status)}>{status}</Tag> },
          { title: '请求耗时', dataIndex: 'timeTaken', width: 100, render: (ms: number) => formatMs(ms) },
        ]}
      />
    </MonitorPage>
  );
}
