// The state transitions of a condition row (001 §4).
import type { FieldChoice } from './query-fields';
import type { QueryCondition, Rule } from './super-query';

let nextKey = 0;

/** New adds a row with rule eq (B-QUERY-15). */
export function newCondition(): QueryCondition {
  nextKey += 1;
  return { key: `condition-${nextKey}`, rule: 'eq' };
}

/** Choosing a field copies its type and dictionary settings and clears the value (B-QUERY-16, 17). */
export function chooseField(row: QueryCondition, choice: FieldChoice | undefined): QueryCondition {
  const definition = choice?.definition;
  return {
    key: row.key,
    rule: row.rule,
    field: choice?.value,
    val: undefined,
    type: definition?.type,
    dbType: definition?.dbType,
    options: definition?.options,
    dictCode: definition?.dictCode,
    dictTable: definition?.dictTable,
    dictText: definition?.dictText,
    customReturnField: definition?.customReturnField,
    popup: definition?.popup,
  };
}

/**
 * Changing the rule clears the value (B-QUERY-18), except: 'empty' sets it empty (B-QUERY-19), and leaving 'in'
 * keeps only the first selected value (B-QUERY-20).
 */
export function changeRule(row: QueryCondition, rule: Rule): QueryCondition {
  if (rule === 'empty') return { ...row, rule, val: '' };
  if (row.rule === 'in' && rule !== 'in') {
    const first = Array.isArray(row.val) ? row.val[0] : typeof row.val === 'string' ? row.val.split(',')[0] : undefined;
    return { ...row, rule, val: first };
  }
  return { ...row, rule, val: undefined };
}

/** Rule 'in' takes several values (B-QUERY-21). */
export const allowsMultiple = (row: QueryCondition): boolean => row.rule === 'in';

export const QueryText = {
  title: '高级查询构造器',
  trigger: '高级查询',
  active: '已有高级查询条件生效',
  clear: '清空',
  matchType: '过滤条件匹配',
  and: 'AND（所有条件都要求匹配）',
  or: 'OR（条件中的任意一个匹配）',
  empty: '没有任何查询条件',
  addFirst: '点击新增',
  fieldPlaceholder: '选择查询字段',
  rulePlaceholder: '匹配规则',
  valuePlaceholder: '请输入值',
  reset: '重置',
  save: '保存查询条件',
  close: '关闭',
  query: '查询',
  savedTitle: '保存的查询',
  savedEmpty: '没有保存任何查询',
  saveName: '请输入保存的名称',
  emptyQuery: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
  deleteSaved: '是否删除当前查询？',
  saved: '保存成功',
} as const;

export const RULE_LABELS: Readonly<Record<Rule, string>> = {
  eq: '等于',
  like: '模糊',
  right_like: '以..开始',
  left_like: '以..结尾',
  in: '在...中',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
  empty: '为空',
};

export const overwriteQuestion = (name: string): string => `${name} 已存在，是否覆盖？`;

/** An empty list, or a single row lacking field, value or rule, cannot be queried (B-QUERY-32). */
export function queryProblem(conditions: readonly QueryCondition[]): string | null {
  if (conditions.length === 0) return QueryText.emptyQuery;
  if (conditions.length === 1) {
    const [only] = conditions as [QueryCondition];
    const hasValue = only.rule === 'empty' || (Array.isArray(only.val) ? only.val.length > 0 : Boolean(only.val));
    if (!only.field || !only.rule || !hasValue) return QueryText.emptyQuery;
  }
  return null;
}
