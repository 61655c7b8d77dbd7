// Online reports (cgreport, jeecg-facts §10.2): columns, query fields and paged data of the seeded reports.
import { fail, ok } from '../../envelope.js';
import type { EntityFields, FieldType } from '../../query/field-types.js';
import { QueryError } from '../../query/list-query.js';
import { reportRows } from '../../store/dashboard.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { ENTITY_MISSING, reportById, pageAnswer } from './online-fields.js';
import type { OnlineReportItemRecord, OnlineReportRecord } from '../../store/records/online-dev.js';
import { onlineReports } from '../../entities/online-dev.js';

const shownItems = (report: OnlineReportRecord): OnlineReportItemRecord[] =>
  [...report.items].filter((item) => item.isShow === 1).sort((a, b) => a.orderNum - b.orderNum);

export const onlineCgreportApiGetRpColumns: Handler<'onlineCgreportApiGetRpColumns'> = ({ params }, { store }) => {
  const report = onlineReports.all(store).find((r) => r.code === params.code);
  if (!report) return fail(ENTITY_MISSING);
  const dictOptions: Record<string, Schema<'DictItem'>[]> = {};
  const columns = shownItems(report).map((item) => {
    const column: Schema<'ReportColumn'> = { title: item.fieldTxt, dataIndex: item.fieldName, align: 'center' };
    if (item.fieldType === 'Integer' || item.fieldType === 'Long' || item.fieldType === 'Date') column.sorter = 'true';
    if (item.dictCode) {
      dictOptions[item.fieldName] = store.dictItems(item.dictCode);
      column.customRender = item.fieldName;
    }
    return column;
  });
  return ok({ columns, dictOptions, cgRpConfigId: report.id, cgRpConfigName: report.name });
};

export const onlineCgreportApiGetQueryInfo: Handler<'onlineCgreportApiGetQueryInfo'> = ({ params }, { store }) => {
  const report = reportById(store, params.cgRpConfigId);
  const searchable = report ? [...report.items].filter((item) => item.isSearch === 1).sort((a, b) => a.orderNum - b.orderNum) : [];
  return ok(
    searchable.map((item, index) => {
      const entry: Schema<'ReportQueryField'> = {
        label: item.fieldTxt,
        field: item.fieldName,
        mode: item.searchMode ?? 'single',
        view: item.dictCode ? 'list' : (item.fieldType.toLowerCase() as Schema<'ReportQueryField'>['view']),
      };
      if (item.dictCode) entry.dictCode = item.dictCode;
      if (index >= 2) entry.hidden = '1';
      return entry;
    }),
  );
};

const REPORT_FIELD_TYPES: Record<OnlineReportItemRecord['fieldType'], FieldType> = { String: 'string', Integer: 'number', Long: 'number', Double: 'number', Date: 'date' };

export const onlineCgreportApiGetData: Handler<'onlineCgreportApiGetData'> = ({ params, query }, { store }) => {
  const report = reportById(store, params.cgRpConfigId);
  if (!report) return fail(ENTITY_MISSING);
  const raw = query as Record<string, unknown>;
  // Report parameters (`self_<name>`, default paramValue) restrict their column, as `${name}` in the report's SQL.
  let rows = reportRows(store, report);
  for (const param of report.params) {
    const sent = raw[`self_${param.paramName}`];
    const value = sent === undefined || sent === null ? param.paramValue : String(sent);
    if (value !== '') rows = rows.filter((row) => String(row[param.field] ?? '') === value);
  }
  // Every column sorts; only the searchable ones filter (the others are reserved so the query ignores them).
  const fields = Object.fromEntries(report.items.map((item) => [item.fieldName, { type: REPORT_FIELD_TYPES[item.fieldType] }])) as EntityFields;
  const reserved = report.items.filter((item) => item.isSearch !== 1).map((item) => item.fieldName);
  const page = pageAnswer(rows, raw, fields, { reserved });
  if (page instanceof QueryError) return fail(page.message);
  return ok(page as Schema<'OnlineDataPage'>);
};
