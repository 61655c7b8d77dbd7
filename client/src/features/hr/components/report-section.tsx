// One part of 人事报表: a chart with its table beside it (stacked on narrow screens). A part below the fold is drawn
// when staff scroll near it (a placeholder of its height keeps the page's length), so opening the report draws one
// chart, not three.
import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useNearViewport } from '@/shared/lib/use-near-viewport';

interface ReportSectionProps {
  title: string;
  testId: string;
  /** The chart's height: the placeholder's until the part is drawn. */
  height: number;
  chart: () => ReactNode;
  table: () => ReactNode;
}

export function ReportSection({ title, testId, height, chart, table }: ReportSectionProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Card title={title} size="small" data-testid={testId}>
      <div ref={ref}>
        {near ? (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={13}>
              {chart()}
            </Col>
            <Col xs={24} xl={11}>
              {table()}
            </Col>
          </Row>
        ) : (
          <div style={{ height }} aria-hidden />
        )}
      </div>
    </Card>
  );
}
