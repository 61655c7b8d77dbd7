// 数据字典 maintenance: dictionaries and their items (SysDictController, SysDictItemController).
import { pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import { randomId } from '../../lib/ids.js';
import type { DictRecord } from '../../store/core-data.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { NO_ENTITY, success } from '../../entity/answers.js';
import { created, updated } from '../../entity/audit.js';

const DICT_FIELDS: EntityFields = {
  id: { type: 'string' },
  dictName: { type: 'string' },
  dictCode: { type: 'string' },
  description: { type: 'string' },
  type: { type: 'number' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};

const DICT_ITEM_FIELDS: EntityFields = {
  id: { type: 'string' },
  dictId: { type: 'string' },
  itemText: { type: 'string' },
  itemValue: { type: 'string' },
  description: { type: 'string' },
  sortOrder: { type: 'number' },
  status: { type: 'number', dict: 'dict_item_status' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};

const DICT_CODE_TAKEN = '操作失败，字典编码已存在';

const VALUE_TAKEN = '该值不可用，系统中已存在！';

const dictRow = ({ items: _items, ...dict }: DictRecord): Schema<'SysDict'> => ({ ...dict, delFlag: 0 });

export const sysDictList: Handler<'sysDictList'> = ({ query }, { store }) => {
  return pageOf(store, store.data.dicts.map(dictRow), query, DICT_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, code: 0 });
};

export const sysDictAdd: Handler<'sysDictAdd'> = ({ body, session }, { store, now }) => {
  if (store.data.dicts.some((d) => d.dictCode === body.dictCode)) return fail(DICT_CODE_TAKEN);
  store.data.dicts.push({
    id: randomId(),
    dictCode: body.dictCode,
    dictName: body.dictName,
    description: body.description ?? null,
    type: body.type === 1 ? 1 : 0,
    ...created(session?.username, now()),
    items: [],
  });
  return success('保存成功！');
};

export const sysDictEdit: Handler<'sysDictEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const dict = store.data.dicts.find((d) => d.id === body.id);
  if (!dict) return fail(NO_ENTITY);
  if (store.data.dicts.some((d) => d.dictCode === body.dictCode && d.id !== dict.id)) return fail(DICT_CODE_TAKEN);
  Object.assign(dict, {
    dictCode: body.dictCode,
    dictName: body.dictName,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.type !== undefined && body.type !== null ? { type: body.type } : {}),
    ...updated(session?.username, now()),
  });
  return success('编辑成功!');
};

export const sysDictDelete: Handler<'sysDictDelete'> = ({ query }, { store }) => {
  const before = store.data.dicts.length;
  store.data.dicts = store.data.dicts.filter((d) => d.id !== query.id);
  return store.data.dicts.length < before ? success('删除成功!') : fail('删除失败!');
};

export const sysDictItemList: Handler<'sysDictItemList'> = ({ query }, { store }) => {
  const rows = store.data.dicts.flatMap((dict) => dict.items.map((item) => ({ ...item, dictId: dict.id })));
  return pageOf(store, rows, query, DICT_ITEM_FIELDS, { defaultSort: { column: 'sortOrder', order: 'asc' }, code: 0 });
};

function itemProblem(dict: DictRecord, value: string, itemId: string | null): string | null {
  return dict.items.some((item) => item.itemValue === value && item.id !== itemId) ? VALUE_TAKEN : null;
}

export const sysDictItemAdd: Handler<'sysDictItemAdd'> = ({ body, session }, { store, now }) => {
  const dict = store.data.dicts.find((d) => d.id === body.dictId);
  if (!dict) return fail('操作失败，字典不存在');
  const problem = itemProblem(dict, body.itemValue, null);
  if (problem) return fail(problem);
  dict.items.push({
    id: randomId(),
    itemValue: body.itemValue,
    itemText: body.itemText,
    sortOrder: body.sortOrder ?? dict.items.reduce((max, item) => Math.max(max, item.sortOrder), 0) + 1,
    status: body.status === 0 ? 0 : 1,
    description: body.description ?? null,
    ...created(session?.username, now()),
  });
  return success('保存成功！');
};

export const sysDictItemEdit: Handler<'sysDictItemEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const dict = store.data.dicts.find((d) => d.items.some((item) => item.id === body.id));
  const item = dict?.items.find((i) => i.id === body.id);
  if (!dict || !item) return fail(NO_ENTITY);
  const problem = itemProblem(dict, body.itemValue, item.id);
  if (problem) return fail(problem);
  Object.assign(item, {
    itemValue: body.itemValue,
    itemText: body.itemText,
    ...(body.sortOrder !== undefined && body.sortOrder !== null ? { sortOrder: body.sortOrder } : {}),
    ...(body.status !== undefined && body.status !== null ? { status: body.status } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...updated(session?.username, now()),
  });
  return success('编辑成功!');
};

export const sysDictItemDelete: Handler<'sysDictItemDelete'> = ({ query }, { store }) => {
  const dict = store.data.dicts.find((d) => d.items.some((item) => item.id === query.id));
  if (!dict) return fail(NO_ENTITY);
  dict.items = dict.items.filter((item) => item.id !== query.id);
  return success('删除成功!');
};
