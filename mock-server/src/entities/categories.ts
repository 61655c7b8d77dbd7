// 分类字典 (sys_category) on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

export const CATEGORY_FIELDS = {
  id: { type: 'string' },
  pid: { type: 'string' },
  name: { type: 'string' },
  code: { type: 'string' },
  hasChild: { type: 'string' },
  sysOrgCode: { type: 'string' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

/** sys_category on the entity kit: a tree deleted for good (no del_flag); new categories go last, as upstream lists them. */
export const categories = defineEntity({
  table: (data) => data.categories,
  fields: CATEGORY_FIELDS,
  list: { defaultSort: { column: 'code', order: 'asc' }, reserved: ['pid'], code: 0 },
  newRows: 'last',
});
