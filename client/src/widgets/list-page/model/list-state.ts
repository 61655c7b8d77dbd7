// The state of a list screen (filters, sort, page) and its round trip through the URL, so a reload or the back
// button restores it. Filters are strings or string arrays (a date range is two dates).
import { DEFAULT_PAGE_SIZE, type ListSort } from './list-defaults';

export type FilterValue = string | string[];
export type Filters = Record<string, FilterValue>;

export interface ListState {
  filters: Filters;
  sort: ListSort;
  pageNo: number;
  pageSize: number;
}

const PAGE_NO = 'pageNo';
const PAGE_SIZE = 'pageSize';
const COLUMN = 'column';
const ORDER = 'order';
const RESERVED = new Set([PAGE_NO, PAGE_SIZE, COLUMN, ORDER]);

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function isEmptyFilter(value: FilterValue | undefined | null): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every((part) => part === '');
  return value.trim() === '';
}

/** Drops empty values, so `{a: ''}` and `{}` are the same filters. */
export function compactFilters(filters: Record<string, FilterValue | undefined | null>): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (!isEmptyFilter(value)) out[key] = value as FilterValue;
  }
  return out;
}

export function readListState(params: URLSearchParams, defaultSort: ListSort, defaultPageSize = DEFAULT_PAGE_SIZE): ListState {
  const filters: Filters = {};
  for (const key of new Set(params.keys())) {
    if (RESERVED.has(key)) continue;
    const values = params.getAll(key);
    filters[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  const column = params.get(COLUMN);
  const order = params.get(ORDER);
  return {
    filters: compactFilters(filters),
    sort: column ? { column, order: order === 'asc' ? 'asc' : 'desc' } : defaultSort,
    pageNo: positiveInt(params.get(PAGE_NO), 1),
    pageSize: positiveInt(params.get(PAGE_SIZE), defaultPageSize),
  };
}

/** The URL form of a state; defaults are left out so a fresh list has a clean address. */
export function writeListState(state: ListState, defaultSort: ListSort, defaultPageSize = DEFAULT_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(compactFilters(state.filters))) {
    if (Array.isArray(value)) for (const part of value) params.append(key, part);
    else params.set(key, value);
  }
  if (state.sort.column !== defaultSort.column || state.sort.order !== defaultSort.order) {
    params.set(COLUMN, state.sort.column);
    params.set(ORDER, state.sort.order);
  }
  if (state.pageNo !== 1) params.set(PAGE_NO, String(state.pageNo));
  if (state.pageSize !== defaultPageSize) params.set(PAGE_SIZE, String(state.pageSize));
  return params;
}

/** Search and reset both return to page 1 (001 §4). */
export function withFilters(state: ListState, filters: Filters): ListState {
  return { ...state, filters: compactFilters(filters), pageNo: 1 };
}
