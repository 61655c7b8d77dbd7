// 订餐 (/mis/mealOrder, menu component meal/MealOrderList): a roster employee's order of one menu, made before the
// menu's cut-off (the server refuses later ones, naming the cut-off); 取消 until the cut-off, 删除 once cancelled.
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import dayjs from 'dayjs';
import { menuLookup, type MealOrder } from '../api/meal-api';
import { employeeLookup } from '@/widgets/employee-lookup';

export const orderResource = defineResource<MealOrder>({
  key: 'meal-order',
  screen: 'meal/MealOrderList',
  permission: 'meal:order',
  defaultSort: { column: 'mealDate', order: 'desc' },
  calls: {
    list: '/mis/mealOrder/list',
    add: '/mis/mealOrder/add',
    delete: '/mis/mealOrder/delete',
    exportXls: '/mis/mealOrder/exportXls',
    importExcel: '/mis/mealOrder/importExcel',
  },
  exportName: '订餐',
  addLabel: '订餐',
  rowNumbers: 'from-sm',
  tableWidth: 1300,
  phoneFits: true,
  allows: { delete: (row) => row.status === '2' },
  fields: [
    { name: 'employeeId', label: '员工', kind: 'sel_search', lookup: employeeLookup('1,2'), query: false, column: false, form: { required: true, placeholder: '输入姓名或工号搜索在职员工', messages: { required: '请选择员工!' } } },
    { name: 'menuId', label: '菜谱', kind: 'sel_search', lookup: menuLookup(() => dayjs().format('YYYY-MM-DD')), query: false, column: false, form: { required: true, placeholder: '输入日期（如 2026-12-01）或菜品搜索', messages: { required: '请选择菜谱!' } } },
    { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 100, responsive: ['md'] } },
    { name: 'employeeName', label: '姓名', kind: 'text', search: 'like', column: { width: 90, phoneWidth: 80 } },
    { name: 'departId', label: '部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 150, ellipsis: true, sorter: false, responsive: ['lg'] } },
    { name: 'mealDate', label: '用餐日期', kind: 'date', search: 'range', column: { width: 110, phoneWidth: 108 } },
    { name: 'canteen', label: '食堂', kind: 'list', dictCode: 'meal_canteen', search: 'eq', column: { width: 96, responsive: ['sm'] } },
    { name: 'mealType', label: '餐次', kind: 'list', dictCode: 'meal_type', search: 'eq', column: { width: 72, responsive: ['sm'] } },
    { name: 'dishes', label: '菜品', kind: 'text', query: false, column: { width: 240, ellipsis: true, sorter: false, responsive: ['xl'] } },
    { name: 'price', label: '单价(元)', kind: 'number', column: { width: 90, responsive: ['md'] } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'meal_order_status', search: 'eq', column: { width: 80, responsive: ['sm'], tone: (row) => (row.status === '2' ? 'warning' : undefined) } },
    { name: 'createTime', label: '下单时间', kind: 'datetime', column: { width: 160, responsive: ['xl'] } },
  ],
});
