// The frame of a monitoring screen: its title and refresh bar, what failed (in place, the calls being quiet), and
// its figures.
import { Alert, Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { AutoRefresh } from '../hooks/use-auto-refresh';
import { failureText } from '../model/failure-text';
import { RefreshBar } from './refresh-bar';

interface MonitorPageProps {
  title: string;
  testId: string;
  auto: AutoRefresh;
  onRefresh: () => void;
  refreshing: boolean;
  updatedAt: number;
  /** The last call's failure, if it failed: the figures shown (if any) are the previous reading's. */
  error: unknown;
  children: ReactNode;
}

export function MonitorPage({ title, testId, auto, onRefresh, refreshing, updatedAt, error, children }: MonitorPageProps) {
  return (
    <Card title={title} data-testid={testId} extra={null} styles={{ body: { paddingTop: 12 } }}>
      <Flex vertical gap={16}>
        <RefreshBar auto={auto} onRefresh={onRefresh} refreshing={refreshing} updatedAt={updatedAt} />
        {error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={`读取${title}失败`}
            description={`${failureText(error)}${updatedAt > 0 ? '。下面是上一次读到的数据。' : ''}`}
          />
        ) : null}
        {children}
      </Flex>
    </Card>
  );
}
