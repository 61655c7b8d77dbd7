// 数据字典 (/isystem/dict, menu component system/DictList) as a resource: every field once.
import { defineResource } from '@/widgets/resource';
import type { Dictionary } from '../api/dict-api';

export const dictResource = defineResource<Dictionary>({
  key: 'dict',
  screen: 'system/DictList',
  permission: 'system:dict',
  permissions: { import: 'system:dict:importExcel' },
  // Upstream's list sorts dictionaries by createTime, newest first.
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/sys/dict/list',
    add: '/sys/dict/add',
    edit: '/sys/dict/edit',
    delete: '/sys/dict/delete',
    deleteBatch: '/sys/dict/deleteBatch',
    exportXls: '/sys/dict/exportXls',
    importExcel: '/sys/dict/importExcel',
  },
  exportName: '字典信息',
  addLabel: '添加',
  rowNumbers: true,
  tableWidth: 760,
  // 编辑, 字典配置 (with its icon) and 删除 on one line.
  actionsWidth: 230,
  fields: [
    { name: 'dictName', label: '字典名称', kind: 'text', search: 'like', column: { ellipsis: true } },
    { name: 'dictCode', label: '字典编号', kind: 'text', search: 'like', column: { ellipsis: true } },
    { name: 'description', label: '描述', kind: 'text', column: { sorter: false, ellipsis: true, responsive: ['md'] } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: false },
  ],
});

/** The items' permissions (字典配置's drawer) and 刷新缓存's, which is the spec's role:clear:cache (A-TOPBAR-11). */
export const DictPermission = {
  itemAdd: 'system:dict:item:add',
  itemEdit: 'system:dict:item:edit',
  itemDelete: 'system:dict:item:delete',
  refreshCache: 'role:clear:cache',
} as const;
