// What 日志管理 shows per tab: 登录日志 (logType 1) and 操作日志 (logType 2), their search fields and query fields.
import type { SearchSchema } from '@/widgets/list-page';
import type { QueryField } from '@/widgets/query-builder';

export const LOG_SCREEN = 'system/LogList';
export const LOG_TYPE_PARAM = 'logType';
export const LOGIN_LOG = '1';
export const OPERATION_LOG = '2';

export const LOG_TABS = [
  { key: LOGIN_LOG, label: '登录日志' },
  { key: OPERATION_LOG, label: '操作日志' },
];

const COMMON_SEARCH: SearchSchema = [
  { kind: 'text', name: 'keyWord', label: '搜索日志', placeholder: '请输入搜索关键词' },
  { kind: 'date-range', name: 'createTime', label: '创建时间' },
];

export function logSearch(logType: string): SearchSchema {
  return logType === OPERATION_LOG ? [...COMMON_SEARCH, { kind: 'dict', name: 'operateType', label: '操作类型', dictCode: 'operate_type' }] : COMMON_SEARCH;
}

export const LOG_QUERY_FIELDS: QueryField[] = [
  { value: 'logContent', text: '日志内容', type: 'string' },
  { value: 'userid', text: '操作人账号', type: 'string' },
  { value: 'username', text: '操作人名称', type: 'string' },
  { value: 'ip', text: 'IP', type: 'string' },
  { value: 'costTime', text: '耗时(毫秒)', type: 'int' },
  { value: 'operateType', text: '操作类型', type: 'list', dictCode: 'operate_type', dbType: 'int' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

export const NEWEST_FIRST = { column: 'createTime', order: 'desc' } as const;
