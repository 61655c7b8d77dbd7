// Whole-list reads with JeecgBoot query semantics, for trees and exports that do not page.
import { pageOf } from '../crud/rows.js';
import type { DictTexts } from '../query/dict-text.js';
import type { EntityFields } from '../query/field-types.js';
import { listQuery, QueryError, type ListOptions } from '../query/list-query.js';
import type { Store } from '../store/store.js';

/** Runs a list query; a QueryError (bad sort column, bad superQuery) becomes the upstream-style envelope. */
export function queried<T extends object>(rows: T[], query: Record<string, unknown>, fields: EntityFields, options: ListOptions = {}): T[] | { error: string } {
  try {
    return listQuery(rows, { ...query, pageSize: '-521', pageNo: '1' }, fields, options).records;
  } catch (error) {
    if (error instanceof QueryError) return { error: error.message };
    throw error;
  }
}

/** Rows with the `_dictText` companions of their dictionary fields. */
export function withTexts<T extends object, F extends EntityFields>(store: Store, rows: T[], fields: F): Array<T & DictTexts<F>> {
  return pageOf(store, rows, { pageSize: '-521' }, fields).result?.records ?? [];
}
