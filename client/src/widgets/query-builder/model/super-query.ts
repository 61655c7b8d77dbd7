// The query builder's condition rows (B-QUERY-09) and what a query emits from them (B-QUERY-25).
import type { SuperQueryParam, SuperQueryRule } from '@/api/super-query';

export { encodeSuperQuery, SUPER_QUERY_RULES as RULES, type MatchType, type SuperQuery, type SuperQueryParam, type SuperQueryRule as Rule } from '@/api/super-query';

export interface QueryOption {
  label: string;
  value: string;
}

/** A condition row. `val` is an array only while rule 'in' holds several values. */
export interface QueryCondition {
  /** The row's identity in the form (not sent). */
  key: string;
  field?: string;
  rule?: SuperQueryRule;
  val?: string | string[];
  type?: string;
  dbType?: string;
  options?: QueryOption[];
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: unknown;
}

export function joinedValue(val: QueryCondition['val']): string {
  if (val === undefined || val === null) return '';
  return Array.isArray(val) ? val.join(',') : String(val);
}

/** The conditions a query sends: complete rows only, array values comma-joined; dictionaries stay client-side. */
export function emittedParams(conditions: readonly QueryCondition[]): SuperQueryParam[] {
  const params: SuperQueryParam[] = [];
  for (const c of conditions) {
    if (!c.field || !c.rule) continue;
    const val = c.rule === 'empty' ? '' : joinedValue(c.val);
    if (val === '' && c.rule !== 'empty') continue;
    params.push({ field: c.field, rule: c.rule, val, ...(c.type ? { type: c.type } : {}), ...(c.dbType ? { dbType: c.dbType } : {}) });
  }
  return params;
}
