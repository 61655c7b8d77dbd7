import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Progress, Space, Typography } from 'antd';
import type { SummaryCard } from '../model/summary-cards';

export function SummaryCardView({ card }: { card: SummaryCard }) {
  return (
    <Card data-testid={card.testId} title={card.title} size="small" style={{ height: '100%' }}>
      <div>
        <Typography.Text data-testid="summary-value" style={{ fontSize: 28, fontWeight: 500 }}>
          {card.value}
        </Typography.Text>
        {card.unit && <Typography.Text type="secondary"> {card.unit}</Typography.Text>}
      </div>
      {card.progressPercent !== undefined && (
        <Progress percent={card.progressPercent} showInfo={false} size="small" aria-label="截止月份进度" />
      )}
      <Space size="large" wrap>
        {card.details.map((detail) => (
          <span key={detail.label}>
            <Typography.Text type="secondary">{detail.label} </Typography.Text>
            <Typography.Text>{detail.text}</Typography.Text>
          </span>
        ))}
        {card.rate && (
          <span data-testid="summary-rate" data-trend={card.rate.trend} style={{ color: card.rate.color }}>
            <Typography.Text type="secondary">{card.rate.label} </Typography.Text>
            {card.rate.trend === 'up' ? <ArrowUpOutlined aria-label="上升" /> : <ArrowDownOutlined aria-label="下降" />}{' '}
            {card.rate.text}
          </span>
        )}
      </Space>
    </Card>
  );
}
