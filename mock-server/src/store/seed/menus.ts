// Seed data of the menus domain: the permissions' data rules. The permission rows themselves are a core table
// (store.ts, from fixtures/menus.ts); a role holds a permission when the row's `roles` lists the role's code.
// Tables added here appear on `store.data` (StoreData extends MenusData) and are persisted by --data-dir.
import { dataRuleFixtures, type DataRuleFixture, type PermissionKey } from '../../fixtures/menus-data-rules.js';
import { dateTimeText } from '../../lib/dates.js';
import { stableId } from '../../lib/ids.js';
import type { CoreData } from '../core-data.js';
import type { DataRuleRecord, RoleDataRuleRecord } from '../records/menus.js';

export interface MenusData {
  permissionDataRules: DataRuleRecord[];
  roleDataRules: RoleDataRuleRecord[];
}

/** The stable id of a seeded data rule. */
export const dataRuleIdOf = (rule: DataRuleFixture) => stableId(`dataRule:${rule.permission}:${rule.ruleName}`);

/** The configuration was done in the spring of 2024, an hour apart (deterministic). */
export const configured = (index: number) => dateTimeText(Date.UTC(2024, 2, 2, 2) + index * 3_600_000);

/** The id of a permission by its natural key; a key missing from the permission rows is a seed error. */
export const permissionIdOf =
  (core: CoreData) =>
  (key: PermissionKey): string => {
    const id = stableId(key);
    if (!core.permissions.some((row) => row.id === id)) throw new Error(`menus seed: no permission ${key}`);
    return id;
  };

export function seedMenus(_today: Date, core: CoreData): MenusData {
  const permissionId = permissionIdOf(core);
  return {
    permissionDataRules: dataRuleFixtures.map((rule, index) => ({
      id: dataRuleIdOf(rule),
      permissionId: permissionId(rule.permission),
      ruleName: rule.ruleName,
      ruleColumn: rule.ruleColumn,
      ruleConditions: rule.ruleConditions,
      ruleValue: rule.ruleValue,
      status: rule.status,
      createBy: 'admin',
      createTime: configured(index),
      updateBy: null,
      updateTime: null,
    })),
    roleDataRules: [],
  };
}
