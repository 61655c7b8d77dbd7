// The writes and single-row reads of online forms at run time: add / edit (with sub-table rows), one row with its
// sub rows, delete (batch: comma ids), the sub-tables' rows of a main row, a tree form's levels, custom buttons.
import { fail, ok } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import { QueryError } from '../../query/list-query.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { randomId } from '../../lib/ids.js';
import { ENTITY_MISSING, fieldType, pageAnswer } from './online-fields.js';
import { fieldAuthOf, lockedFields, visibleRow } from './field-auth.js';
import { boundRow, formByCode, formByTable, idsToDelete, preparedSubs, recordOf, refreshHasChild, stamp, subTablesOf, writeSubs } from './online-form-rows.js';
import type { OnlineCell, OnlineFormRecord } from '../../store/records/online-dev.js';

export const ROW_MISSING = '未找到对应数据';

const asBody = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});

export const onlineCgformApiFormPost: Handler<'onlineCgformApiFormPost'> = ({ params, body, session }, { store, now }) => {
  const form = formByCode(store, params.code);
  if (!form) return fail(ENTITY_MISSING);
  const sent = asBody(body);
  const bound = boundRow(form, sent, null, lockedFields(fieldAuthOf(store, form, session?.username)));
  if ('problem' in bound) return fail(bound.problem);
  const subs = preparedSubs(store, form, sent, null);
  if ('problem' in subs) return fail(subs.problem);
  const { row } = bound;
  const id = randomId();
  row.id = id;
  const { treeParentIdField: pid } = form;
  if (form.isTree === 'Y' && pid) {
    const parent = typeof sent[pid] === 'string' && sent[pid] !== '' ? (sent[pid] as string) : '0';
    if (parent !== '0' && !form.rows.some((other) => other.id === parent)) return fail('父级节点不存在');
    row[pid] = parent;
    if (form.treeIdField) row[form.treeIdField] = '0';
  }
  const username = session?.username ?? '';
  stamp(form, row, username, now(), true);
  form.rows.push(row);
  if (pid) refreshHasChild(form, row[pid] ?? null);
  writeSubs(subs, id, username, now());
  return ok(id, { code: 200, message: '添加成功！' });
};

export const onlineCgformApiFormPut: Handler<'onlineCgformApiFormPut'> = ({ params, body, session }, { store, now }) => {
  const form = formByCode(store, params.code);
  if (!form) return fail(ENTITY_MISSING);
  const sent = asBody(body);
  const id = sent.id === undefined || sent.id === null ? '' : String(sent.id);
  if (!id) return fail('参数错误：id 不能为空');
  const index = form.rows.findIndex((row) => row.id === id);
  const stored = form.rows[index];
  if (!stored) return fail(ROW_MISSING);
  const bound = boundRow(form, sent, stored, lockedFields(fieldAuthOf(store, form, session?.username)));
  if ('problem' in bound) return fail(bound.problem);
  const subs = preparedSubs(store, form, sent, id);
  if ('problem' in subs) return fail(subs.problem);
  const username = session?.username ?? '';
  const row = { ...bound.row, id };
  stamp(form, row, username, now(), false);
  form.rows[index] = row;
  writeSubs(subs, id, username, now());
  return ok('修改成功！', { code: 200, message: '修改成功！' });
};

export const onlineCgformApiFormGet: Handler<'onlineCgformApiFormGet'> = ({ params, session }, { store }) => {
  const form = formByCode(store, params.code);
  if (!form) return fail(ENTITY_MISSING);
  const row = form.rows.find((candidate) => candidate.id === params.id);
  if (!row) return fail(ROW_MISSING);
  return ok(visibleRow(recordOf(store, form, row), fieldAuthOf(store, form, session?.username)) as Schema<'OnlineRecord'>, { code: 200 });
};

