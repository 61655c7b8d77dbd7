// What 数据字典 searches and queries by, its default sort and the seeded button permissions.
import type { SearchSchema } from '@/widgets/list-page';
import type { QueryField } from '@/widgets/query-builder';

export const DICT_SCREEN = 'system/DictList';

export const DICT_SEARCH: SearchSchema = [
  { kind: 'text', name: 'dictName', label: '字典名称', match: 'like' },
  { kind: 'text', name: 'dictCode', label: '字典编号', match: 'like' },
];

export const DICT_QUERY_FIELDS: QueryField[] = [
  { value: 'dictName', text: '字典名称', type: 'string' },
  { value: 'dictCode', text: '字典编号', type: 'string' },
  { value: 'description', text: '描述', type: 'string' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

/** Upstream's list sorts dictionaries by createTime, newest first. */
export const DICT_DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;

/** Upstream's seeded perms under 数据字典; 刷新缓存 needs the spec's role:clear:cache (A-TOPBAR-11). */
export const DictPermission = {
  add: 'system:dict:add',
  edit: 'system:dict:edit',
  delete: 'system:dict:delete',
  deleteBatch: 'system:dict:deleteBatch',
  import: 'system:dict:importExcel',
  itemAdd: 'system:dict:item:add',
  itemEdit: 'system:dict:item:edit',
  itemDelete: 'system:dict:item:delete',
  refreshCache: 'role:clear:cache',
} as const;
