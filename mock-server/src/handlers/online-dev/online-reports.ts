// Online reports at run time (cgreport api, jeecg-facts §10.2): columns, query fields, parameters and the rows of a
// report's SQL run on the SQL engine, one page or all of them as a workbook.
import { exportWorkbook, XLSX_TYPE } from '../../crud/excel.js';
import { fail, ok } from '../../envelope.js';
import type { Schema } from '../../lib/schema.js';
import type { Handler } from '../../types.js';
import { onlineReports } from '../../entities/online-dev.js';
import { ENTITY_MISSING, reportById } from './online-fields.js';
import { reportColumns, reportPage, shownItems } from './report-data.js';
import type { OnlineReportRecord } from '../../store/records/online-dev.js';

export const onlineCgreportApiGetRpColumns: Handler<'onlineCgreportApiGetRpColumns'> = ({ params }, { store }) => {
  const report = onlineReports.all(store).find((r) => r.code === params.code);
  if (!report) return fail(ENTITY_MISSING);
  return ok({ ...reportColumns(store, report), cgRpConfigId: report.id, cgRpConfigName: report.name });
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

export const onlineCgreportApiGetData: Handler<'onlineCgreportApiGetData'> = async ({ params, query }, { store }) => {
  const report = reportById(store, params.cgRpConfigId);
  if (!report) return fail(ENTITY_MISSING);
  const page = await reportPage(store, report, query as Record<string, unknown>);
  return typeof page === 'string' ? fail(page) : ok(page);
};

/** The report's parameters in order, with their report's id. */
export function reportParams(report: OnlineReportRecord): Schema<'OnlineReportParam'>[] {
  return [...report.params].sort((a, b) => a.orderNum - b.orderNum).map((param) => ({ ...param, cgrheadId: report.id }));
}

export const onlineCgreportApiGetParamsInfo: Handler<'onlineCgreportApiGetParamsInfo'> = ({ params }, { store }) => {
  const report = reportById(store, params.id);
  return ok(report ? reportParams(report) : []);
};

export const onlineCgreportApiGetColumnsAndData: Handler<'onlineCgreportApiGetColumnsAndData'> = async ({ params, query }, { store }) => {
  const report = reportById(store, params.id);
  if (!report) return fail(ENTITY_MISSING);
  const data = await reportPage(store, report, query as Record<string, unknown>);
  if (typeof data === 'string') return fail(data);
  const fieldHrefSlots = shownItems(report)
    .filter((item) => item.fieldHref)
    .map((item) => ({ field: item.fieldName, slotName: `fieldHref_${item.fieldName}`, href: item.fieldHref }));
  return ok({ data, ...reportColumns(store, report), cgreportHeadName: report.name, fieldHrefSlots });
};

export const onlineCgreportApiExportXls: Handler<'onlineCgreportApiExportXls'> = async ({ params, query }, { store }) => {
  const report = reportById(store, params.id);
  if (!report) return fail(ENTITY_MISSING);
  const page = await reportPage(store, report, { ...(query as Record<string, unknown>), pageNo: 1, pageSize: -521 });
  if (typeof page === 'string') return fail(page);
  const { columns, dictOptions } = reportColumns(store, report);
  const texts = (field: string, value: unknown) => {
    const items = dictOptions[field];
    if (!items || value === null || value === undefined) return value;
    return String(value).split(',').map((part) => items.find((item) => item.value === part)?.text ?? part).join(',');
  };
  const rows = page.records.map((record) => Object.fromEntries(columns.map((column) => [column.dataIndex, texts(column.dataIndex, record[column.dataIndex])])));
  const excelColumns = columns.map((column) => ({ header: column.title, key: column.dataIndex }));
  const buffer = await exportWorkbook(report.name, excelColumns, rows, `共${rows.length}条`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `${report.name}.xlsx` } };
};
