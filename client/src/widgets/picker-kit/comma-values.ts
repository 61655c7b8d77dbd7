// Multi-value fields are stored comma-joined (001 §9: the default separator is a comma).
import { ELLIPSIS_LENGTH, VALUE_SEPARATOR } from '@/shared/config/widget-constants';

export function splitValues(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(VALUE_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function joinValues(values: readonly string[]): string {
  return values.join(VALUE_SEPARATOR);
}

/** Text longer than `length` characters shortened with an ellipsis; the default length is 001 §9's 25. */
export function ellipsis(text: string, length: number = ELLIPSIS_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
