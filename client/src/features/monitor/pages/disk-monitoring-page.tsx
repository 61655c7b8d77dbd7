// /monitor/Disk (menu component modules/monitor/DiskMonitoring): 磁盘监控 — each file system of the server, its
// size, free space and the share used.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Progress, Row, Typography } from 'antd';
import { monitorQueries } from '../api/monitor-queries';
import { MonitorPage } from '../components/monitor-page';
import { useAutoRefresh } from '../hooks/use-auto-refresh';
import { formatBytes } from '../model/units';

/** Past this share used a disk shows in the warning colour, past the second in the error colour. */
const WARN_USED = 80;
const FULL_USED = 90;

export function DiskMonitoringPage() {
  const auto = useAutoRefresh(30, false);
  const query = useQuery({ ...monitorQueries.disks(), refetchInterval: auto.interval, placeholderData: keepPreviousData });
  const disks = query.data ?? [];
  return (
    <MonitorPage title="磁盘监控" testId="disk-page" auto={auto} onRefresh={() => void query.refetch()} refreshing={query.isFetching} updatedAt={query.dataUpdatedAt} error={query.error}>
      {query.isSuccess && disks.length === 0 && <Empty description="服务器没有报告磁盘" />}
      <Row gutter={[12, 12]}>
        {disks.map((disk) => {
          const used = disk.max - disk.rest;
          const status = disk.restPPT >= FULL_USED ? 'exception' : 'normal';
          return (
            <Col key={disk.name} xs={24} sm={12} lg={8} xl={6}>
              <Card size="small" data-testid="disk-card" title={<Typography.Text ellipsis={{ tooltip: disk.name }}>{disk.name}</Typography.Text>}>
                <div style={{ textAlign: 'center' }}>
                  <Progress
                    type="dashboard"
                    percent={disk.restPPT}
                    status={status}
                    strokeColor={disk.restPPT >= WARN_USED && disk.restPPT < FULL_USED ? '#faad14' : undefined}
                    format={(percent) => `${percent}%`}
                    aria-label={`已用 ${disk.restPPT}%`}
                  />
                </div>
                <dl className="monitor-disk-figures" style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 }}>
                  <dt>总容量</dt>
                  <dd style={{ margin: 0 }} data-testid="disk-total">{formatBytes(disk.max)}</dd>
                  <dt>已用</dt>
                  <dd style={{ margin: 0 }}>{formatBytes(used)}</dd>
                  <dt>可用</dt>
                  <dd style={{ margin: 0 }} data-testid="disk-free">{formatBytes(disk.rest)}</dd>
                </dl>
              </Card>
            </Col>
          );
        })}
      </Row>
    </MonitorPage>
  );
}
