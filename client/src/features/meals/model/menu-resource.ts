// 每周菜谱 (/mis/mealMenu, menu component meal/MealMenuList): each canteen's dishes per day and meal with the price
// per serving; the weekday, the order cut-off and the count ordered are read from the server.
import { defineResource } from '@/widgets/resource';
import type { MealMenu } from '../api/meal-api';

export const menuResource = defineResource<MealMenu>({
  key: 'meal-menu',
  screen: 'meal/MealMenuList',
  permission: 'meal:menu',
  defaultSort: { column: 'menuDate', order: 'asc' },
  calls: {
    list: '/mis/mealMenu/list',
    add: '/mis/mealMenu/add',
    edit: '/mis/mealMenu/edit',
    delete: '/mis/mealMenu/delete',
    exportXls: '/mis/mealMenu/exportXls',
    importExcel: '/mis/mealMenu/importExcel',
  },
  exportName: '每周菜谱',
  rowNumbers: 'from-sm',
  tableWidth: 1200,
  formColumns: 2,
  fields: [
    { name: 'menuDate', label: '日期', kind: 'date', search: 'range', column: { width: 110, phoneWidth: 100 }, form: { required: true } },
    { name: 'weekday', label: '星期', kind: 'text', query: false, column: { width: 64, sorter: false, responsive: ['sm'] } },
    { name: 'canteen', label: '食堂', kind: 'list', dictCode: 'meal_canteen', search: 'eq', column: { width: 96, responsive: ['md'] }, form: { required: true } },
    { name: 'mealType', label: '餐次', kind: 'list', dictCode: 'meal_type', search: 'eq', column: { width: 72, phoneWidth: 60 }, form: { required: true } },
    { name: 'dishes', label: '菜品', kind: 'text', search: 'like', column: { width: 300, ellipsis: true, phoneWidth: 140 }, form: { required: true, max: 500, wide: true, placeholder: '多个菜品用顿号分隔' } },
    { name: 'price', label: '单价(元)', kind: 'number', column: { width: 90, responsive: ['sm'] }, form: { required: true, range: { min: 0, max: 1000 } } },
    { name: 'cutoffTime', label: '订餐截止', kind: 'text', query: false, column: { width: 140, sorter: false, responsive: ['lg'] } },
    { name: 'orderCount', label: '已订份数', kind: 'number', query: false, column: { width: 90, responsive: ['md'] } },
    { name: 'remark', label: '备注', kind: 'textarea', column: false, form: { max: 500, wide: true } },
  ],
});
