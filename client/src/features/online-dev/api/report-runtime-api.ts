// The report screen's calls (cgreport api): parameters, query fields, and columns with one page of data.
import { downloadFile, getAction, saveBlob } from '@/api/http';
import type { Schema } from '@/api/types';

export type ReportParamInfo = Schema<'OnlineReportParam'>;
export type ReportView = Schema<'ReportColumnsAndData'>;

export interface ReportRequest {
  pageNo: number;
  /** -521: every row (the chart view). */
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
  /** Query fields and `self_<param>` values: the document cannot list them (they differ per report). */
  filters: Record<string, string>;
}

export const reportRuntimeQueries = {
  setup: (id: string) => ({
    queryKey: ['online-dev', 'report-setup', id] as const,
    queryFn: async () => {
      const [params, queryInfo] = await Promise.all([
        getAction('/online/cgreport/api/getParamsInfo/{id}', { path: { id } }),
        getAction('/online/cgreport/api/getQueryInfo/{cgRpConfigId}', { path: { cgRpConfigId: id } }),
      ]);
      return { params: params.result ?? [], queryInfo: queryInfo.result ?? [] };
    },
    staleTime: 60_000,
  }),
  data: (id: string, request: ReportRequest) => ({
    queryKey: ['online-dev', 'report-data', id, request] as const,
    queryFn: async (): Promise<ReportView> => {
      const { pageNo, pageSize, column, order, filters } = request;
      const query = { pageNo, pageSize, ...(column ? { column, order: order ?? 'asc' } : {}), ...filters };
      const answer = await getAction('/online/cgreport/api/getColumnsAndData/{id}', { path: { id }, query });
      if (!answer.result) throw new Error('报表数据为空');
      return answer.result;
    },
  }),
};

export async function exportReport(id: string, name: string, filters: Record<string, string>): Promise<void> {
  const blob = await downloadFile(`/online/cgreport/api/exportXls/${encodeURIComponent(id)}`, filters);
  if (blob) saveBlob(blob, `${name}.xlsx`);
}
