// The meals domain's types and the calls its screens make beyond the lists' own: the choices of the order form
// (menus still open) and 取消 of an order.
import { getAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';
import type { FieldLookup } from '@/widgets/resource';

export type MealMenu = Schema<'MealMenu'>;
export type MealOrder = Schema<'MealOrder'>;
export type MealCount = Schema<'MealCount'>;
export type MealAllowance = Schema<'MealAllowance'>;

/** The text of a menu as a choice: day, weekday, canteen, meal, dishes. */
export const menuText = (m: MealMenu) => `${m.menuDate} ${m.weekday} ${m.canteen_dictText ?? ''} ${m.mealType_dictText ?? ''}：${m.dishes}`;

/** Menus from today on, by day (a typed yyyy-MM-dd prefix) or dish. */
export const menuLookup = (today: () => string): FieldLookup => async (keyword, pageSize) => {
  const text = keyword.trim();
  const match = /^[\d-]+$/.test(text) ? { menuDate_begin: text.length === 10 ? text : today(), ...(text.length === 10 ? { menuDate_end: text } : {}) } : { menuDate_begin: today(), ...(text ? { dishes: `*${text}*` } : {}) };
  const page = (await getAction('/mis/mealMenu/list', { query: { ...match, pageNo: 1, pageSize } })).result;
  return ((page?.records ?? []) as MealMenu[]).map((m) => ({ value: m.id, text: menuText(m) }));
};

export const cancelOrder = async (id: string) => (await putAction('/mis/mealOrder/cancel', { query: { id } } as never)).message;
