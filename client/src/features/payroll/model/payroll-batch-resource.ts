// 薪资核算 (/pay/payroll, menu component pay/PayrollList): each computed month of each salary group with its totals
// (应发, 个人社保公积金, 个税, 实发, 单位社保公积金, 用工成本) and its state (已核算 / 已锁定); the screen adds 核算, 锁定,
// 解锁, 发送工资条 and the way to the month's payslips.
import { defineResource } from '@/widgets/resource';
import { GROUP_DICT, type PayrollBatch } from '../api/payroll-api';
import { monthOptions } from './months';

const money = (width: number, responsive?: Array<'sm' | 'md' | 'lg' | 'xl'>) => ({ width, money: true, sorter: false, ...(responsive ? { responsive } : {}) });

export const payrollBatchResource = defineResource<PayrollBatch>({
  key: 'payroll-batch',
  screen: 'pay/PayrollList',
  permission: 'payroll:batch',
  defaultSort: { column: 'month', order: 'desc' },
  calls: { list: '/mis/payroll/list' },
  tableWidth: 1320,
  actionsWidth: 250,
  fields: [
    { name: 'month', label: '所属月份', kind: 'list', options: monthOptions(), search: 'eq', column: { width: 90 } },
    { name: 'groupId', label: '薪资组', kind: 'list', dictCode: GROUP_DICT, search: 'eq', column: { width: 130, sorter: false } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'payroll_status', search: 'eq', column: { width: 80, sorter: false, tone: (row) => (row.status === '2' ? undefined : 'warning') } },
    { name: 'headcount', label: '人数', kind: 'number', query: false, column: { width: 70, sorter: false } },
    { name: 'grossTotal', label: '应发合计', kind: 'number', query: false, column: money(130) },
    { name: 'insurancePersonalTotal', label: '个人社保公积金', kind: 'number', query: false, column: money(130, ['lg']) },
    { name: 'taxTotal', label: '个税合计', kind: 'number', query: false, column: money(110, ['md']) },
    { name: 'netTotal', label: '实发合计', kind: 'number', query: false, column: money(130, ['sm']) },
    { name: 'insuranceCompanyTotal', label: '单位社保公积金', kind: 'number', query: false, column: money(130, ['xl']) },
    { name: 'companyCostTotal', label: '用工成本', kind: 'number', query: false, column: money(130, ['lg']) },
    { name: 'sendCount', label: '已发送', kind: 'number', query: false, column: { width: 76, sorter: false, responsive: ['xl'] } },
    { name: 'computeTime', label: '核算时间', kind: 'datetime', query: false, column: { width: 160, responsive: ['xl'] } },
  ],
});
