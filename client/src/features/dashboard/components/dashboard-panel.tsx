import { Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface DashboardPanelProps {
  title: string;
  testId: string;
  extra?: ReactNode;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** A workbench card that shows a skeleton while loading and a retry when its call failed. */
export function DashboardPanel({ title, testId, extra, isPending, isError, onRetry, children }: DashboardPanelProps) {
  return (
    <Card title={title} extra={extra} size="small" data-testid={testId} style={{ height: '100%' }}>
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <Empty description="数据加载失败">
          <Button onClick={onRetry}>重试</Button>
        </Empty>
      ) : (
        children
      )}
    </Card>
  );
}
