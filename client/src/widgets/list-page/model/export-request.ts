// The export request (001 §7; upstream's handleExportXls / handleExportXls2): the list's parameters without paging,
// plus the selected ids, answered as a blob saved as <name>.xls.
import type { ListParams } from './request-params';

export const EXPORT_EXTENSION = '.xls';

export function exportParams(listParams: ListParams, selectedKeys: readonly string[]): ListParams {
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = listParams;
  return selectedKeys.length ? { ...rest, selections: selectedKeys.join(',') } : rest;
}

export function exportFileName(name: string | undefined): string {
  return `${name || '导出文件'}${EXPORT_EXTENSION}`;
}

/** The alternative export: the browser opens the address with the parameters as JSON in `paramsStr`. */
export function exportUrlWithParams(baseUrl: string, path: string, params: ListParams): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}?paramsStr=${encodeURI(JSON.stringify(params))}`;
}
