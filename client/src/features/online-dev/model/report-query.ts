// The report screen's request: the query form's values (single fields as typed, range fields as
// `<field>_begin` / `<field>_end`), the report parameters as `self_<name>`, paging and sort.
import type { Dayjs } from 'dayjs';
import type { Schema } from '@/api/types';

export type QueryField = Schema<'ReportQueryField'>;
export type QueryValue = string | number | null | undefined | Dayjs | [Dayjs | null, Dayjs | null] | [number | null, number | null];

const isDayjs = (value: unknown): value is Dayjs => typeof value === 'object' && value !== null && 'format' in value && typeof (value as Dayjs).format === 'function';

function text(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (isDayjs(value)) return value.format('YYYY-MM-DD');
  return String(value);
}

export function queryParamsOf(fields: QueryField[], values: Record<string, QueryValue>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.field];
    if (field.mode === 'group') {
      const [begin, end] = Array.isArray(value) ? value : [];
      const from = text(begin);
      const to = text(end);
      if (from !== undefined) params[`${field.field}_begin`] = from;
      if (to !== undefined) params[`${field.field}_end`] = to;
    } else {
      const single = text(value);
      // Text columns match what contains the typed text (JeecgBoot's *value*), as the online form lists do.
      if (single !== undefined) params[field.field] = field.view === 'string' && !single.includes('*') ? `*${single}*` : single;
    }
  }
  return params;
}

/** Report parameters as the server takes them; an empty value is sent (it means "none", not "the default"). */
export function selfParamsOf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`self_${name}`, value]));
}
