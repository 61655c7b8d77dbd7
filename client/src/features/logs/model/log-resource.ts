// 日志管理 (/isystem/log, menu component system/LogList) as a resource: 登录日志 (logType 1) and 操作日志 (logType 2)
// in tabs, searched by keyword, date range and (operation logs) operate type; read only.
import { defineResource } from '@/widgets/resource';
import type { SysLog } from '../api/log-api';

export const LOGIN_LOG = '1';
export const OPERATION_LOG = '2';

export const logResource = defineResource<SysLog>({
  key: 'log',
  screen: 'system/LogList',
  permission: 'system:log',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: { list: '/sys/log/list' },
  tabs: { param: 'logType', items: [{ key: LOGIN_LOG, label: '登录日志' }, { key: OPERATION_LOG, label: '操作日志' }] },
  keyword: { name: 'keyWord', label: '搜索日志', placeholder: '请输入搜索关键词' },
  searchOrder: ['createTime', 'operateType'],
  rowNumbers: 'from-sm',
  tableWidth: 900,
  // On a phone: the content, the account and the time (wrapped), without scrolling sideways.
  phoneFits: true,
  fields: [
    { name: 'logContent', label: '日志内容', kind: 'text', column: { ellipsis: true, sorter: false } },
    { name: 'userid', label: '操作人账号', kind: 'text', column: { width: 120, phoneWidth: 90, ellipsis: true, sorter: false } },
    { name: 'username', label: '操作人名称', kind: 'text', column: { width: 120, ellipsis: true, sorter: false, responsive: ['md'] } },
    { name: 'ip', label: 'IP', kind: 'text', column: { width: 140, sorter: false, responsive: ['lg'] } },
    { name: 'costTime', label: '耗时(毫秒)', kind: 'number', query: { type: 'int' }, column: { width: 110, responsive: ['lg'] } },
    {
      name: 'operateType',
      label: '操作类型',
      kind: 'list',
      dictCode: 'operate_type',
      tabs: [OPERATION_LOG],
      search: 'eq',
      query: { dbType: 'int' },
      column: { width: 100, sorter: false, responsive: ['sm'] },
    },
    { name: 'createTime', label: '创建时间', kind: 'datetime', search: 'range', column: { width: 180, phoneWidth: 100 } },
  ],
});
