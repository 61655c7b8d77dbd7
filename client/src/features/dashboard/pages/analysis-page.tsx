import { Col, Flex, Row } from 'antd';
import { loadECharts } from '@/widgets/charts';
import { CostProfitBarCard } from '../components/cost-profit-bar-card';
import { GlobalSummary } from '../components/global-summary';
import { MainProjectsTable } from '../components/main-projects-table';
import { ProfitDistributionCard } from '../components/profit-distribution-card';
import { ReceivablesRankCard } from '../components/receivables-rank-card';
import { RevenueDistributionCard } from '../components/revenue-distribution-card';
import { RevenueRankingCard } from '../components/revenue-ranking-card';
import { UnitBudgetCard } from '../components/unit-budget-card';
import { UnitProfitCard } from '../components/unit-profit-card';

const THIRD = { xs: 24, lg: 12, xl: 8 } as const;

// Three of the workbench's cards are charts. The chart runtime starts loading with this page's chunk (which the login
// form preloads while the login call is under way), not once the first figures have arrived: on the way from login
// to the workbench it was fetched and parsed only after the data (bench:dashboard).
loadECharts().catch(() => undefined);

/** The workbench (/dashboard/analysis, menu component dashboard/Analysis): spec 000 §2.4 and §2.7. */
export function AnalysisPage() {
  return (
    <Flex vertical gap={16} data-testid="analysis-page">
      <GlobalSummary />
      <Row gutter={[16, 16]}>
        <Col {...THIRD}>
          <RevenueDistributionCard />
        </Col>
        <Col {...THIRD}>
          <ProfitDistributionCard />
        </Col>
        <Col {...THIRD}>
          <RevenueRankingCard />
        </Col>
        <Col {...THIRD}>
          <ReceivablesRankCard />
        </Col>
        <Col {...THIRD}>
          <UnitBudgetCard />
        </Col>
        <Col {...THIRD}>
          <UnitProfitCard />
        </Col>
        <Col span={24}>
          <CostProfitBarCard />
        </Col>
      </Row>
      <MainProjectsTable />
    </Flex>
  );
}
