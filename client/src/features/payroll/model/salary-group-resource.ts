// 薪资组 (/pay/salaryGroup, menu component pay/SalaryGroupList): groups of employees paid alike, each with its
// members (薪资档案) and items counted; 新增 / 编辑 in the form; the items are kept in the row's 薪资项目 drawer.
import { defineResource } from '@/widgets/resource';
import type { SalaryGroup } from '../api/payroll-api';

export const salaryGroupResource = defineResource<SalaryGroup>({
  key: 'salary-group',
  screen: 'pay/SalaryGroupList',
  permission: 'payroll:group',
  defaultSort: { column: 'code', order: 'asc' },
  calls: { list: '/mis/salaryGroup/list', add: '/mis/salaryGroup/add', edit: '/mis/salaryGroup/edit', delete: '/mis/salaryGroup/delete' },
  rowNumbers: 'from-sm',
  formColumns: 2,
  actionsWidth: 210,
  fields: [
    { name: 'code', label: '薪资组编码', kind: 'text', search: 'like', column: { width: 120, phoneWidth: 96 }, form: { required: true, max: 32, pattern: '^[A-Za-z0-9_-]+$', readOnly: 'edit', placeholder: '字母、数字、下划线', messages: { pattern: '薪资组编码只能包含字母、数字、下划线和中划线' } } },
    { name: 'name', label: '薪资组名称', kind: 'text', search: 'like', column: { width: 160 }, form: { required: true, max: 50 } },
    { name: 'payDay', label: '发薪日', kind: 'number', query: false, column: { width: 90, sorter: false, responsive: ['sm'] }, form: { required: true, range: { min: 1, max: 28 }, initial: 10, placeholder: '次月几号发薪，1-28' } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'salary_group_status', search: 'eq', column: { width: 80, sorter: false }, form: { required: true, initial: '1' } },
    { name: 'memberCount', label: '成员人数', kind: 'number', query: false, column: { width: 96, sorter: false, responsive: ['sm'] } },
    { name: 'itemCount', label: '薪资项目', kind: 'number', query: false, column: { width: 90, sorter: false, responsive: ['md'] } },
    { name: 'description', label: '适用范围说明', kind: 'textarea', query: false, column: { ellipsis: true, sorter: false, responsive: ['lg'] }, form: { max: 500, wide: true } },
  ],
});
