// The description produces what the hand-written 日志管理 had (its search schemas per tab, advanced-query fields and
// columns per tab and width, copied here from the screen before it moved onto the resource kit). The one
// representational difference: the kit states `sorter: false` where the hand-written columns left it out.
import { describe, expect, it } from 'vitest';
import { columnsOf, queryFieldsOf, searchSchemaOf, tabOf, type Resource } from '@/widgets/resource';
import type { SysLog } from '../api/log-api';
import { LOGIN_LOG, logResource, OPERATION_LOG } from './log-resource';

const COMMON_SEARCH = [
  { kind: 'text', name: 'keyWord', label: '搜索日志', placeholder: '请输入搜索关键词' },
  { kind: 'date-range', name: 'createTime', label: '创建时间' },
];

const HAND_WRITTEN_QUERY_FIELDS = [
  { value: 'logContent', text: '日志内容', type: 'string' },
  { value: 'userid', text: '操作人账号', type: 'string' },
  { value: 'username', text: '操作人名称', type: 'string' },
  { value: 'ip', text: 'IP', type: 'string' },
  { value: 'costTime', text: '耗时(毫秒)', type: 'int' },
  { value: 'operateType', text: '操作类型', type: 'list', dictCode: 'operate_type', dbType: 'int' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

function handWrittenColumns(logType: string, isPhone: boolean) {
  return [
    { title: '#', key: 'rowIndex', width: 60, align: 'center', responsive: ['sm'] },
    { title: '日志内容', dataIndex: 'logContent', ellipsis: true },
    { title: '操作人账号', dataIndex: 'userid', width: isPhone ? 90 : 120, ellipsis: true },
    { title: '操作人名称', dataIndex: 'username', width: 120, ellipsis: true, responsive: ['md'] },
    { title: 'IP', dataIndex: 'ip', width: 140, responsive: ['lg'] },
    { title: '耗时(毫秒)', dataIndex: 'costTime', width: 110, sorter: true, responsive: ['lg'] },
    ...(logType === OPERATION_LOG ? [{ title: '操作类型', dataIndex: 'operateType', width: 100, dictText: true, responsive: ['sm'] }] : []),
    { title: '创建时间', dataIndex: 'createTime', width: isPhone ? 100 : 180, sorter: true },
  ];
}

/** The columns without their render functions and with an unsortable column's `sorter: false` left out. */
function comparable(resource: Resource<SysLog>, tab: string, isPhone: boolean) {
  return columnsOf(resource, { tab, isPhone }).map(({ render: _render, sorter, ...column }) => (sorter ? { ...column, sorter } : column));
}

describe('日志管理 as a resource', () => {
  it('opens on 登录日志 unless the address names a tab of the list', () => {
    expect(tabOf(logResource, undefined)).toBe(LOGIN_LOG);
    expect(tabOf(logResource, OPERATION_LOG)).toBe(OPERATION_LOG);
    expect(tabOf(logResource, '9')).toBe(LOGIN_LOG);
  });

  it('searches by keyword and 创建时间 on both tabs, and by 操作类型 on 操作日志 only, as the hand-written screen did', () => {
    expect(searchSchemaOf(logResource, LOGIN_LOG)).toEqual(COMMON_SEARCH);
    expect(searchSchemaOf(logResource, OPERATION_LOG)).toEqual([...COMMON_SEARCH, { kind: 'dict', name: 'operateType', label: '操作类型', dictCode: 'operate_type' }]);
  });

  it('offers the same seven fields to the advanced query, typed as before', () => {
    expect(queryFieldsOf(logResource)).toEqual(HAND_WRITTEN_QUERY_FIELDS);
  });

  it('shows the same columns on each tab, wide and on a phone', () => {
    for (const tab of [LOGIN_LOG, OPERATION_LOG]) {
      for (const isPhone of [false, true]) expect(comparable(logResource, tab, isPhone)).toEqual(handWrittenColumns(tab, isPhone));
    }
  });
});
