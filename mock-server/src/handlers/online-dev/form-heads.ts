// Online表单开发's list of definitions and what acts on a whole definition: the head alone (add / edit), delete (with
// its table), 移除 (the table stays), copy, the table info, the tables without a definition, fields and indexes.
import { idList } from '../../crud/rows.js';
import { BAD_IDS, NO_ENTITY, success } from '../../entity/answers.js';
import { fail, ok } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import { randomId } from '../../lib/ids.js';
import type { EntityFields } from '../../query/field-types.js';
import { listQuery, QueryError } from '../../query/list-query.js';
import type { Store } from '../../store/store.js';
import type { OnlineFormRecord } from '../../store/records/online-dev.js';
import type { Handler } from '../../types.js';
import { onlineDetachedTables, onlineForms } from '../../entities/online-dev.js';
import { definitionProblem, headProblem } from './design-rules.js';
import { fieldView, formOf, headFrom, headView, linkSub, unlinkTable } from './design-records.js';

const HEAD_FIELDS = {
  tableName: { type: 'string' },
  tableTxt: { type: 'string' },
  tableType: { type: 'number' },
  isDbSynch: { type: 'string' },
  tableVersion: { type: 'number' },
  createTime: { type: 'datetime' },
} satisfies EntityFields;

export const onlineCgformHeadList: Handler<'onlineCgformHeadList'> = ({ query }, { store }) => {
  const heads = onlineForms.all(store).map(headView);
  try {
    const page = listQuery(heads, query as Record<string, unknown>, HEAD_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, reserved: ['copyType'] });
    return ok(page, { code: 0 });
  } catch (error) {
    if (error instanceof QueryError) return fail(error.message);
    throw error;
  }
};

/** A new definition's form record: its table is the one 移除 left under this name, if any, else none yet. */
export function newForm(store: Store, values: Omit<OnlineFormRecord, 'id' | 'isDbSynch' | 'tableVersion' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime' | 'dbColumns' | 'rows' | 'buttons'> & { buttons?: OnlineFormRecord['buttons'] }, username: string, now: number): OnlineFormRecord {
  const detached = onlineDetachedTables.all(store).find((table) => table.tableName === values.tableName);
  if (detached) onlineDetachedTables.removeWhere(store, (table) => table === detached);
  return onlineForms.add(store, {
    ...values,
    id: randomId(),
    buttons: values.buttons ?? [],
    isDbSynch: 'N',
    tableVersion: 1,
    createBy: username,
    createTime: dateTimeText(now),
    updateBy: null,
    updateTime: null,
    dbColumns: detached?.dbColumns ?? [],
    rows: detached?.rows ?? [],
  });
}

export const onlineCgformHeadAdd: Handler<'onlineCgformHeadAdd'> = ({ body, session }, { store, now }) => {
  const head = headFrom(body);
  const problem = headProblem(store, head);
  if (problem) return fail(problem);
  newForm(store, { ...head, fields: [], indexes: [] }, session?.username ?? '', now());
  return success('添加成功！');
};

export const onlineCgformHeadEdit: Handler<'onlineCgformHeadEdit'> = ({ body, session }, { store, now }) => {
  const form = formOf(store, body.id);
  if (!form) return fail(NO_ENTITY);
  const head = headFrom(body, form);
  const problem = headProblem(store, head, form.id);
  if (problem) return fail(problem);
  const previousName = form.tableName;
  if (head.tableName !== previousName) Object.assign(form, { isDbSynch: 'N', tableVersion: form.tableVersion + 1 });
  Object.assign(form, head, { updateBy: session?.username ?? null, updateTime: dateTimeText(now()) });
  linkSub(store, form, previousName);
  return success('编辑成功!');
};

function deleteForms(store: Store, ids: string[]): void {
  const doomed = onlineForms.all(store).filter((form) => ids.includes(form.id));
  onlineForms.removeWhere(store, (form) => doomed.includes(form));
  for (const form of doomed) unlinkTable(store, form.tableName);
}

