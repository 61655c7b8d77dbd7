// The GET parameters of a list call as upstream's JeecgListMixin builds them (001 §7): the search filters (empty ones
// left out, YYYY-MM-DD and number ranges split into _begin / _end, text matched as the schema says), the sort, the advanced
// query and the page.
import { encodeSuperQuery, type SuperQuery } from '@/api/super-query';
import { filterValue } from './input-filter';
import type { Filters, ListState } from './list-state';
import type { SearchSchema } from './search-schema';

export type ListParams = Record<string, string | number>;

export function filterParams(filters: Filters, schema: SearchSchema = []): ListParams {
  const params: ListParams = {};
  for (const [key, value] of Object.entries(filters)) {
    const field = schema.find((entry) => entry.name === key);
    if (Array.isArray(value)) {
      if (field?.kind === 'date-range' || field?.kind === 'number-range') {
        const [begin, end] = value;
        if (begin) params[`${key}_begin`] = begin;
        if (end) params[`${key}_end`] = end;
      } else {
        const joined = value.filter(Boolean).join(',');
        if (joined) params[key] = joined;
      }
      continue;
    }
    const mode = field && (field.kind === 'text' || field.kind === 'number') ? (field.match ?? 'eq') : 'eq';
    const sent = filterValue(value, mode, true);
    if (sent !== undefined) params[key] = sent;
  }
  return params;
}

export interface RequestOptions {
  schema?: SearchSchema;
  superQuery?: SuperQuery | null;
  /** Fixed parameters of the screen (e.g. a tab's log type); the filters win over them. */
  extra?: ListParams;
}

export function listRequestParams(state: ListState, options: RequestOptions = {}): ListParams {
  return {
    ...(options.extra ?? {}),
    ...filterParams(state.filters, options.schema),
    ...(options.superQuery ? encodeSuperQuery(options.superQuery) : {}),
    column: state.sort.column,
    order: state.sort.order,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
  };
}
