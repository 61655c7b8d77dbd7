// The advanced query as the list sends it (001 §3, jeecg-facts §6): conditions {field, rule, val, type, dbType, …}
// and the match type. Upstream's mixin sends superQueryParams = encodeURI(JSON) — axios then encodes it once more —
// and the backend URL-decodes once more before parsing the JSON array.

export type MatchType = 'and' | 'or';

export const RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le', 'empty'] as const;
export type Rule = (typeof RULES)[number];

/** A condition row (B-QUERY-09). `val` is an array only while rule 'in' holds several values. */
export interface QueryCondition {
  field?: string;
  rule?: Rule;
  val?: string | string[];
  type?: string;
  dbType?: string;
  options?: Array<{ label: string; value: string }>;
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: unknown;
}

/** An emitted condition: the value comma-joined (B-QUERY-25). */
export interface SuperQueryParam {
  field: string;
  rule: Rule;
  val: string;
  type?: string;
  dbType?: string;
}

/** A submission (B-QUERY-10). */
export interface SuperQuery {
  matchType: MatchType;
  params: SuperQueryParam[];
}

export function joinedValue(val: QueryCondition['val']): string {
  if (val === undefined || val === null) return '';
  return Array.isArray(val) ? val.join(',') : String(val);
}

/** The conditions a query sends: array values comma-joined; the dictionary and popup settings stay client-side. */
export function emittedParams(conditions: QueryCondition[]): SuperQueryParam[] {
  return conditions
    .filter((c): c is QueryCondition & { field: string; rule: Rule } => Boolean(c.field && c.rule))
    .map((c) => ({
      field: c.field,
      rule: c.rule,
      val: c.rule === 'empty' ? '' : joinedValue(c.val),
      ...(c.type ? { type: c.type } : {}),
      ...(c.dbType ? { dbType: c.dbType } : {}),
    }));
}

/** The two list parameters, as the real backend reads them. */
export function encodeSuperQuery(query: SuperQuery): { superQueryParams: string; superQueryMatchType: MatchType } | Record<string, never> {
  if (query.params.length === 0) return {};
  return { superQueryParams: encodeURI(JSON.stringify(query.params)), superQueryMatchType: query.matchType };
}
