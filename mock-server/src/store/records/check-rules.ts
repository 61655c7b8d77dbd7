// 编码校验规则 (sys_check_rule) as the store keeps them.

/** One segment of a check rule: `digits` characters (or `*`, the rest) must match `pattern`, else `message`. */
export interface CheckRuleSegment {
  digits: string;
  pattern: string;
  message: string;
}

export interface CheckRuleRecord {
  id: string;
  ruleName: string;
  ruleCode: string;
  /** JSON text of CheckRuleSegment[], as upstream stores rule_json. */
  ruleJson: string;
  ruleDescription: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}
