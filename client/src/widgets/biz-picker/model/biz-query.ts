// The list query the business-entity picker sends: paging, and each filled query field (001 §5 input filter: text
// fields match inside the value as *value*, dictionary fields exactly; empty fields are left out).
import type { BizQueryField } from './biz-config';

export type QueryValues = Record<string, string | undefined>;

export function listQuery(fields: readonly BizQueryField[], values: QueryValues, pageNo: number, pageSize: number): Record<string, string | number> {
  const query: Record<string, string | number> = { pageNo, pageSize };
  for (const field of fields) {
    const value = values[field.key]?.trim();
    if (!value) continue;
    query[field.key] = field.dictCode ? value : `*${value}*`;
  }
  return query;
}

/** B-PICK-26: the echo of stored values: the valueKey comma list, page 1, page size the count. */
export function echoQuery(valueKey: string, values: readonly string[]): Record<string, string | number> {
  return { [valueKey]: values.join(','), pageNo: 1, pageSize: values.length };
}