export const onlineCgformHeadDelete: Handler<'onlineCgformHeadDelete'> = ({ query }, { store }) => {
  if (!formOf(store, query.id)) return fail(NO_ENTITY);
  deleteForms(store, [query.id]);
  return success('删除成功!');
};

export const onlineCgformHeadDeleteBatch: Handler<'onlineCgformHeadDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  deleteForms(store, ids);
  return success('删除成功!');
};

export const onlineCgformHeadRemoveRecord: Handler<'onlineCgformHeadRemoveRecord'> = ({ query }, { store }) => {
  const form = formOf(store, query.id);
  if (!form) return fail(NO_ENTITY);
  // A table that was never synchronised does not exist: nothing is left behind.
  if (form.dbColumns.length > 0) onlineDetachedTables.add(store, { tableName: form.tableName, dbColumns: form.dbColumns, rows: form.rows });
  deleteForms(store, [form.id]);
  return success('移除成功!');
};

function freeCopyName(store: Store, tableName: string): string {
  const taken = new Set(onlineForms.all(store).map((form) => form.tableName));
  for (let n = 1; ; n++) {
    const name = `${tableName}_copy${n}`.slice(0, 64);
    if (!taken.has(name)) return name;
  }
}

export const onlineCgformHeadCopyOnline: Handler<'onlineCgformHeadCopyOnline'> = ({ query, session }, { store, now }) => {
  const source = formOf(store, query.code);
  if (!source) return fail(NO_ENTITY);
  const tableName = query.tableName?.trim() || freeCopyName(store, source.tableName);
  const { id: _id, isDbSynch: _synch, tableVersion: _version, createBy: _by, createTime: _time, updateBy: _ub, updateTime: _ut, dbColumns: _columns, rows: _rows, ...rest } = source;
  const copy = {
    ...structuredClone(rest),
    tableName,
    // A copy of a sub keeps its foreign key, but no main lists it until it is saved in the designer.
    fields: source.fields.map((field) => ({ ...field, id: randomId() })),
    indexes: source.indexes.map((index) => ({ ...index, id: randomId() })),
    buttons: source.buttons.map((button) => ({ ...button, id: randomId() })),
    subTableStr: '',
  };
  const problem = definitionProblem(store, copy, copy.fields, copy.indexes);
  if (problem) return fail(problem);
  const created = newForm(store, copy, session?.username ?? '', now());
  return ok(headView(created), { code: 200, message: '复制成功!' });
};

export const onlineCgformHeadTableInfo: Handler<'onlineCgformHeadTableInfo'> = ({ query }, { store }) => {
  const form = formOf(store, query.code);
  if (!form) return fail(NO_ENTITY);
  const names = form.subTableStr.split(',').filter(Boolean);
  const subs = onlineForms
    .all(store)
    .filter((other) => names.includes(other.tableName))
    .sort((a, b) => a.tabOrderNum - b.tabOrderNum)
    .map(headView);
  return ok({ main: headView(form), subs }, { code: 0 });
};

export const onlineCgformHeadQueryTables: Handler<'onlineCgformHeadQueryTables'> = ({ query }, { store }) => {
  const keyword = query.tableName?.trim() ?? '';
  const tables = onlineDetachedTables
    .all(store)
    .filter((table) => table.tableName.includes(keyword))
    .map((table) => ({ tableName: table.tableName, columns: table.dbColumns.length, rows: table.rows.length }));
  return ok(tables, { code: 0 });
};

export const onlineCgformFieldListByHeadId: Handler<'onlineCgformFieldListByHeadId'> = ({ query }, { store }) => {
  const form = formOf(store, query.headId);
  const fields = form ? [...form.fields].sort((a, b) => a.orderNum - b.orderNum).map((field) => fieldView(form, field)) : [];
  return ok(fields, { code: 0 });
};

export const onlineCgformIndexListByHeadId: Handler<'onlineCgformIndexListByHeadId'> = ({ query }, { store }) => {
  const form = formOf(store, query.headId);
  return ok(form ? form.indexes.map((index) => ({ ...index, cgformHeadId: form.id })) : [], { code: 0 });
};
