// The search form's schema: one entry per field, which decides both the input shown and how its value is sent.
import type { FilterMode } from './input-filter';

export interface SearchOption {
  label: string;
  value: string;
}

interface FieldBase {
  name: string;
  label: string;
  placeholder?: string;
}

export type SearchField =
  | (FieldBase & { kind: 'text'; match?: FilterMode })
  | (FieldBase & { kind: 'select'; options: SearchOption[] })
  | (FieldBase & { kind: 'dict'; dictCode: string })
  | (FieldBase & { kind: 'date-range' })
  /** One month, sent as `yyyy-MM`. */
  | (FieldBase & { kind: 'month' })
  /** Two numbers, sent as `<name>_begin` / `<name>_end` (inclusive bounds, either may be left empty). */
  | (FieldBase & { kind: 'number-range' })
  | (FieldBase & { kind: 'number'; match?: FilterMode });

export type SearchSchema = readonly SearchField[];
