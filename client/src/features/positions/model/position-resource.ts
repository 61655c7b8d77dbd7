// 职务管理 (/isystem/position, menu component system/SysPositionList) as a resource: every field once, its form
// included.
import { defineResource } from '@/widgets/resource';
import type { Position } from '../api/position-api';

export const RANK_DICT = 'position_rank';

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const positionResource = defineResource<Position>({
  key: 'position',
  screen: 'system/SysPositionList',
  permission: 'system:position',
  // Upstream's list sorts positions by createTime, newest first.
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/sys/position/list',
    add: '/sys/position/add',
    edit: '/sys/position/edit',
    delete: '/sys/position/delete',
    deleteBatch: '/sys/position/deleteBatch',
    exportXls: '/sys/position/exportXls',
    importExcel: '/sys/position/importExcel',
  },
  exportName: '职务表',
  rowNumbers: true,
  tableWidth: 720,
  fields: [
    {
      name: 'code',
      label: '职务编码',
      kind: 'text',
      search: 'like',
      column: { ellipsis: true },
      // Unique among positions (the backend's duplicate check), letters, digits, _ and -.
      form: { required: true, pattern: CODE_PATTERN, max: 64, unique: { table: 'sys_position' }, messages: { pattern: '职务编码只能包含字母、数字、下划线和短横线!' } },
    },
    { name: 'name', label: '职务名称', kind: 'text', search: 'like', column: { ellipsis: true }, form: { required: true, max: 100 } },
    { name: 'rank', label: '职级', kind: 'list', dictCode: RANK_DICT, search: 'eq', column: { width: 120 }, form: { required: true } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: { width: 180, responsive: ['md'] } },
  ],
});
