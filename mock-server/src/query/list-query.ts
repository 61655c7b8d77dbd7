// JeecgBoot list semantics over in-memory rows: plain field params by value prefix, `_begin`/`_end` ranges,
// `_MultiString`, `superQueryParams` + `superQueryMatchType`, `column`/`order` sorting and pageNo/pageSize paging.
import { condition, ruleOf, valueCondition, type Predicate } from './conditions.js';
import { compareValues, type EntityFields } from './field-types.js';

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  orders: never[];
  optimizeCountSql: boolean;
  searchCount: boolean;
}

export interface ListOptions {
  /** Sort applied when the request names none. */
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  /** Query parameters that are not field filters on this endpoint (handled by the caller). */
  reserved?: string[];
}

export class QueryError extends Error {}

const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', 'superQueryParams', 'superQueryMatchType', 'field', '_t', 'selections', 'paramsStr', 'token']);

const text = (value: unknown): string | null => (value === undefined || value === null ? null : Array.isArray(value) ? value.join(',') : String(value));

function rangeBound(value: string, type: string, end: boolean): string {
  if (type === 'datetime' && value.length === 10) return `${value} ${end ? '23:59:59' : '00:00:00'}`;
  return value;
}

function superQuery(raw: string, matchType: string | null, fields: EntityFields): Predicate | null {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // already decoded by the HTTP layer
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoded);
  } catch {
    throw new QueryError('高级查询条件格式不正确：superQueryParams 不是合法的 JSON');
  }
  if (!Array.isArray(parsed)) throw new QueryError('高级查询条件格式不正确：superQueryParams 应为数组');
  const predicates: Predicate[] = [];
  for (const item of parsed as Array<Record<string, unknown>>) {
    const field = typeof item?.field === 'string' ? item.field : '';
    const rule = typeof item?.rule === 'string' ? ruleOf(item.rule) : null;
    const value = text(item?.val) ?? '';
    const spec = fields[field];
    // Upstream drops conditions missing field/rule/val (except `empty`, which needs no value).
    if (!spec || !rule || (value === '' && rule !== 'empty')) continue;
    predicates.push(condition(field, rule, value, spec.type));
  }
  if (predicates.length === 0) return null;
  return (matchType ?? 'and').toLowerCase() === 'or'
    ? (row) => predicates.some((p) => p(row))
    : (row) => predicates.every((p) => p(row));
}

export function listQuery<T extends object>(rows: T[], query: Record<string, unknown>, fields: EntityFields, options: ListOptions = {}): Page<T> {
  return pageOfMatches(matchingRows(rows, query, fields, options), query);
}

/** The rows the query's filters and advanced query keep, in its order: everything of a list answer but the paging. */
export function matchingRows<T extends object>(rows: T[], query: Record<string, unknown>, fields: EntityFields, options: ListOptions = {}): T[] {
  const reserved = new Set([...RESERVED, ...(options.reserved ?? [])]);
  const predicates: Predicate[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    const value = text(rawValue);
    if (reserved.has(key) || value === null) continue;
    const range = /^(.+)_(begin|end)$/.exec(key);
    if (range && fields[range[1] as string]) {
      const field = range[1] as string;
      const spec = fields[field] as EntityFields[string];
      if (value.trim() === '') continue;
      predicates.push(condition(field, range[2] === 'begin' ? 'ge' : 'le', rangeBound(value.trim(), spec.type, range[2] === 'end'), spec.type));
      continue;
    }
    const multi = /^(.+)_MultiString$/.exec(key);
    if (multi && fields[multi[1] as string]) {
      if (value.trim()) predicates.push(condition(multi[1] as string, 'in', value, (fields[multi[1] as string] as EntityFields[string]).type));
      continue;
    }
    const spec = fields[key];
    if (!spec) continue; // upstream binds unknown params to nothing
    const predicate = valueCondition(key, value, spec.type);
    if (predicate) predicates.push(predicate);
  }
  const superParams = text(query.superQueryParams);
  if (superParams) {
    const predicate = superQuery(superParams, text(query.superQueryMatchType), fields);
    if (predicate) predicates.push(predicate);
  }

  const filtered = rows.filter((row) => predicates.every((p) => p(row as Record<string, unknown>)));

  const columns = text(query.column)?.split(',').map((c) => c.trim().replace(/_dictText$/, '')).filter(Boolean) ?? [];
  const order = (text(query.order) ?? '').toLowerCase().includes('asc') ? 1 : -1;
  const sortBy = columns.length ? columns.map((column) => ({ column, direction: order })) : options.defaultSort ? [{ column: options.defaultSort.column, direction: options.defaultSort.order === 'asc' ? 1 : -1 }] : [];
  for (const { column } of sortBy) {
    if (!fields[column]) throw new QueryError(`请注意，将要排序的列字段不存在：${column}`);
  }
  if (sortBy.length) {
    filtered.sort((a, b) => {
      for (const { column, direction } of sortBy) {
        const result = compareValues((a as Record<string, unknown>)[column], (b as Record<string, unknown>)[column], (fields[column] as EntityFields[string]).type);
        if (result !== 0) return result * direction;
      }
      return 0;
    });
  }
  return filtered;
}

/** One page (`pageNo`, `pageSize`; -521 or ≤ 0 for all) of the matching rows. */
export function pageOfMatches<T>(filtered: T[], query: Record<string, unknown>): Page<T> {
  const pageSize = Number(text(query.pageSize) ?? 10);
  const all = pageSize === -521 || pageSize <= 0;
  const size = all ? filtered.length : Math.min(pageSize, 10_000);
  const pages = size === 0 ? 0 : Math.ceil(filtered.length / size);
  const current = Math.max(1, Number(text(query.pageNo) ?? 1) || 1);
  const start = all ? 0 : (current - 1) * size;
  return {
    records: filtered.slice(start, start + (all ? filtered.length : size)),
    total: filtered.length,
    size,
    current,
    pages,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
  };
}
