// What 分类字典 searches by and which buttons its permissions govern.
import type { SearchSchema } from '@/widgets/list-page';

export const CATEGORY_SCREEN = 'system/SysCategoryList';

export const CATEGORY_SEARCH: SearchSchema = [
  { kind: 'text', name: 'name', label: '名称', match: 'like' },
  { kind: 'text', name: 'code', label: '编码', match: 'like' },
];

/** Upstream's rootList sorts by code. */
export const CATEGORY_DEFAULT_SORT = { column: 'code', order: 'asc' } as const;

export const CategoryPermission = {
  add: 'category:add',
  edit: 'category:edit',
  delete: 'category:delete',
} as const;
