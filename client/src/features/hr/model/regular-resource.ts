// 转正管理 (/hrm/relation/regular/list, menu component hrm/relation/RegularList): regularisation requests of
// employees on probation; 通过 makes the employee 正式, 驳回 keeps them 试用 (components/review-link.tsx).
import { defineResource } from '@/widgets/resource';
import { employeeLookup } from '@/widgets/employee-lookup';
import type { Regular } from '../api/lifecycle-api';
import { applicantFields, decisionFields, pendingOnly } from './lifecycle-fields';

export const regularResource = defineResource<Regular>({
  key: 'regular',
  screen: 'hrm/relation/RegularList',
  permission: 'hrm:regular',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/hrm/relation/regular/list',
    add: '/hrm/relation/regular/add',
    edit: '/hrm/relation/regular/edit',
    delete: '/hrm/relation/regular/delete',
    exportXls: '/hrm/relation/regular/exportXls',
  },
  allows: pendingOnly,
  addLabel: '申请转正',
  exportName: '转正管理',
  rowNumbers: 'from-sm',
  tableWidth: 1050,
  actionsWidth: 230,
  searchOrder: ['name', 'workNo', 'departId', 'status', 'regularDate', 'applyDate'],
  fields: [
    { name: 'employeeId', label: '员工', kind: 'sel_search', lookup: employeeLookup('1'), query: false, column: false, form: { required: true, hidden: 'edit', placeholder: '输入姓名或工号搜索试用期员工' } },
    ...applicantFields<Regular>(),
    { name: 'probationEndDate', label: '试用期截止日', kind: 'date', column: { width: 115, responsive: ['md'] } },
    { name: 'applyDate', label: '申请日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['xxl'] }, form: { placeholder: '不填则为今天' } },
    { name: 'regularDate', label: '转正日期', kind: 'date', search: 'range', column: { width: 110 }, form: { required: true } },
    { name: 'assessScore', label: '考核得分', kind: 'number', column: { width: 90, responsive: ['lg'] }, form: { pattern: /^(\d{1,2}|100)$/, messages: { pattern: '考核得分为0-100的整数' } } },
    { name: 'selfEvaluation', label: '试用期工作总结', kind: 'textarea', query: false, column: false, form: { max: 1000, wide: true } },
    { name: 'status', label: '审批状态', kind: 'list', dictCode: 'regular_status', search: 'eq', column: { width: 90, sorter: false } },
    ...decisionFields<Regular>(),
  ],
});
