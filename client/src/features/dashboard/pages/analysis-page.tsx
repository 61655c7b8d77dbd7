import { Flex } from 'antd';
import { GlobalSummary } from '../components/global-summary';

/** The workbench (/dashboard/analysis, menu component dashboard/Analysis). */
export function AnalysisPage() {
  return (
    <Flex vertical gap={16}>
      <GlobalSummary />
    </Flex>
  );
}
