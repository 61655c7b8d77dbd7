// 编码校验规则 (sys_check_rule): read by the code-rule check; no screen maintains them yet.
import { defineTable } from '../entity/entity.js';
import type { CheckRuleRecord } from '../store/records/check-rules.js';

export const checkRules = defineTable<CheckRuleRecord>((data) => data.checkRules);
