// A report's rows: its SQL run on the SQL engine with the parameters bound, then the query fields, sort and paging of
// the request applied to what it answers (JeecgBoot's list semantics, as every list of the mock).
import type { EntityFields, FieldType } from '../../query/field-types.js';
import { QueryError } from '../../query/list-query.js';
import type { Schema } from '../../lib/schema.js';
import { runReportSql, type ReportRecord } from '../../sql/report-sql.js';
import { SqlRefused } from '../../sql/select-guard.js';
import type { Store } from '../../store/store.js';
import type { OnlineReportItemRecord, OnlineReportRecord } from '../../store/records/online-dev.js';
import { pageAnswer } from './online-fields.js';

const REPORT_FIELD_TYPES: Record<OnlineReportItemRecord['fieldType'], FieldType> = { String: 'string', Integer: 'number', Long: 'number', Double: 'number', Date: 'date' };

export const shownItems = (report: OnlineReportRecord): OnlineReportItemRecord[] =>
  [...report.items].filter((item) => item.isShow === 1).sort((a, b) => a.orderNum - b.orderNum);

/** The report's parameter values: `self_<name>` as sent, else the parameter's default. */
export function parameterValues(report: OnlineReportRecord, query: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const param of report.params) {
    const sent = query[`self_${param.paramName}`];
    values[param.paramName] = sent === undefined || sent === null ? param.paramValue : String(sent);
  }
  return values;
}

/** Every row the report's SQL answers for the request's parameters, or the engine's refusal. */
export async function reportRecords(store: Store, report: OnlineReportRecord, query: Record<string, unknown>): Promise<ReportRecord[] | SqlRefused> {
  try {
    return (await runReportSql(store, report.cgrSql, { values: parameterValues(report, query) })).records;
  } catch (error) {
    if (error instanceof SqlRefused) return error;
    throw error;
  }
}

/** The report's page for a request, or the message of why there is none. */
export async function reportPage(store: Store, report: OnlineReportRecord, query: Record<string, unknown>): Promise<Schema<'ReportDataPage'> | string> {
  const rows = await reportRecords(store, report, query);
  if (rows instanceof SqlRefused) return rows.message;
  // Every column sorts; only the searchable ones filter (the others are reserved so the query ignores them).
  const fields = Object.fromEntries(report.items.map((item) => [item.fieldName, { type: REPORT_FIELD_TYPES[item.fieldType] }])) as EntityFields;
  const reserved = report.items.filter((item) => item.isSearch !== 1).map((item) => item.fieldName);
  const page = pageAnswer(rows, query, fields, { reserved });
  if (page instanceof QueryError) return page.message;
  return page;
}

/** The shown columns with the dictionaries of their dictionary columns (getRpColumns, getColumnsAndData). */
export function reportColumns(store: Store, report: OnlineReportRecord): { columns: Schema<'ReportColumn'>[]; dictOptions: Record<string, Schema<'DictItem'>[]> } {
  const dictOptions: Record<string, Schema<'DictItem'>[]> = {};
  const columns = shownItems(report).map((item) => {
    const column: Schema<'ReportColumn'> = { title: item.fieldTxt, dataIndex: item.fieldName, align: 'center' };
    if (item.fieldType === 'Integer' || item.fieldType === 'Long' || item.fieldType === 'Date' || item.isOrder === 1) column.sorter = 'true';
    if (item.dictCode) {
      dictOptions[item.fieldName] = store.dictItems(item.dictCode);
      column.customRender = item.fieldName;
    }
    return column;
  });
  return { columns, dictOptions };
}
