// 餐饮 (mis_meal_*) as the store keeps it: what a read computes (weekday, week, cut-off, counts) is left out.
import type { Stored } from '../../lib/schema.js';

/** 菜谱: one canteen, day and meal; the weekday, its week's Monday, the cut-off and the order count are read. */
export type MealMenuRecord = Omit<Required<Stored<'MealMenu'>>, 'weekday' | 'weekStart' | 'cutoffTime' | 'orderCount'>;

/** 订餐: the employee's and the menu's fields copied when ordered. */
export type MealOrderRecord = Required<Stored<'MealOrder'>>;
