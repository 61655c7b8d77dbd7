// The few figures a screen leads with, as cards that wrap on a phone.
import { Card, Col, Row, Statistic } from 'antd';

export interface FigureCard {
  key: string;
  title: string;
  /** The value as it reads (with its unit). */
  text: string;
}

export function FigureCards({ cards }: { cards: FigureCard[] }) {
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={6}>
          <Card size="small" data-testid={`figure-${card.key}`}>
            <Statistic
              title={card.title}
              value={card.text}
              valueStyle={{ fontSize: 20, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              valueRender={(node) => <span title={card.text}>{node}</span>}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
