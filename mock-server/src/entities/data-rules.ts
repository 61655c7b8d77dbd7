// A permission's data rules (sys_permission_data_rule) on the entity kit, and the data rules a role holds on a menu it
// is granted (sys_role_permission.data_rule_ids).
import { defineEntity, defineTable } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { RoleDataRuleRecord } from '../store/records/menus.js';

export const RULE_FIELDS: EntityFields = {
  id: { type: 'string' },
  permissionId: { type: 'string' },
  ruleName: { type: 'string' },
  ruleColumn: { type: 'string' },
  ruleConditions: { type: 'string', dict: 'rule_conditions' },
  ruleValue: { type: 'string' },
  status: { type: 'string', dict: 'valid_status' },
  createTime: { type: 'datetime' },
};

/** sys_permission_data_rule on the entity kit: audit stamping, new rules last, deleted for good. */
export const permissionDataRules = defineEntity({ table: (data) => data.permissionDataRules, fields: RULE_FIELDS, newRows: 'last' });

/** A role's rules on a menu: kept beside the role's grant of the menu and dropped with it. */
export const roleDataRules = defineTable<RoleDataRuleRecord>((data) => data.roleDataRules);
