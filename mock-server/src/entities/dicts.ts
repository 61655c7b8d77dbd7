// The dictionaries table (sys_dict) on the entity kit: its query fields, the list's defaults and the soft delete
// that fills the recycle bin; and the items (sys_dict_item), kept inside their dictionary (DictRecord.items).
import { defineEntity, defineNested } from '../entity/entity.js';
import type { Schema } from '../lib/schema.js';
import type { EntityFields } from '../query/field-types.js';
import type { Store } from '../store/store.js';
import type { DictItemRecord, DictRecord } from '../store/records/dictionaries.js';

const DICT_FIELDS = {
  id: { type: 'string' },
  dictName: { type: 'string' },
  dictCode: { type: 'string' },
  description: { type: 'string' },
  type: { type: 'number' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const dicts = defineEntity({
  table: (data) => data.dicts,
  fields: DICT_FIELDS,
  list: { defaultSort: { column: 'createTime', order: 'desc' }, code: 0 },
  deletedFlag: 1,
});

export const DICT_ITEM_FIELDS: EntityFields = {
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

/** sys_dict_item rows, kept inside their dictionary (DictRecord.items): audit-stamped writes, new items last. */
export const dictItems = defineNested<DictItemRecord>({ newRows: 'last' });

export const DICT_CODE_TAKEN = '操作失败，字典编码已存在';

/** Codes stay unique across the recycle bin too (sys_dict.dict_code has a unique index upstream). */
export const dictCodeTaken = (store: Store, code: string, except?: string): boolean => dicts.all(store).some((d) => d.dictCode === code && d.id !== except);

/** A dictionary as the lists answer it: without its items. */
export const dictRow = ({ items: _items, ...dict }: DictRecord): Schema<'SysDict'> => dict;
