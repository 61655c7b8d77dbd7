// Dictionary texts of a report's cells (getColumnsAndData's dictOptions), comma-joined values each translated.
import type { Schema } from '@/api/types';

type DictOptions = Schema<'ReportColumnsAndData'>['dictOptions'];

export function cellTextOf(dictOptions: DictOptions, field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const items = dictOptions[field];
  if (!items) return String(value);
  return String(value)
    .split(',')
    .map((part) => items.find((item) => item.value === part)?.text ?? part)
    .join(',');
}
