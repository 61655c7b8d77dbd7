// 餐饮 (mis_meal_menu, mis_meal_order) on the entity kit: their query fields (the computed ones included: the lists
// page rows with them). Rows are deleted for good (no recycle bin).
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { DEPART_DICT } from './hr-fields.js';

const AUDIT = {
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const MEAL_MENU_FIELDS = {
  id: { type: 'string' },
  canteen: { type: 'string', dict: 'meal_canteen' },
  menuDate: { type: 'date' },
  weekday: { type: 'string' },
  weekStart: { type: 'date' },
  mealType: { type: 'string', dict: 'meal_type' },
  dishes: { type: 'string' },
  price: { type: 'number' },
  cutoffTime: { type: 'string' },
  orderCount: { type: 'number' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const MEAL_ORDER_FIELDS = {
  id: { type: 'string' },
  menuId: { type: 'string' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  employeeName: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  canteen: { type: 'string', dict: 'meal_canteen' },
  mealDate: { type: 'date' },
  mealType: { type: 'string', dict: 'meal_type' },
  dishes: { type: 'string' },
  price: { type: 'number' },
  status: { type: 'string', dict: 'meal_order_status' },
  ...AUDIT,
} satisfies EntityFields;

export const mealMenus = defineEntity({
  table: (data) => data.mealMenus,
  fields: MEAL_MENU_FIELDS,
  list: { defaultSort: { column: 'menuDate', order: 'asc' }, code: 200 },
});

export const mealOrders = defineEntity({
  table: (data) => data.mealOrders,
  fields: MEAL_ORDER_FIELDS,
  list: { defaultSort: { column: 'mealDate', order: 'desc' }, code: 200 },
});
