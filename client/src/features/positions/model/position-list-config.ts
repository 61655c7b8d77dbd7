// What 职务管理 searches and queries by: the search form's fields and the advanced query's fields.
import type { SearchSchema } from '@/widgets/list-page';
import type { QueryField } from '@/widgets/query-builder';

export const POSITION_SCREEN = 'system/SysPositionList';
export const RANK_DICT = 'position_rank';

export const POSITION_SEARCH: SearchSchema = [
  { kind: 'text', name: 'code', label: '职务编码', match: 'like' },
  { kind: 'text', name: 'name', label: '职务名称', match: 'like' },
  { kind: 'dict', name: 'rank', label: '职级', dictCode: RANK_DICT },
];

export const POSITION_QUERY_FIELDS: QueryField[] = [
  { value: 'code', text: '职务编码', type: 'string' },
  { value: 'name', text: '职务名称', type: 'string' },
  { value: 'rank', text: '职级', type: 'list', dictCode: RANK_DICT },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

/** Upstream's list sorts positions by createTime, newest first. */
export const POSITION_DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;

export const PositionPermission = {
  add: 'system:position:add',
  edit: 'system:position:edit',
  delete: 'system:position:delete',
  deleteBatch: 'system:position:deleteBatch',
  export: 'system:position:export',
  import: 'system:position:import',
} as const;
