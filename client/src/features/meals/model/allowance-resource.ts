// 餐补结算 (/mis/mealAllowance, menu component meal/MealAllowanceList): the month's statement per employee from their
// orders — meals, their amount, the allowance (per meal the smaller of its price and the standard: 早餐 5 元, 午餐
// 15 元, 晚餐 12 元) and the personal part; the server's default month is this month. Export only.
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import type { MealAllowance } from '../api/meal-api';

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const allowanceResource = defineResource<MealAllowance>({
  key: 'meal-allowance',
  screen: 'meal/MealAllowanceList',
  permission: 'meal:allowance',
  defaultSort: { column: 'workNo', order: 'asc' },
  calls: { list: '/mis/mealAllowance/list', exportXls: '/mis/mealAllowance/exportXls', importExcel: '/mis/mealAllowance/importExcel' },
  exportName: '餐补结算',
  rowNumbers: 'from-sm',
  tableWidth: 1180,
  fields: [
    { name: 'month', label: '结算月份', kind: 'text', search: 'month', column: { width: 90, sorter: false, responsive: ['md'] } },
    { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 100, responsive: ['sm'] } },
    { name: 'employeeName', label: '姓名', kind: 'text', search: 'like', column: { width: 90, phoneWidth: 72 } },
    { name: 'departId', label: '部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 170, ellipsis: true, sorter: false, responsive: ['lg'] } },
    { name: 'breakfast', label: '早餐', kind: 'number', column: { width: 64, responsive: ['md'] } },
    { name: 'lunch', label: '午餐', kind: 'number', column: { width: 64, responsive: ['md'] } },
    { name: 'dinner', label: '晚餐', kind: 'number', column: { width: 64, responsive: ['md'] } },
    { name: 'mealCount', label: '用餐次数', kind: 'number', column: { width: 90, responsive: ['sm'] } },
    { name: 'mealAmount', label: '餐费合计(元)', kind: 'number', column: { width: 120, money: true, responsive: ['sm'] } },
    { name: 'allowanceAmount', label: '餐补金额(元)', kind: 'number', column: { width: 120, money: true, phoneWidth: 96 } },
    { name: 'personalAmount', label: '个人支付(元)', kind: 'number', column: { width: 120, money: true, responsive: ['sm'] } },
  ],
});
