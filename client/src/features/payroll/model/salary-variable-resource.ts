// 薪资导入's list (/pay/salaryImport, menu component pay/SalaryImport): each employee's imported figures of a month,
// searched by month, group and person; a row corrected in the form (the month's lock refuses it); the import itself
// is the screen's own dialog (a month, the template, the 201 partial answer).
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import { GROUP_DICT, type SalaryVariable } from '../api/payroll-api';
import { monthOptions } from './months';

const amount = { rules: ['amount'] as const, range: { min: 0, max: 1_000_000 } };

export const salaryVariableResource = defineResource<SalaryVariable>({
  key: 'salary-variable',
  screen: 'pay/SalaryImport',
  permission: 'payroll:variable',
  defaultSort: { column: 'month', order: 'desc' },
  calls: { list: '/mis/salaryVariable/list', edit: '/mis/salaryVariable/edit', delete: '/mis/salaryVariable/delete' },
  rowNumbers: 'from-sm',
  formColumns: 2,
  tableWidth: 1240,
  searchOrder: ['month', 'groupId', 'name', 'workNo'],
  fields: [
    { name: 'month', label: '所属月份', kind: 'list', options: monthOptions(), search: 'eq', column: { width: 90 } },
    { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 100 } },
    { name: 'name', label: '姓名', kind: 'text', search: 'like', column: { width: 90 } },
    { name: 'departId', label: '部门', kind: 'sel_depart', dictCode: DEPART_DICT, query: false, column: { width: 140, ellipsis: true, sorter: false, responsive: ['xl'] } },
    { name: 'groupId', label: '薪资组', kind: 'list', dictCode: GROUP_DICT, search: 'eq', column: { width: 130, sorter: false, responsive: ['lg'] } },
    { name: 'workDays', label: '应出勤天数', kind: 'number', query: false, column: { width: 96, sorter: false }, form: { required: true, range: { min: 0, max: 31 } } },
    { name: 'attendanceDays', label: '实际出勤天数', kind: 'number', query: false, column: { width: 110, sorter: false }, form: { required: true, range: { min: 0, max: 31 } } },
    { name: 'overtimeHours', label: '加班小时', kind: 'number', query: false, column: { width: 86, sorter: false, responsive: ['sm'] }, form: { range: { min: 0, max: 300 } } },
    { name: 'performance', label: '绩效工资', kind: 'number', query: false, column: { width: 100, money: true, sorter: false, responsive: ['md'] }, form: amount },
    { name: 'bonus', label: '奖金', kind: 'number', query: false, column: { width: 100, money: true, sorter: false, responsive: ['md'] }, form: { ...amount, range: { min: 0, max: 10_000_000 } } },
    { name: 'otherDeduction', label: '其他扣款', kind: 'number', query: false, column: { width: 90, money: true, sorter: false, responsive: ['lg'] }, form: amount },
    { name: 'specialDeduction', label: '专项附加扣除', kind: 'number', query: false, column: { width: 110, money: true, sorter: false, responsive: ['lg'] }, form: { ...amount, range: { min: 0, max: 100_000 } } },
    { name: 'remark', label: '备注', kind: 'text', query: false, column: false, form: { max: 200, wide: true } },
  ],
});
