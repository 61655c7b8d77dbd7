// 薪资项目 of one salary group (the group row's drawer): in pay order, each an earning or a deduction, taxable or not,
// and how its amount is found (a fixed amount, the archive's base or allowance, the month's imported figures). The
// group travels with every list request (params) and every save (the drawer's form slot adds it).
import { defineResource, type Resource } from '@/widgets/resource';
import type { SalaryItem } from '../api/payroll-api';

export function salaryItemResource(groupId: string): Resource<SalaryItem> {
  return defineResource<SalaryItem>({
    key: `salary-item-${groupId}`,
    screen: 'pay/SalaryItemList',
    permission: 'payroll:item',
    defaultSort: { column: 'sortNo', order: 'asc' },
    params: { groupId },
    calls: { list: '/mis/salaryItem/list', add: '/mis/salaryItem/add', edit: '/mis/salaryItem/edit', delete: '/mis/salaryItem/delete' },
    formColumns: 2,
    phoneFits: true,
    fields: [
      { name: 'sortNo', label: '排序', kind: 'number', query: false, column: { width: 64, sorter: false, responsive: ['sm'] }, form: { range: { min: 0, max: 999 }, placeholder: '不填排在最后' } },
      { name: 'name', label: '项目名称', kind: 'text', search: 'like', column: { width: 120, sorter: false }, form: { required: true, max: 30 } },
      { name: 'itemType', label: '项目类型', kind: 'list', dictCode: 'salary_item_type', query: false, column: { width: 80, sorter: false }, form: { required: true, initial: '1' } },
      { name: 'taxable', label: '是否计税', kind: 'list', dictCode: 'yn', query: false, column: { width: 80, sorter: false }, form: { required: true, initial: '1' } },
      { name: 'calcType', label: '计算方式', kind: 'list', dictCode: 'salary_calc_type', query: false, column: { width: 96, sorter: false }, form: { required: true, initial: '1' } },
      { name: 'amount', label: '固定金额(元)', kind: 'number', query: false, column: { width: 110, sorter: false, money: true, responsive: ['sm'] }, form: { rules: ['amount'], range: { min: 0, max: 1_000_000 }, placeholder: '计算方式为固定金额时填写' } },
      { name: 'remark', label: '备注', kind: 'text', query: false, column: false, form: { max: 200, wide: true } },
    ],
  });
}
