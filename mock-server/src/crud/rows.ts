// Row-level helpers shared by every entity's handlers: paging with JeecgBoot query semantics and deleting by id.
import { fail, ok, type Envelope } from '../envelope.js';
import { withDictText, type DictTexts } from '../query/dict-text.js';
import type { EntityFields } from '../query/field-types.js';
import { listQuery, matchingRows, pageOfMatches, QueryError, type ListOptions, type Page } from '../query/list-query.js';
import type { Store } from '../store/store.js';
import { queryKey } from './query-key.js';

const PAGING = ['_t', 'pageNo', 'pageSize'];

/** Splits an `ids` parameter ("a,b," as the Vue2 list mixin sends it). */
export function idList(raw: unknown): string[] {
  return String(raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

export interface PageOptions extends ListOptions {
  /** The success code of this list (upstream answers some lists with 0). */
  code?: 0 | 200;
  /**
   * Keeps the filtered and sorted rows under this name for the data revision, so that paging through a large list
   * slices them rather than filtering and sorting every row again. Only for rows that depend on nothing but the
   * store and the query.
   */
  memoAs?: string;
}

/** One page of rows with JeecgBoot's query semantics and the `_dictText` companions of dictionary fields. */
export function pageOf<T extends object, F extends EntityFields>(
  store: Store,
  rows: T[],
  query: Record<string, unknown>,
  fields: F,
  options: PageOptions = {},
): Envelope<Page<T & DictTexts<F>> | null> {
  try {
    const { memoAs } = options;
    const page = memoAs
      ? pageOfMatches(
          store.memo(queryKey(`matches:${memoAs}`, query, PAGING), () => matchingRows(rows, query, fields, options)),
          query,
        )
      : listQuery(rows, query, fields, options);
    return ok({ ...page, records: withDictText(page.records, fields, (dict) => store.dictLookup(dict)) }, { code: options.code });
  } catch (error) {
    if (error instanceof QueryError) return fail(error.message);
    throw error;
  }
}

/** Removes rows by id in place; returns how many went. */
export function removeRows<T extends { id: string }>(rows: T[], ids: string[]): number {
  const wanted = new Set(ids);
  let removed = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    if (wanted.has((rows[i] as T).id)) {
      rows.splice(i, 1);
      removed++;
    }
  }
  return removed;
}

export const NOT_FOUND = '未找到对应数据';
