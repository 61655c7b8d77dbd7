// What 分类字典 searches by and which buttons its permissions govern.
import type { SearchSchema } from '@/widgets/list-page';
import type { QueryField } from '@/widgets/query-builder';

export const CATEGORY_SCREEN = 'system/SysCategoryList';

export const CATEGORY_SEARCH: SearchSchema = [
  { kind: 'text', name: 'name', label: '名称', match: 'like' },
  { kind: 'text', name: 'code', label: '编码', match: 'like' },
];

/** The advanced query's fields; the root list applies them to the top level. */
export const CATEGORY_QUERY_FIELDS: QueryField[] = [
  { value: 'name', text: '分类名称', type: 'string' },
  { value: 'code', text: '分类编码', type: 'string' },
];

/** Upstream's rootList sorts by code. */
export const CATEGORY_DEFAULT_SORT = { column: 'code', order: 'asc' } as const;

export const CategoryPermission = {
  add: 'category:add',
  edit: 'category:edit',
  delete: 'category:delete',
} as const;
