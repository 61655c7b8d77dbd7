// 人事报表's calls: one year's figures and their three-sheet workbook.
import { downloadFile, getAction, saveBlob } from '@/api/http';
import type { Schema } from '@/api/types';
import { refusalOf } from '@/widgets/list-page';

export type HrReport = Schema<'HrReport'>;
export type HeadcountRow = Schema<'HrHeadcountRow'>;
export type FlowMonth = Schema<'HrFlowMonth'>;
export type ExpiryMonth = Schema<'HrExpiryMonth'>;

export const hrReportQuery = (year: number) => ({
  queryKey: ['hr', 'report', year] as const,
  queryFn: async (): Promise<HrReport | null> => (await getAction('/hrm/report/overview', { query: { year } })).result ?? null,
});

/** Downloads the year's report as 人事报表_<year>.xlsx; resolves with the server's refusal, or null when saved. */
export async function exportHrReport(year: number): Promise<string | null> {
  const blob = await downloadFile('/hrm/report/exportXls', { year });
  if (!blob) return null;
  const refusal = await refusalOf(blob);
  if (!refusal) saveBlob(blob, `人事报表_${year}.xlsx`);
  return refusal;
}
