// /rpm/candidate/resumeImport (menu component rpm/candidate/ResumeImport): 简历导入 — candidates in bulk from the Excel
// template, or one at a time from a Word or PDF resume read in the browser and confirmed by the recruiter.
import { Flex } from 'antd';
import { ExcelBatchCard } from '../components/excel-batch-card';
import { SingleResumeCard } from '../components/single-resume-card';

export function ResumeImportPage() {
  return (
    <Flex vertical gap={16} data-testid="resume-import-page">
      <ExcelBatchCard />
      <SingleResumeCard />
    </Flex>
  );
}
