// 订餐统计 (/mis/mealCount, menu component meal/MealCountList): one day's live orders counted per canteen and
// department by meal (the server's default day is today); export only — the counts come from the orders.
import { DEPART_DICT } from '@/shared/config/table-dicts';
import { defineResource } from '@/widgets/resource';
import type { MealCount } from '../api/meal-api';

export const countResource = defineResource<MealCount>({
  key: 'meal-count',
  screen: 'meal/MealCountList',
  permission: 'meal:count',
  defaultSort: { column: 'canteen', order: 'asc' },
  calls: { list: '/mis/mealCount/list', exportXls: '/mis/mealCount/exportXls', importExcel: '/mis/mealCount/importExcel' },
  exportName: '订餐统计',
  phoneFits: true,
  fields: [
    { name: 'mealDate', label: '用餐日期', kind: 'date', search: 'eq', column: { width: 110, responsive: ['sm'] } },
    { name: 'canteen', label: '食堂', kind: 'list', dictCode: 'meal_canteen', search: 'eq', column: { width: 100, phoneWidth: 80 } },
    { name: 'departId', label: '部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 220, ellipsis: true, sorter: false, phoneWidth: 110 } },
    { name: 'breakfast', label: '早餐', kind: 'number', column: { width: 70, responsive: ['sm'] } },
    { name: 'lunch', label: '午餐', kind: 'number', column: { width: 70, responsive: ['sm'] } },
    { name: 'dinner', label: '晚餐', kind: 'number', column: { width: 70, responsive: ['sm'] } },
    { name: 'total', label: '合计', kind: 'number', column: { width: 70, phoneWidth: 56 } },
  ],
});
