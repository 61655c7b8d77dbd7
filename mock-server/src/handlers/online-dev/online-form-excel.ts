// Excel export and import of an online form's rows: the list fields (dictionary values as their texts) in the
// layout every export here has, so an exported file imports back; an import adds rows as the add form does.
import { dateTimeText } from '../../lib/dates.js';
import { randomId } from '../../lib/ids.js';
import { exportWorkbook, XLSX_TYPE, type ExcelColumn } from '../../crud/excel.js';
import { importRows } from '../../entity/excel-import.js';
import { fail } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import { QueryError } from '../../query/list-query.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import type { OnlineFieldRecord, OnlineFormRecord } from '../../store/records/online-dev.js';
import { ENTITY_MISSING, dictItemsOf, fieldType, pageAnswer } from './online-fields.js';
import { boundRow, formByCode, stamp, type OnlineRowValues } from './online-form-rows.js';
import { fieldAuthOf, lockedFields } from './field-auth.js';

const listFields = (form: OnlineFormRecord) => form.fields.filter((field) => field.isShowList === 1 && field.dbFieldName !== 'id').sort((a, b) => a.orderNum - b.orderNum);

const importFields = (form: OnlineFormRecord) =>
  form.fields
    .filter((field) => field.isShowForm === 1 && field.dbFieldName !== 'id' && !field.mainTable && field.dbFieldName !== form.treeParentIdField && field.dbFieldName !== form.treeIdField)
    .sort((a, b) => a.orderNum - b.orderNum);

const columnsOf = (fields: OnlineFieldRecord[]): ExcelColumn[] => fields.map((field) => ({ header: field.dbFieldTxt, key: field.dbFieldName }));

/** value → text of each dictionary field. */
function dictTexts(store: Store, fields: OnlineFieldRecord[]): Map<string, Map<string, string>> {
  const texts = new Map<string, Map<string, string>>();
  for (const field of fields) {
    const items = dictItemsOf(store, field);
    if (items) texts.set(field.dbFieldName, new Map(items.map((item) => [String(item.value), String(item.text ?? item.title ?? item.value)])));
  }
  return texts;
}

/** The list's query: upstream's `paramsStr` (JSON) with the parameters sent plainly. */
function queryOf(raw: Record<string, unknown>): Record<string, unknown> | string {
  const { paramsStr, ...plain } = raw;
  if (typeof paramsStr !== 'string' || paramsStr.trim() === '') return plain;
  try {
    const parsed: unknown = JSON.parse(paramsStr);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'paramsStr不是合法的JSON';
    return { ...plain, ...(parsed as Record<string, unknown>) };
  } catch {
    return 'paramsStr不是合法的JSON';
  }
}

export const onlineCgformApiExportXls: Handler<'onlineCgformApiExportXls'> = async ({ params, query, session }, { store, now }) => {
  const form = formByCode(store, params.code);
  if (!form) return fail(ENTITY_MISSING);
  const request = queryOf(query as Record<string, unknown>);
  if (typeof request === 'string') return fail(request);
  const { selections, pageNo: _pageNo, pageSize: _pageSize, ...filters } = request;
  const picked = typeof selections === 'string' && selections !== '' ? new Set(selections.split(',')) : null;
  const fields = Object.fromEntries(form.fields.map((field) => [field.dbFieldName, { type: fieldType(field) }])) as EntityFields;
  const defaultSort = fields.create_time ? { column: 'create_time', order: 'desc' as const } : { column: 'id', order: 'desc' as const };
  const source = picked ? form.rows.filter((row) => picked.has(row.id as string)) : form.rows;
  const page = pageAnswer(source, { ...(picked ? {} : filters), pageSize: -521 }, fields, { defaultSort });
  if (page instanceof QueryError) return fail(page.message);
  const { hidden } = fieldAuthOf(store, form, session?.username);
  const shown = listFields(form).filter((field) => !hidden.has(field.dbFieldName));
  const texts = dictTexts(store, shown);
  const rows = page.records.map((row) => {
    const out: Record<string, unknown> = { ...row };
    for (const [name, map] of texts) {
      const value = row[name];
      if (value !== null && value !== undefined && value !== '') out[name] = String(value).split(',').map((code) => map.get(code) ?? code).join(',');
    }
    return out;
  });
  const buffer = await exportWorkbook(form.tableTxt, columnsOf(shown), rows, `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now())}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `${form.tableTxt}.xlsx` } };
};

export const onlineCgformApiImportXls: Handler<'onlineCgformApiImportXls'> = async ({ params, uploads, session }, ctx) => {
  const form = formByCode(ctx.store, params.code);
  if (!form) return fail(ENTITY_MISSING);
  const locked = lockedFields(fieldAuthOf(ctx.store, form, session?.username));
  const fields = importFields(form).filter((field) => !locked.has(field.dbFieldName));
  // A dictionary field takes its text or its value.
  const values = new Map([...dictTexts(ctx.store, fields)].map(([name, map]) => [name, new Map([...map].map(([value, text]) => [text, value]))]));
  return importRows<OnlineRowValues>(uploads, ctx, {
    columns: columnsOf(fields),
    errorTitle: `${form.tableTxt}导入错误`,
    formOf: (cells) => {
      const sent: Record<string, unknown> = {};
      for (const field of fields) {
        const cell = cells[field.dbFieldName];
        if (cell === undefined) continue;
        sent[field.dbFieldName] = values.get(field.dbFieldName)?.get(cell) ?? cell;
      }
      const bound = boundRow(form, sent, null, locked);
      return 'problem' in bound ? bound.problem : bound.row;
    },
    problemOf: () => null,
    create: (row) => {
      row.id = randomId();
      if (form.isTree === 'Y' && form.treeParentIdField) {
        row[form.treeParentIdField] = '0';
        if (form.treeIdField) row[form.treeIdField] = '0';
      }
      stamp(form, row, session?.username ?? '', ctx.now(), true);
      form.rows.push(row);
    },
  });
};
