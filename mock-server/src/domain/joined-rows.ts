// What the lists of joined rows share across handler domains (采购, 岗位管理): an export of rows a handler has
// joined (origin numbers, counted figures), with the list's filters, sort and `selections`, and `paramsStr`
// (handleExportXls2) merged under the plain parameters.
import { exportWorkbook, XLSX_TYPE, type ExcelColumn } from '../crud/excel.js';
import { idList } from '../crud/rows.js';
import { fail, type Envelope } from '../envelope.js';
import { dateTimeText } from '../lib/dates.js';
import { withDictText } from '../query/dict-text.js';
import type { EntityFields } from '../query/field-types.js';
import { listQuery, QueryError, type ListOptions } from '../query/list-query.js';
import type { Store } from '../store/store.js';
import type { FileOutput } from '../types.js';

export interface JoinedExport {
  title: string;
  columns: ExcelColumn[];
  fields: EntityFields;
  options: ListOptions;
}

function exportQuery(query: Record<string, unknown>): Record<string, unknown> | string {
  const { paramsStr, ...rest } = query;
  if (typeof paramsStr !== 'string' || paramsStr === '') return rest;
  let text = paramsStr;
  try {
    text = decodeURIComponent(paramsStr);
  } catch {
    // already decoded by the HTTP layer
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '导出参数格式不正确：paramsStr 应为 JSON 对象';
    return { ...(parsed as Record<string, unknown>), ...rest };
  } catch {
    return '导出参数格式不正确：paramsStr 不是合法的 JSON';
  }
}

/** The joined rows the query keeps (or the `selections`) as an Excel file, or the query's refusal. */
export async function exportJoined<T extends { id: string }>(
  store: Store,
  rows: T[],
  rawQuery: Record<string, unknown>,
  spec: JoinedExport,
  session: { username: string } | null,
  now: number,
): Promise<FileOutput | Envelope<null>> {
  const query = exportQuery(rawQuery);
  if (typeof query === 'string') return fail(query);
  const selections = idList(query.selections);
  const chosen = selections.length ? rows.filter((row) => selections.includes(row.id)) : rows;
  let records: T[];
  try {
    records = listQuery(chosen, { ...query, pageNo: '1', pageSize: '-521' }, spec.fields, spec.options).records;
  } catch (error) {
    if (error instanceof QueryError) return fail(error.message);
    throw error;
  }
  const texts = withDictText(records, spec.fields, (dict) => store.dictLookup(dict));
  const buffer = await exportWorkbook(spec.title, spec.columns, texts, `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now)}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `${spec.title}.xlsx` } };
}

/** A dictionary value from its text (or the value itself), for imports: '' is null, an unknown text undefined. */
export function dictValueOf(store: Store, dictCode: string, text: string): string | null | undefined {
  if (text === '') return null;
  const item = store.dictItems(dictCode).find((i) => i.text === text || i.value === text);
  return item ? item.value : undefined;
}