export const onlineCgformApiFormDelete: Handler<'onlineCgformApiFormDelete'> = ({ params }, { store }) => {
  const form = formByCode(store, params.code);
  if (!form) return fail(ENTITY_MISSING);
  const ids = idsToDelete(
    form,
    params.id.split(',').map((id) => id.trim()).filter(Boolean),
  );
  if (ids.size === 0) return fail(ROW_MISSING);
  const pid = form.isTree === 'Y' ? form.treeParentIdField : undefined;
  const parents = pid ? new Set(form.rows.filter((row) => ids.has(row.id as string)).map((row) => row[pid] ?? null)) : new Set();
  form.rows = form.rows.filter((row) => !ids.has(row.id as string));
  for (const sub of subTablesOf(store, form)) sub.form.rows = sub.form.rows.filter((row) => !ids.has(row[sub.foreignKey] as string));
  for (const parent of parents) refreshHasChild(form, parent as string);
  return ok('删除成功!', { code: 200, message: '删除成功!' });
};

/** A stored row as the document types it (every row has its id). */
const withId = (row: Record<string, OnlineCell>): Schema<'OnlineRow'> => ({ ...row, id: String(row.id) });

function subTableOf(store: Parameters<typeof formByTable>[0], table: string) {
  const form = formByTable(store, table);
  const link = form?.fields.find((field) => field.mainTable);
  return form && link ? { form, foreignKey: link.dbFieldName } : undefined;
}

export const onlineCgformApiSubform: Handler<'onlineCgformApiSubform'> = ({ params }, { store }) => {
  const sub = subTableOf(store, params.table);
  if (!sub) return fail(ENTITY_MISSING);
  const row = sub.form.rows.find((candidate) => candidate[sub.foreignKey] === params.mainId);
  return ok(row ? withId(row) : null, { code: 200 });
};

export const onlineCgformApiSubformList: Handler<'onlineCgformApiSubformList'> = ({ params }, { store }) => {
  const sub = subTableOf(store, params.table);
  if (!sub) return fail(ENTITY_MISSING);
  return ok(
    sub.form.rows.filter((row) => row[sub.foreignKey] === params.mainId).map(withId),
    { code: 200 },
  );
};

const fieldsOf = (form: OnlineFormRecord): EntityFields => Object.fromEntries(form.fields.map((field) => [field.dbFieldName, { type: fieldType(field) }])) as EntityFields;

export const onlineCgformApiGetTreeData: Handler<'onlineCgformApiGetTreeData'> = ({ params, query }, { store }) => {
  const form = formByCode(store, params.code);
  if (!form) return fail(ENTITY_MISSING);
  const pid = form.treeParentIdField;
  if (form.isTree !== 'Y' || !pid) return fail('该表单不是树表单');
  const raw = { ...(query as Record<string, unknown>) };
  const parent = raw[pid] === undefined || raw[pid] === '' ? '0' : String(raw[pid]);
  delete raw[pid];
  const level = form.rows.filter((row) => String(row[pid] ?? '0') === parent);
  const sortField = form.fields.some((field) => field.dbFieldName === 'sort_no') ? 'sort_no' : 'create_time';
  const page = pageAnswer(level, raw, fieldsOf(form), { defaultSort: { column: sortField, order: 'asc' } });
  if (page instanceof QueryError) return fail(page.message);
  return ok(page as Schema<'OnlineDataPage'>, { code: 0 });
};

export const onlineCgformApiDoButton: Handler<'onlineCgformApiDoButton'> = ({ body }, { store }) => {
  const form = formByCode(store, body.formId);
  if (!form) return fail(ENTITY_MISSING);
  const button = form.buttons?.find((candidate) => candidate.buttonCode === body.buttonCode && candidate.actionType === 'api');
  if (!button) return fail('按钮不存在');
  const ids = new Set(body.dataId.split(',').map((id) => id.trim()).filter(Boolean));
  const rows = form.rows.filter((row) => ids.has(row.id as string));
  if (rows.length === 0) return fail('请先选中一条记录');
  for (const row of rows) Object.assign(row, button.sets ?? {});
  return ok('处理完成!', { code: 200, message: '处理完成!' });
};
