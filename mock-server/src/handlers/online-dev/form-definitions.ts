// The designer's save of a whole definition (addAll, editAll) and 同步数据库 (doDbSynch).
import { NO_ENTITY } from '../../entity/answers.js';
import { fail, ok } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import type { OnlineFieldRecord, OnlineFormRecord } from '../../store/records/online-dev.js';
import type { Handler } from '../../types.js';
import { definitionProblem } from './design-rules.js';
import { fieldFrom, formOf, headFrom, headView, indexFrom, linkSub } from './design-records.js';
import { newForm } from './form-heads.js';
import { columnOf, syncTable } from './table-sync.js';

const idsOf = (raw: string | string[] | undefined): Set<string> =>
  new Set((Array.isArray(raw) ? raw : (raw ?? '').split(',')).map((id) => id.trim()).filter(Boolean));

export const onlineCgformApiAddAll: Handler<'onlineCgformApiAddAll'> = ({ body, session }, { store, now }) => {
  const head = headFrom(body.head);
  const fields = body.fields.map((field, index) => fieldFrom(field, index));
  const indexes = (body.indexs ?? []).map((index) => indexFrom(index));
  const problem = definitionProblem(store, head, fields, indexes);
  if (problem) return fail(problem);
  const form = newForm(store, { ...head, subTableStr: '', fields, indexes }, session?.username ?? '', now());
  linkSub(store, form);
  return ok(headView(form), { code: 200, message: '添加成功' });
};

/** Whether the table must change for these fields (a column added, removed or resized), not just the page. */
function tableChanged(form: OnlineFormRecord, tableName: string, fields: OnlineFieldRecord[]): boolean {
  if (tableName !== form.tableName) return true;
  const key = (list: OnlineFieldRecord[]) => JSON.stringify(list.map(columnOf).sort((a, b) => a.name.localeCompare(b.name)));
  return key(form.fields) !== key(fields);
}

export const onlineCgformApiEditAll: Handler<'onlineCgformApiEditAll'> = ({ body, session }, { store, now }) => {
  const form = formOf(store, body.head.id);
  if (!form) return fail(NO_ENTITY);
  const head = headFrom(body.head, form);
  const deletedFields = idsOf(body.deleteFieldIds);
  const deletedIndexes = idsOf(body.deleteIndexIds);
  const sentFields = body.fields.map((field, index) => fieldFrom(field, index, form.fields.find((stored) => stored.id === field.id)));
  const sentFieldIds = new Set(sentFields.map((field) => field.id));
  const fields = [...form.fields.filter((field) => !deletedFields.has(field.id) && !sentFieldIds.has(field.id)), ...sentFields];
  const sentIndexes = (body.indexs ?? []).map((index) => indexFrom(index, form.indexes.find((stored) => stored.id === index.id)));
  const sentIndexIds = new Set(sentIndexes.map((index) => index.id));
  const indexes = [...form.indexes.filter((index) => !deletedIndexes.has(index.id) && !sentIndexIds.has(index.id)), ...sentIndexes];
  const problem = definitionProblem(store, head, fields, indexes, form.id);
  if (problem) return fail(problem);
  const previousName = form.tableName;
  if (tableChanged(form, head.tableName, fields)) Object.assign(form, { isDbSynch: 'N', tableVersion: form.tableVersion + 1 });
  Object.assign(form, head, { fields, indexes, updateBy: session?.username ?? null, updateTime: dateTimeText(now()) });
  linkSub(store, form, previousName);
  return ok(headView(form), { code: 200, message: '全部修改成功' });
};

export const onlineCgformApiDoDbSynch: Handler<'onlineCgformApiDoDbSynch'> = ({ params }, { store }) => {
  const form = formOf(store, params.code);
  if (!form) return fail(NO_ENTITY);
  if (form.tableType === 3 && !form.fields.some((field) => field.mainTable && field.mainField)) {
    return fail(`附表「${form.tableName}」缺少外键：请在外键页为一个字段填写主表和主表字段`);
  }
  const outcome = syncTable(form, form.fields, params.synMethod);
  Object.assign(form, { dbColumns: outcome.dbColumns, rows: outcome.rows, isDbSynch: 'Y' });
  const { dbColumns: _columns, rows, ...report } = outcome;
  return ok({ tableName: form.tableName, synMethod: params.synMethod, rows: rows.length, ...report }, { code: 200, message: '同步数据库成功!' });
};
