// What the list-query engine needs to know about an entity: each queryable property's type and dictionary.
export type FieldType = 'string' | 'number' | 'date' | 'datetime' | 'boolean';

export interface FieldSpec {
  type: FieldType;
  /** Dictionary code (`sex`) or table dictionary (`sys_user,realname,username`): adds `<field>_dictText`. */
  dict?: string;
}

export type EntityFields = Record<string, FieldSpec>;

/** Compares two cell values by the field's type; null/undefined sort first. */
export function compareValues(a: unknown, b: unknown, type: FieldType): number {
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '' ? 0 : -1;
  if (b === null || b === undefined || b === '') return 1;
  if (type === 'number') return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** Parses a query value into the field's type for comparisons; dates keep their text (ISO order is time order). */
export function coerce(value: string, type: FieldType): string | number | boolean {
  if (type === 'number') return Number(value);
  if (type === 'boolean') return value === 'true' || value === '1';
  return value;
}
