// Online表单开发's list of definitions (menu component modules/online/cgform/OnlCgformHeadList, path /online/cgform).
import { defineResource } from '@/widgets/resource';
import type { OnlineHead } from '../api/cgform-design-api';

export const TABLE_TYPE_OPTIONS = [
  { value: '1', label: '单表' },
  { value: '2', label: '主表' },
  { value: '3', label: '附表' },
] as const;

export const SYNC_OPTIONS = [
  { value: 'Y', label: '已同步' },
  { value: 'N', label: '未同步' },
] as const;

export const cgformHeadResource = defineResource<OnlineHead>({
  key: 'cgform-head',
  screen: 'modules/online/cgform/OnlCgformHeadList',
  permission: 'online:cgform',
  defaultSort: { column: 'createTime', order: 'desc' },
  // The designer dialog saves through addAll / editAll itself; delete and 移除 are the row's 更多 menu (they name the table).
  calls: { list: '/online/cgform/head/list', add: '/online/cgform/api/addAll', edit: '/online/cgform/api/editAll', deleteBatch: '/online/cgform/head/deleteBatch' },
  rowNumbers: 'from-sm',
  actionsWidth: 108,
  phoneFits: true,
  fields: [
    { name: 'tableName', label: '表名', kind: 'text', search: 'like', column: { ellipsis: true, phoneWidth: 90 } },
    { name: 'tableTxt', label: '表描述', kind: 'text', search: 'like', column: { ellipsis: true, responsive: ['sm'] } },
    { name: 'tableType', label: '表类型', kind: 'list', options: TABLE_TYPE_OPTIONS, search: 'eq', column: { width: 90, responsive: ['md'] } },
    { name: 'tableVersion', label: '版本', kind: 'number', query: false, column: { width: 70, responsive: ['md'] } },
    {
      name: 'isDbSynch',
      label: '同步数据库状态',
      kind: 'list',
      options: SYNC_OPTIONS,
      search: 'eq',
      column: { width: 130, phoneWidth: 80, sorter: false, tone: (row) => (row.isDbSynch === 'N' ? 'danger' : undefined) },
    },
    { name: 'createTime', label: '创建时间', kind: 'datetime', query: false, column: { width: 170, responsive: ['lg'] } },
  ],
});
