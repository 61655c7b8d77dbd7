import type { FieldKey } from './fields';

/** One field's setting, as the tabs show it (001 §5). */
export type FieldMode =
  | { kind: 'every' } // *
  | { kind: 'unspecified' } // ? (day and week only)
  | { kind: 'range'; start: number; end: number } // A-B
  | { kind: 'increment'; start: number; step: number } // S/N
  | { kind: 'specific'; values: number[] } // a,b,c
  | { kind: 'lastDay' } // L (day)
  | { kind: 'lastDayOffset'; offset: number } // L-N (day)
  | { kind: 'nearestWeekday'; day: number } // NW (day)
  | { kind: 'lastWeekday' } // LW (day)
  | { kind: 'lastWeekdayOfMonth'; weekday: number } // nL (week)
  | { kind: 'nthWeekday'; weekday: number; nth: number }; // n#m (week)

export type FieldModeKind = FieldMode['kind'];

const COMMON: FieldModeKind[] = ['every', 'range', 'increment', 'specific'];

/** The modes each tab offers, in the order its radios show them. */
export const FIELD_MODE_KINDS: Record<FieldKey, FieldModeKind[]> = {
  second: COMMON,
  minute: COMMON,
  hour: COMMON,
  day: ['unspecified', ...COMMON, 'lastDay', 'lastDayOffset', 'nearestWeekday', 'lastWeekday'],
  month: COMMON,
  week: ['unspecified', ...COMMON, 'lastWeekdayOfMonth', 'nthWeekday'],
  year: COMMON,
};

/** The nth of `n#m` runs 1-5 (001 §5). */
export const NTH_BOUNDS = { min: 1, max: 5 };
/** L-N accepts 1-31 (001 §5); Quartz refuses offsets over 30, so 30 is the most emitted. */
export const LAST_DAY_OFFSET_INPUT = { min: 1, max: 31 };
export const LAST_DAY_OFFSET_QUARTZ = { min: 1, max: 30 };
