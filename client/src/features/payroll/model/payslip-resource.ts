// 工资条 (/pay/payslip, menu component pay/PayslipList): every computed payslip, searched by month, group, department
// and person; 查看 opens its lines, insurance, tax and net pay; exported with one column per pay item.
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import { GROUP_DICT, type Payslip } from '../api/payroll-api';
import { monthOptions } from './months';

const money = (width: number, responsive?: Array<'sm' | 'md' | 'lg' | 'xl'>) => ({ width, money: true, ...(responsive ? { responsive } : {}) });

export const payslipResource = defineResource<Payslip>({
  key: 'payslip',
  screen: 'pay/PayslipList',
  permission: 'payroll:payslip',
  defaultSort: { column: 'workNo', order: 'asc' },
  calls: { list: '/mis/payslip/list', exportXls: '/mis/payslip/exportXls' },
  exportName: '工资条',
  rowNumbers: 'from-sm',
  tableWidth: 1280,
  searchOrder: ['month', 'groupId', 'name', 'workNo', 'departId'],
  fields: [
    { name: 'month', label: '所属月份', kind: 'list', options: monthOptions(), search: 'eq', column: { width: 90 } },
    { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 100 } },
    { name: 'name', label: '姓名', kind: 'text', search: 'like', column: { width: 90 } },
    { name: 'groupId', label: '薪资组', kind: 'list', dictCode: GROUP_DICT, search: 'eq', column: { width: 130, sorter: false, responsive: ['lg'] } },
    { name: 'departId', label: '部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', column: { width: 140, ellipsis: true, sorter: false, responsive: ['xl'] } },
    { name: 'grossPay', label: '应发工资', kind: 'number', query: false, column: money(110) },
    { name: 'insurancePersonal', label: '个人社保公积金', kind: 'number', query: false, column: money(130, ['md']) },
    { name: 'tax', label: '个税', kind: 'number', query: false, column: money(100, ['md']) },
    { name: 'netPay', label: '实发工资', kind: 'number', query: false, column: money(110, ['sm']) },
    { name: 'companyCost', label: '用工成本', kind: 'number', query: false, column: money(110, ['lg']) },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'payroll_status', query: false, column: { width: 80, sorter: false, responsive: ['lg'] } },
    { name: 'sendStatus', label: '发送', kind: 'list', dictCode: 'payslip_send_status', query: false, column: { width: 80, sorter: false, responsive: ['xl'] } },
  ],
});
