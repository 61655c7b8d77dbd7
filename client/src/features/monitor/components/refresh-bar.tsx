// 刷新 now, 自动刷新 on or off and how often, and when the figures were read.
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { REFRESH_CHOICES, type AutoRefresh } from '../hooks/use-auto-refresh';

interface RefreshBarProps {
  auto: AutoRefresh;
  onRefresh: () => void;
  refreshing: boolean;
  /** When the figures shown were read (epoch ms); 0 before the first answer. */
  updatedAt: number;
}

export function RefreshBar({ auto, onRefresh, refreshing, updatedAt }: RefreshBarProps) {
  return (
    <Flex wrap gap={12} align="center" data-testid="refresh-bar">
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
        刷新
      </Button>
      <Flex gap={6} align="center">
        <Switch size="small" checked={auto.enabled} onChange={auto.setEnabled} aria-label="自动刷新" />
        <span>自动刷新</span>
        <Select
          size="small"
          value={auto.seconds}
          disabled={!auto.enabled}
          onChange={auto.setSeconds}
          options={REFRESH_CHOICES.map((seconds) => ({ value: seconds, label: `每 ${seconds} 秒` }))}
          style={{ width: 96 }}
          aria-label="刷新间隔"
        />
      </Flex>
      {updatedAt > 0 && <Typography.Text type="secondary">更新于 {dayjs(updatedAt).format('HH:mm:ss')}</Typography.Text>}
    </Flex>
  );
}
