// Seed data of the meals domain (餐饮): menus and the roster's orders (fixtures/meals.ts).
import { mealTables, type MealTables } from '../../fixtures/meals.js';
import type { CoreData } from '../core-data.js';

export type MealsData = MealTables;

export const seedMeals = (today: Date, core: Pick<CoreData, 'employees'>): MealsData => mealTables(today, core.employees);
