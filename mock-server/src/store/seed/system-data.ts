// Seed data of the system-data domain: positions, categories and check rules. Departments and dictionaries are
// core tables (store.ts, seeded from fixtures/departs.ts and fixtures/dicts.ts) that this domain maintains.
// Tables added here appear on `store.data` (StoreData extends SystemDataData) and are persisted by --data-dir.
import {
  categoryRecords,
  checkRuleRecords,
  positionRecords,
  type CategoryRecord,
  type CheckRuleRecord,
  type PositionRecord,
} from '../../fixtures/system-data.js';
import type { CoreData } from '../core-data.js';

export interface SystemDataData {
  /** 职务 (sys_position). */
  positions: PositionRecord[];
  /** 分类字典 (sys_category). */
  categories: CategoryRecord[];
  /** 编码校验规则 (sys_check_rule). */
  checkRules: CheckRuleRecord[];
}

export function seedSystemData(_today: Date, _core: CoreData): SystemDataData {
  return { positions: positionRecords(), categories: categoryRecords(), checkRules: checkRuleRecords() };
}
