// The rule_conditions dictionary a data rule chooses from. The document fixes the values (the form schema's enum),
// so the options live with the screen rather than being fetched.
import type { DataRuleForm } from '../api/menu-mutations';

type RuleCondition = DataRuleForm['ruleConditions'];

export const SQL_RULE: RuleCondition = 'USE_SQL_RULES';

export const RULE_CONDITION_OPTIONS: readonly { value: RuleCondition; label: string }[] = [
  { value: '>', label: '大于' },
  { value: '<', label: '小于' },
  { value: '!=', label: '不等于' },
  { value: '=', label: '等于' },
  { value: '>=', label: '大于等于' },
  { value: '<=', label: '小于等于' },
  { value: 'LEFT_LIKE', label: '左模糊' },
  { value: 'LIKE', label: '模糊' },
  { value: 'RIGHT_LIKE', label: '右模糊' },
  { value: 'IN', label: '包含' },
  { value: 'USE_SQL_RULES', label: '自定义SQL表达式' },
];
