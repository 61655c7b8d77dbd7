import { inputDefaults } from './bounds';
import { FIELD_MODE_KINDS, type FieldMode, type FieldModeKind } from './field-mode';
import type { FieldKey } from './fields';

export type ModeDrafts = Partial<Record<FieldModeKind, FieldMode>>;

/** What each mode of a tab holds before the user touches it (001 §5 defaults). */
export function initialModes(key: FieldKey, currentYear: number): ModeDrafts {
  const defaults = inputDefaults(key, currentYear);
  const all: Record<FieldModeKind, FieldMode> = {
    every: { kind: 'every' },
    unspecified: { kind: 'unspecified' },
    range: { kind: 'range', start: defaults.rangeStart, end: defaults.rangeEnd },
    increment: { kind: 'increment', start: defaults.incrementStart, step: defaults.incrementStep },
    specific: { kind: 'specific', values: [] },
    lastDay: { kind: 'lastDay' },
    lastDayOffset: { kind: 'lastDayOffset', offset: 1 },
    nearestWeekday: { kind: 'nearestWeekday', day: 1 },
    lastWeekday: { kind: 'lastWeekday' },
    lastWeekdayOfMonth: { kind: 'lastWeekdayOfMonth', weekday: 2 },
    nthWeekday: { kind: 'nthWeekday', weekday: 2, nth: 1 },
  };
  return Object.fromEntries(FIELD_MODE_KINDS[key].map((kind) => [kind, all[kind]]));
}
