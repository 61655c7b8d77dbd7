// 薪资档案 (/pay/salaryArchive, menu component pay/SalaryArchiveList): an employee of the roster joins a salary group
// with their base salary, post allowance, where they pay social insurance and their contribution bases.
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import { GROUP_DICT, POLICY_DICT, type SalaryArchive } from '../api/payroll-api';
import { employeeLookup } from '@/widgets/employee-lookup';

const MAX = 1_000_000;

export const salaryArchiveResource = defineResource<SalaryArchive>({
  key: 'salary-archive',
  screen: 'pay/SalaryArchiveList',
  permission: 'payroll:archive',
  defaultSort: { column: 'workNo', order: 'asc' },
  calls: { list: '/mis/salaryArchive/list', add: '/mis/salaryArchive/add', edit: '/mis/salaryArchive/edit', delete: '/mis/salaryArchive/delete', exportXls: '/mis/salaryArchive/exportXls' },
  exportName: '薪资档案',
  rowNumbers: 'from-sm',
  formColumns: 2,
  tableWidth: 1180,
  searchOrder: ['name', 'workNo', 'groupId', 'policyId', 'departId'],
  fields: [
    { name: 'employeeId', label: '员工', kind: 'sel_search', lookup: employeeLookup('1,2'), query: false, column: false, form: { required: true, hidden: 'edit', placeholder: '输入姓名或工号搜索在职员工', messages: { required: '请选择员工!' } } },
    { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 100 } },
    { name: 'name', label: '姓名', kind: 'text', search: 'like', column: { width: 90 } },
    { name: 'departId', label: '部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', column: { width: 140, ellipsis: true, sorter: false, responsive: ['lg'] } },
    { name: 'groupId', label: '薪资组', kind: 'list', dictCode: GROUP_DICT, search: 'eq', column: { width: 130, sorter: false }, form: { required: true } },
    { name: 'policyId', label: '社保缴纳地', kind: 'list', dictCode: POLICY_DICT, search: 'eq', column: { width: 100, sorter: false, responsive: ['sm'] }, form: { required: true } },
    { name: 'baseSalary', label: '基本工资', kind: 'number', query: false, column: { width: 110, money: true }, form: { required: true, rules: ['amount'], range: { min: 0, max: MAX } } },
    { name: 'postAllowance', label: '岗位津贴', kind: 'number', query: false, column: { width: 100, money: true, responsive: ['md'] }, form: { rules: ['amount'], range: { min: 0, max: MAX } } },
    { name: 'insuranceBase', label: '社保基数', kind: 'number', query: false, column: { width: 110, money: true, responsive: ['md'] }, form: { required: true, rules: ['amount'], range: { min: 0, max: MAX }, placeholder: '超出当地上下限时按上下限计算' } },
    { name: 'housingBase', label: '公积金基数', kind: 'number', query: false, column: { width: 110, money: true, responsive: ['lg'] }, form: { required: true, rules: ['amount'], range: { min: 0, max: MAX } } },
    { name: 'entryDate', label: '入职日期', kind: 'date', query: false, column: { width: 110, responsive: ['xl'] } },
    { name: 'remark', label: '备注', kind: 'text', query: false, column: false, form: { max: 200, wide: true } },
  ],
});
