// 字典配置: the items of one dictionary (SysDictItemController): list, add, edit, delete and the value check.
import { pageOf } from '../../crud/rows.js';
import { NO_ENTITY, okText, success } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import type { DictRecord } from '../../store/records/dictionaries.js';
import { DICT_ITEM_FIELDS, dictItems, dicts } from '../../entities/dicts.js';

const VALUE_TAKEN = '该值不可用，系统中已存在！';

const valueTaken = (dict: DictRecord, value: string, itemId?: string): boolean => dict.items.some((item) => item.itemValue === value && item.id !== itemId);

const dictHolding = (store: Store, itemId: string): DictRecord | undefined => dicts.all(store).find((d) => d.items.some((item) => item.id === itemId));

export const sysDictItemList: Handler<'sysDictItemList'> = ({ query }, { store }) => {
  const rows = dicts.all(store).flatMap((dict) => dict.items.map((item) => ({ ...item, dictId: dict.id })));
  return pageOf(store, rows, query, DICT_ITEM_FIELDS, { defaultSort: { column: 'sortOrder', order: 'asc' }, code: 0 });
};

export const sysDictItemDictItemCheck: Handler<'sysDictItemDictItemCheck'> = ({ query }, { store }) => {
  const dict = dicts.all(store).find((d) => d.id === query.dictId);
  return dict && valueTaken(dict, query.itemValue, query.id) ? fail(VALUE_TAKEN) : okText('该值可用！');
};

export const sysDictItemAdd: Handler<'sysDictItemAdd'> = ({ body, session }, { store, now }) => {
  const dict = dicts.all(store).find((d) => d.id === body.dictId);
  if (!dict) return fail('操作失败，字典不存在');
  if (valueTaken(dict, body.itemValue)) return fail(VALUE_TAKEN);
  const sortOrder = body.sortOrder ?? dict.items.reduce((max, item) => Math.max(max, item.sortOrder), 0) + 1;
  dictItems.insertInto(
    dict.items,
    { itemValue: body.itemValue, itemText: body.itemText, sortOrder, status: body.status === 0 ? 0 : 1, description: body.description ?? null },
    session,
    now(),
  );
  return success('保存成功！');
};

export const sysDictItemEdit: Handler<'sysDictItemEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const dict = dictHolding(store, body.id);
  const item = dict?.items.find((i) => i.id === body.id);
  if (!dict || !item) return fail(NO_ENTITY);
  if (valueTaken(dict, body.itemValue, item.id)) return fail(VALUE_TAKEN);
  dictItems.update(
    item,
    {
      itemValue: body.itemValue,
      itemText: body.itemText,
      ...(body.sortOrder !== undefined && body.sortOrder !== null ? { sortOrder: body.sortOrder } : {}),
      ...(body.status !== undefined && body.status !== null ? { status: body.status } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    },
    session,
    now(),
  );
  return success('编辑成功!');
};

export const sysDictItemDelete: Handler<'sysDictItemDelete'> = ({ query }, { store }) => {
  const dict = dictHolding(store, query.id);
  if (!dict) return fail(NO_ENTITY);
  dict.items = dict.items.filter((item) => item.id !== query.id);
  return success('删除成功!');
};
