// Seed data of the categories domain. Tables added here appear on `store.data` (StoreData extends CategoriesData)
// and are persisted by --data-dir.
import { categoryRecords } from '../../fixtures/categories.js';
import type { CategoryRecord } from '../records/categories.js';

export interface CategoriesData {
  /** 分类字典 (sys_category). */
  categories: CategoryRecord[];
}

export const seedCategories = (): CategoriesData => ({ categories: categoryRecords() });
