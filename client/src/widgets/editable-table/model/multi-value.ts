// Multi-value fields are stored comma-joined (B-GRID-66).
import { VALUE_SEPARATOR } from '@/shared/config/widget-constants';

export function joinValues(values: readonly unknown[], separator = VALUE_SEPARATOR): string {
  return values.filter((value) => value !== '' && value !== null && value !== undefined).join(separator);
}

export function splitValues(value: unknown, separator = VALUE_SEPARATOR): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === '' || value === null || value === undefined) return [];
  return String(value).split(separator).filter(Boolean);
}
