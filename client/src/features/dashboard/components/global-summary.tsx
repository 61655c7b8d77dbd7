import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row } from 'antd';
import { dashboardQueries } from '../api/dashboard-queries';
import { buildSummaryCards } from '../model/summary-cards';
import { SummaryCardView } from './summary-card-view';

const CARD_SPAN = { xs: 24, sm: 12, lg: 8, xxl: 4 } as const;

export function GlobalSummary() {
  const { data, isPending, isError, refetch } = useQuery(dashboardQueries.globalSummary());

  if (isPending) {
    return (
      <Row gutter={[16, 16]}>
        {Array.from({ length: 6 }, (_unused, index) => (
          <Col key={index} {...CARD_SPAN}>
            <Card loading size="small" />
          </Col>
        ))}
      </Row>
    );
  }
  if (isError || !data) {
    return (
      <Empty description="汇总数据加载失败">
        <Button onClick={() => void refetch()}>重试</Button>
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {buildSummaryCards(data).map((card) => (
        <Col key={card.testId} {...CARD_SPAN}>
          <SummaryCardView card={card} />
        </Col>
      ))}
    </Row>
  );
}
