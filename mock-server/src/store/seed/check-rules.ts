// Seed data of the check-rules domain. Tables added here appear on `store.data` (StoreData extends CheckRulesData)
// and are persisted by --data-dir.
import { checkRuleRecords } from '../../fixtures/check-rules.js';
import type { CheckRuleRecord } from '../records/check-rules.js';

export interface CheckRulesData {
  /** 编码校验规则 (sys_check_rule). */
  checkRules: CheckRuleRecord[];
}

export const seedCheckRules = (): CheckRulesData => ({ checkRules: checkRuleRecords() });
