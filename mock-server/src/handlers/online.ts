// Online (low-code) form and report APIs (jeecg-facts §10.2): list columns, form structure, query fields and paged
// data of the seeded forms (store.data.onlineForms) and reports (store.data.onlineReports).
import { fail, ok } from '../envelope.js';
import type { EntityFields, FieldType } from '../query/field-types.js';
import { listQuery, QueryError } from '../query/list-query.js';
import { reportRows } from '../store/dashboard.js';
import type { OnlineFieldRecord, OnlineFormRecord, OnlineReportItemRecord, OnlineReportRecord } from '../store/seed/dashboard.js';
import type { Store } from '../store/store.js';
import { tableDictItems } from '../store/table-dict.js';
import type { Handler } from '../types.js';
import type { Schema } from '../lib/schema.js';

const ENTITY_MISSING = '实体不存在';

const formById = (store: Store, id: string): OnlineFormRecord | undefined => store.data.onlineForms.find((form) => form.id === id);
const reportById = (store: Store, id: string): OnlineReportRecord | undefined => store.data.onlineReports.find((report) => report.id === id);

const NUMERIC_DB_TYPES = new Set(['int', 'double', 'BigDecimal']);
const SORTABLE_DB_TYPES = new Set(['int', 'double', 'BigDecimal', 'Date']);

function fieldType(field: OnlineFieldRecord): FieldType {
  if (NUMERIC_DB_TYPES.has(field.dbType)) return 'number';
  if (field.dbType === 'Date') return 'date';
  if (field.dbType === 'Datetime') return 'datetime';
  return 'string';
}

/** The items of a field's dictionary: a table dictionary when `dictTable` is set, else the dictionary `dictField`. */
function dictItemsOf(store: Store, field: { dictField: string; dictTable: string; dictText: string }): Schema<'DictItem'>[] | null {
  if (!field.dictField) return null;
  if (!field.dictTable) return store.dictItems(field.dictField);
  const answer = tableDictItems(store, `${field.dictTable},${field.dictText},${field.dictField}`);
  return 'items' in answer ? answer.items : [];
}

function pageAnswer<T extends object>(rows: T[], query: Record<string, unknown>, fields: EntityFields, options: Parameters<typeof listQuery>[3]) {
  try {
    const page = listQuery(rows, query, fields, options);
    return { total: page.total, records: page.records };
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
}

export const onlineCgformApiGetData: Handler<'onlineCgformApiGetData'> = ({ params, query }, { store }) => {
  const form = formById(store, params.formId);
  if (!form) return fail(ENTITY_MISSING);
  const fields = Object.fromEntries(form.fields.map((field) => [field.dbFieldName, { type: fieldType(field) }])) as EntityFields;
  const defaultSort = fields.create_time ? { column: 'create_time', order: 'desc' as const } : { column: 'id', order: 'desc' as const };
  const page = pageAnswer(form.rows, query as Record<string, unknown>, fields, { defaultSort });
  if (page instanceof QueryError) return fail(page.message);
  return ok(page as Schema<'OnlineDataPage'>, { code: 0 });
};

export const onlineCgformApiGetColumns: Handler<'onlineCgformApiGetColumns'> = ({ params }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail(ENTITY_MISSING);
  const dictOptions: Record<string, Schema<'DictItem'>[]> = {};
  const columns = [...form.fields]
    .filter((field) => field.isShowList === 1 && field.dbFieldName !== 'id')
    .sort((a, b) => a.orderNum - b.orderNum)
    .map((field) => {
      const column: Schema<'OnlineColumn'> = { title: field.dbFieldTxt, dataIndex: field.dbFieldName, align: 'center' };
      const items = dictItemsOf(store, field);
      if (items) {
        dictOptions[field.dbFieldName] = items;
        column.customRender = field.dbFieldName;
      }
      if (field.fieldShowType === 'date') column.scopedSlots = { customRender: 'dateSlot' };
      if (SORTABLE_DB_TYPES.has(field.dbType)) column.sorter = true;
      return column;
    });
  return ok(
    { columns, dictOptions, formTemplate: form.formTemplate, description: form.tableTxt, currentTableName: form.tableName, cgButtonList: [], hideColumns: [] },
    { code: 0 },
  );
};

function formProperty(field: OnlineFieldRecord): Schema<'OnlineFormProperty'> {
  const property: Schema<'OnlineFormProperty'> = {
    title: field.dbFieldTxt,
    view: field.fieldShowType,
    type: field.dbType === 'int' ? 'integer' : NUMERIC_DB_TYPES.has(field.dbType) ? 'number' : 'string',
    order: field.orderNum,
  };
  if (property.type === 'string') property.maxLength = field.dbLength;
  if (field.dictField) property.dictCode = field.dictField;
  if (field.dictTable) Object.assign(property, { dictTable: field.dictTable, dictText: field.dictText });
  return property;
}

export const onlineCgformApiGetFormItem: Handler<'onlineCgformApiGetFormItem'> = ({ params }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail('表不存在');
  const shown = [...form.fields].filter((field) => field.isShowForm === 1 && field.dbFieldName !== 'id').sort((a, b) => a.orderNum - b.orderNum);
  const { fields: _fields, rows: _rows, ...head } = form;
  return ok(
    {
      schema: {
        type: 'object' as const,
        required: shown.filter((field) => field.dbIsNull === 0).map((field) => field.dbFieldName),
        properties: Object.fromEntries(shown.map((field) => [field.dbFieldName, formProperty(field)])),
        table: form.tableName,
      },
      head,
    },
    { code: 0 },
  );
};

export const onlineCgformApiGetQueryInfo: Handler<'onlineCgformApiGetQueryInfo'> = ({ params }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail('查询失败');
  const fields = [...form.fields].filter((field) => field.isQuery === 1).sort((a, b) => a.orderNum - b.orderNum);
  return ok(
    fields.map((field, index) => {
      const entry: Schema<'OnlineQueryField'> = { label: field.dbFieldTxt, field: field.dbFieldName, mode: field.queryMode, view: field.fieldShowType };
      if (field.dictField) entry.dictCode = field.dictField;
      if (field.dictTable) Object.assign(entry, { dictTable: field.dictTable, dictText: field.dictText });
      if (index >= 2) entry.hidden = '1';
      return entry;
    }),
  );
};

const shownItems = (report: OnlineReportRecord): OnlineReportItemRecord[] =>
  [...report.items].filter((item) => item.isShow === 1).sort((a, b) => a.orderNum - b.orderNum);

export const onlineCgreportApiGetRpColumns: Handler<'onlineCgreportApiGetRpColumns'> = ({ params }, { store }) => {
  const report = store.data.onlineReports.find((r) => r.code === params.code);
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
