// 离职管理 (/hrm/relation/dimission/list, menu component hrm/relation/DimissionList): resignation requests; 通过
// gives the employee the last day and status 离职, ends their contract and closes open regularisations.
import { defineResource } from '@/widgets/resource';
import { employeeLookup } from '@/widgets/employee-lookup';
import type { Dimission } from '../api/lifecycle-api';
import { applicantFields, decisionFields, pendingOnly } from './lifecycle-fields';

export const dimissionResource = defineResource<Dimission>({
  key: 'dimission',
  screen: 'hrm/relation/DimissionList',
  permission: 'hrm:dimission',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/hrm/relation/dimission/list',
    add: '/hrm/relation/dimission/add',
    edit: '/hrm/relation/dimission/edit',
    delete: '/hrm/relation/dimission/delete',
    exportXls: '/hrm/relation/dimission/exportXls',
  },
  allows: pendingOnly,
  addLabel: '离职申请',
  exportName: '离职管理',
  rowNumbers: 'from-sm',
  tableWidth: 960,
  actionsWidth: 230,
  searchOrder: ['name', 'workNo', 'departId', 'dimissionType', 'status', 'leaveDate', 'applyDate'],
  fields: [
    { name: 'employeeId', label: '员工', kind: 'sel_search', lookup: employeeLookup('1,2'), query: false, column: false, form: { required: true, hidden: 'edit', placeholder: '输入姓名或工号搜索在职员工' } },
    ...applicantFields<Dimission>(),
    { name: 'dimissionType', label: '离职类型', kind: 'list', dictCode: 'dimission_type', search: 'eq', column: { width: 110, sorter: false, responsive: ['sm'] }, form: { required: true } },
    { name: 'applyDate', label: '申请日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['xxl'] }, form: { placeholder: '不填则为今天' } },
    { name: 'leaveDate', label: '最后工作日', kind: 'date', search: 'range', column: { width: 110 }, form: { required: true } },
    { name: 'reason', label: '离职原因', kind: 'textarea', query: false, column: { sorter: false, ellipsis: true, responsive: ['xxl'] }, form: { required: true, max: 500, wide: true } },
    { name: 'handoverTo', label: '工作交接人', kind: 'text', column: false, form: { max: 50 } },
    { name: 'handoverContent', label: '交接内容', kind: 'textarea', query: false, column: false, form: { max: 1000, wide: true } },
    { name: 'status', label: '审批状态', kind: 'list', dictCode: 'dimission_status', search: 'eq', column: { width: 90, sorter: false } },
    ...decisionFields<Dimission>(),
  ],
});
