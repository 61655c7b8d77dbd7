// The popup report's calls (001 §7): columns by report code, query info and data by the report's id. Columns and
// query info go through the 30 s cache of their group.
import { getAction } from '@/api/http';
import { resultOf, rowsOf, type RowPage } from '@/widgets/picker-kit';
import { popupCache } from '../model/popup-cache';
import { toPopupReport, toQueryFields, type PopupQueryField, type PopupReport } from '../model/popup-report';

const quiet = { quietBusinessErrors: true } as const;

export async function fetchPopupReport(group: string, code: string): Promise<PopupReport> {
  return popupCache.get(group, `columns:${code}`, async () => {
    const report = toPopupReport(resultOf(await getAction('/online/cgreport/api/getRpColumns/{code}', { path: { code }, ...quiet })));
    if (!report) throw new Error('');
    return report;
  });
}

export async function fetchPopupQueryFields(group: string, report: PopupReport): Promise<PopupQueryField[]> {
  return popupCache.get(group, `query:${report.id}`, async () =>
    toQueryFields(resultOf(await getAction('/online/cgreport/api/getQueryInfo/{cgRpConfigId}', { path: { cgRpConfigId: report.id }, ...quiet })), report),
  );
}

export async function fetchPopupData(reportId: string, params: Record<string, string | number>): Promise<RowPage> {
  const { pageNo, pageSize, column, order, ...filters } = params;
  const query = {
    pageNo: Number(pageNo),
    pageSize: Number(pageSize),
    ...(column ? { column: String(column) } : {}),
    ...(order === 'asc' || order === 'desc' ? { order } : {}),
    // The report's own columns and self_ parameters: the document cannot list them (they differ per report).
    ...filters,
  };
  return rowsOf(resultOf(await getAction('/online/cgreport/api/getData/{cgRpConfigId}', { path: { cgRpConfigId: reportId }, query, ...quiet })));
}
