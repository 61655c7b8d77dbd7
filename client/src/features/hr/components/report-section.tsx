// One part of 人事报表: a chart with its table beside it (stacked on narrow screens).
import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';

interface ReportSectionProps {
  title: string;
  testId: string;
  chart: ReactNode;
  table: ReactNode;
}

export function ReportSection({ title, testId, chart, table }: ReportSectionProps) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={13}>
          {chart}
        </Col>
        <Col xs={24} xl={11}>
          {table}
        </Col>
      </Row>
    </Card>
  );
}
