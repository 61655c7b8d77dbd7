// The advanced query as list calls send it (001 §3, jeecg-facts §6): conditions {field, rule, val, type, dbType}
// and the match type. Upstream's mixin sends superQueryParams = encodeURI(JSON) — the HTTP layer then encodes it
// once more — and the backend URL-decodes once more before parsing the JSON array.

export type MatchType = 'and' | 'or';

export const SUPER_QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le', 'empty'] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

/** An emitted condition: the value comma-joined. */
export interface SuperQueryParam {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type?: string;
  dbType?: string;
}

/** A submission (B-QUERY-10). */
export interface SuperQuery {
  matchType: MatchType;
  params: SuperQueryParam[];
}

/** The two list parameters, as the real backend reads them; nothing for an empty query. */
export function encodeSuperQuery(query: SuperQuery): { superQueryParams?: string; superQueryMatchType?: MatchType } {
  if (query.params.length === 0) return {};
  return { superQueryParams: encodeURI(JSON.stringify(query.params)), superQueryMatchType: query.matchType };
}
