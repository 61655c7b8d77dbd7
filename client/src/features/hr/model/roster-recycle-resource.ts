// 花名册回收站 (/mis/employee/rosterRecycleList, menu component mis/employee/RosterRecycleList): the deleted employees,
// searched and shown as the roster is, with who deleted them and when; 取回 puts them back on the roster and 彻底删除
// removes them with their archive (one row or the selection).
import { defineResource } from '@/widgets/resource';
import type { Employee } from '../api/employee-api';
import { rosterResource } from './roster-resource';

const LEFT_OUT: ReadonlySet<string> = new Set(['sex', 'projectId', 'type']);

export const rosterRecycleResource = defineResource<Employee>({
  key: 'roster-recycle',
  screen: 'mis/employee/RosterRecycleList',
  permission: 'hrm:employee',
  // Latest deleted first (hr.yaml misEmployeeRosterRecycleList).
  defaultSort: { column: 'updateTime', order: 'desc' },
  calls: {
    list: '/mis/employee/rosterRecycleList',
    recover: '/mis/employee/recover',
    recoverBatch: '/mis/employee/recoverBatch',
    realDelete: '/mis/employee/realDelete',
  },
  rowNumbers: true,
  tableWidth: 1100,
  searchOrder: rosterResource.searchOrder,
  fields: [
    // The roster's fields, less the columns a recovery does not turn on, so 删除时间 fits beside them.
    ...rosterResource.fields.map((field) => (LEFT_OUT.has(field.name) ? { ...field, column: false as const } : field)),
    { name: 'updateBy', label: '删除人', kind: 'text', query: false, column: { width: 100, sorter: false, responsive: ['lg'] } },
    { name: 'updateTime', label: '删除时间', kind: 'datetime', query: false, column: { width: 170, responsive: ['sm'] } },
  ],
});
