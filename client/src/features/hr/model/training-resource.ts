// 培训记录 (/hrm/training/list, menu component hrm/training/TrainingList): the trainings of roster employees, latest
// start first; searched by employee, course, type, result and start date; 新增 / 编辑 in the form (end not before the
// start, hours above 0 and at most 1000), a certificate or other attachment uploaded to the training folder; export
// and import.
import { defineResource } from '@/widgets/resource';
import { employeeLookup } from '@/widgets/employee-lookup';
import type { Training } from '../api/records-api';
import { personFields } from './lifecycle-fields';
import { MAX_AMOUNT } from './reward-punish-resource';

export const MAX_HOURS = 1000;

export const trainingResource = defineResource<Training>({
  key: 'training',
  screen: 'hrm/training/TrainingList',
  permission: 'hrm:training',
  defaultSort: { column: 'startDate', order: 'desc' },
  calls: {
    list: '/hrm/training/list',
    add: '/hrm/training/add',
    edit: '/hrm/training/edit',
    delete: '/hrm/training/delete',
    deleteBatch: '/hrm/training/deleteBatch',
    exportXls: '/hrm/training/exportXls',
    importExcel: '/hrm/training/importExcel',
  },
  exportName: '培训记录',
  rowNumbers: 'from-sm',
  formColumns: 2,
  tableWidth: 1100,
  searchOrder: ['name', 'workNo', 'courseName', 'trainingType', 'result', 'startDate', 'departId'],
  fields: [
    { name: 'employeeId', label: '员工', kind: 'sel_search', lookup: employeeLookup('1,2'), query: false, column: false, form: { required: true, hidden: 'edit', placeholder: '输入姓名或工号搜索在职员工', messages: { required: '请选择员工!' } } },
    ...personFields<Training>(),
    { name: 'courseName', label: '培训名称', kind: 'text', search: 'like', column: { width: 160, ellipsis: true }, form: { required: true, max: 100 } },
    { name: 'trainingType', label: '培训类型', kind: 'list', dictCode: 'training_type', search: 'eq', column: { width: 90, sorter: false, responsive: ['sm'] }, form: { required: true } },
    { name: 'startDate', label: '开始日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['md'] }, form: { required: true } },
    { name: 'endDate', label: '结束日期', kind: 'date', column: { width: 110, responsive: ['xl'] }, form: { required: true, notBefore: { field: 'startDate', label: '开始日期' } } },
    { name: 'hours', label: '学时', kind: 'number', column: { width: 80, responsive: ['md'] }, form: { required: true, range: { min: 0, max: MAX_HOURS, exclusiveMin: true } } },
    { name: 'institution', label: '培训机构', kind: 'text', column: { width: 160, ellipsis: true, sorter: false, responsive: ['xxl'] }, form: { max: 100 } },
    { name: 'trainer', label: '讲师', kind: 'text', column: false, form: { max: 50 } },
    { name: 'result', label: '考核结果', kind: 'list', dictCode: 'training_result', search: 'eq', column: { width: 80, sorter: false }, form: { placeholder: '培训结束后填写' } },
    { name: 'cost', label: '培训费用(元)', kind: 'number', column: false, form: { rules: ['amount'], range: { min: 0, max: MAX_AMOUNT } } },
    { name: 'attachment', label: '证书/附件', kind: 'file', query: false, column: false, form: { wide: true, upload: { biz: 'training', count: 5 } } },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: false, form: { max: 500, wide: true } },
  ],
});
