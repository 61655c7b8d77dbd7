// 试用期 (/hrm/relation/probation/list, menu component hrm/relation/ProbationList): employees whose probation ends
// within 30 days, or has ended, soonest first, each with 申请转正 unless a request awaits approval.
import { defineResource } from '@/widgets/resource';
import type { Probation } from '../api/lifecycle-api';
import { applicantFields } from './lifecycle-fields';

/** Days left at or under which a probation is about to end (the list's own window). */
export const PROBATION_WARNING_DAYS = 7;

export const probationResource = defineResource<Probation>({
  key: 'probation',
  screen: 'hrm/relation/ProbationList',
  permission: 'hrm:regular',
  defaultSort: { column: 'probationEndDate', order: 'asc' },
  calls: { list: '/hrm/relation/regular/probationList' },
  rowNumbers: 'from-sm',
  tableWidth: 1000,
  actionsWidth: 110,
  fields: [
    ...applicantFields<Probation>(),
    { name: 'type', label: '用工类型', kind: 'list', dictCode: 'employee_type', search: 'eq', column: { width: 90, sorter: false, responsive: ['xl'] } },
    { name: 'probationMonths', label: '试用期(月)', kind: 'number', column: { width: 95, responsive: ['md'] } },
    {
      name: 'probationEndDate',
      label: '试用期截止日',
      kind: 'date',
      search: 'range',
      column: { width: 115, tone: (row) => (row.daysLeft < 0 ? 'danger' : row.daysLeft <= PROBATION_WARNING_DAYS ? 'warning' : undefined) },
    },
    { name: 'daysLeft', label: '剩余天数', kind: 'number', column: { width: 90, tone: (row) => (row.daysLeft < 0 ? 'danger' : row.daysLeft <= PROBATION_WARNING_DAYS ? 'warning' : undefined) } },
    { name: 'applying', label: '转正申请', kind: 'list', options: [{ value: 'true', label: '已申请' }, { value: 'false', label: '未申请' }], query: false, column: { width: 90, sorter: false, responsive: ['sm'] } },
  ],
});
