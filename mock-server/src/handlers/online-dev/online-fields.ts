// What online forms and reports share: looking them up, field types, dictionary items, paged answers.
import type { EntityFields, FieldType } from '../../query/field-types.js';
import { listQuery, QueryError } from '../../query/list-query.js';
import type { Store } from '../../store/store.js';
import { tableDictItems } from '../../store/table-dict.js';
import type { Schema } from '../../lib/schema.js';
import type { OnlineFieldRecord, OnlineFormRecord, OnlineReportRecord } from '../../store/records/online-dev.js';
import { onlineForms, onlineReports } from '../../entities/online-dev.js';

export const ENTITY_MISSING = '实体不存在';

export const formById = (store: Store, id: string): OnlineFormRecord | undefined => onlineForms.all(store).find((form) => form.id === id);

export const reportById = (store: Store, id: string): OnlineReportRecord | undefined => onlineReports.all(store).find((report) => report.id === id);

export const NUMERIC_DB_TYPES = new Set(['int', 'double', 'BigDecimal']);

export const SORTABLE_DB_TYPES = new Set(['int', 'double', 'BigDecimal', 'Date']);

export function fieldType(field: OnlineFieldRecord): FieldType {
  if (NUMERIC_DB_TYPES.has(field.dbType)) return 'number';
  if (field.dbType === 'Date') return 'date';
  if (field.dbType === 'Datetime') return 'datetime';
  return 'string';
}

/** The items of a field's dictionary: a table dictionary when `dictTable` is set, else the dictionary `dictField`. */
export function dictItemsOf(store: Store, field: { dictField: string; dictTable: string; dictText: string }): Schema<'DictItem'>[] | null {
  if (!field.dictField) return null;
  if (!field.dictTable) return store.dictItems(field.dictField);
  const answer = tableDictItems(store, `${field.dictTable},${field.dictText},${field.dictField}`);
  return 'items' in answer ? answer.items : [];
}

export function pageAnswer<T extends object>(rows: T[], query: Record<string, unknown>, fields: EntityFields, options: Parameters<typeof listQuery>[3]) {
  try {
    const page = listQuery(rows, query, fields, options);
    return { total: page.total, records: page.records };
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
}
