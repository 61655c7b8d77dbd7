// How a condition row drives a picker (B-QUERY-37 … 40): rule 'in' picks several values, comma-joined; the stored
// field follows customReturnField; a popup needs the report code and its field mapping.
import type { QueryCondition } from './super-query';

/** The picker's value: the row's value as one comma-joined string, or undefined when empty. */
export function pickerValueOf(val: QueryCondition['val']): string | undefined {
  const joined = Array.isArray(val) ? val.filter(Boolean).join(',') : val;
  return joined || undefined;
}

/** The user picker stores usernames unless the field returns ids. */
export const userStoreFieldOf = (condition: Pick<QueryCondition, 'customReturnField'>): 'username' | 'id' => (condition.customReturnField === 'id' ? 'id' : 'username');

/** The department picker stores ids unless the field returns org codes. */
export const departStoreFieldOf = (condition: Pick<QueryCondition, 'customReturnField'>): 'id' | 'orgCode' => (condition.customReturnField === 'orgCode' ? 'orgCode' : 'id');

/** A query field's popup settings (upstream's `popup: { code, field, orgFields, destFields }`). */
export interface PopupConfig {
  code: string;
  /** The destination field whose value the condition takes; default the first. */
  field?: string;
  orgFields: string;
  destFields: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The popup settings of a field, or null when they are missing (the row falls back to a text input). */
export function popupConfigOf(popup: unknown): PopupConfig | null {
  if (typeof popup !== 'object' || popup === null) return null;
  const record = popup as Record<string, unknown>;
  const code = text(record.code);
  const orgFields = text(record.orgFields);
  const destFields = text(record.destFields);
  if (!code || !orgFields || !destFields) return null;
  const field = text(record.field);
  return { code, orgFields, destFields, ...(field ? { field } : {}) };
}
