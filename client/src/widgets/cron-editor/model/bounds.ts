import { YEAR_RANGE } from '@/shared/config/widget-constants';
import type { FieldKey } from './fields';

export interface Bounds {
  min: number;
  max: number;
}

/** What a number input of a tab accepts: the ranges of 001 §5, wider than Quartz in places (decision 18). */
export interface InputBounds {
  value: Bounds;
  incrementStart: Bounds;
  incrementStep: Bounds;
  rangeStart: Bounds;
  rangeEnd: Bounds;
}

/** The values a tab starts with before anything is typed. */
export interface InputDefaults {
  incrementStart: number;
  incrementStep: number;
  rangeStart: number;
  rangeEnd: number;
}

const b = (min: number, max: number): Bounds => ({ min, max });

/**
 * The year inputs follow the spec's fixed reading, 2019 to 2119, except the range's lower limits, which §5 also
 * gives as start min 0 and end min 1 (upstream EasyCron's range inputs); what is emitted follows `quartzBounds`.
 */
export const SPEC_FIRST_YEAR = 2019;
const SPEC_LAST_YEAR = SPEC_FIRST_YEAR + YEAR_RANGE;

export const INPUT_BOUNDS: Record<FieldKey, InputBounds> = {
  second: { value: b(0, 59), incrementStart: b(0, 59), incrementStep: b(1, 59), rangeStart: b(1, 59), rangeEnd: b(0, 59) },
  minute: { value: b(0, 59), incrementStart: b(0, 59), incrementStep: b(1, 60), rangeStart: b(1, 60), rangeEnd: b(0, 59) },
  hour: { value: b(0, 23), incrementStart: b(0, 23), incrementStep: b(1, 23), rangeStart: b(0, 23), rangeEnd: b(0, 23) },
  day: { value: b(1, 31), incrementStart: b(1, 31), incrementStep: b(1, 31), rangeStart: b(1, 31), rangeEnd: b(1, 31) },
  month: { value: b(1, 12), incrementStart: b(0, 12), incrementStep: b(0, 12), rangeStart: b(1, 12), rangeEnd: b(1, 12) },
  week: { value: b(1, 7), incrementStart: b(1, 7), incrementStep: b(1, 7), rangeStart: b(1, 7), rangeEnd: b(1, 7) },
  year: {
    value: b(SPEC_FIRST_YEAR, SPEC_LAST_YEAR - 1),
    incrementStart: b(SPEC_FIRST_YEAR, SPEC_LAST_YEAR),
    incrementStep: b(1, 99),
    rangeStart: b(0, SPEC_LAST_YEAR),
    rangeEnd: b(1, SPEC_LAST_YEAR),
  },
};

export function inputDefaults(key: FieldKey, currentYear: number): InputDefaults {
  switch (key) {
    case 'second':
    case 'minute':
      return { incrementStart: 0, incrementStep: 1, rangeStart: 1, rangeEnd: 59 };
    case 'hour':
      return { incrementStart: 0, incrementStep: 1, rangeStart: 0, rangeEnd: 23 };
    case 'day':
      return { incrementStart: 1, incrementStep: 1, rangeStart: 1, rangeEnd: 31 };
    case 'month':
      return { incrementStart: 1, incrementStep: 1, rangeStart: 1, rangeEnd: 12 };
    case 'week':
      return { incrementStart: 2, incrementStep: 1, rangeStart: 2, rangeEnd: 6 };
    case 'year':
      return { incrementStart: currentYear, incrementStep: 1, rangeStart: currentYear, rangeEnd: currentYear + 1 };
  }
}

/**
 * The values Quartz accepts and the editor emits (decision 18): seconds and minutes 0-59, hours 0-23, days
 * 1-31, months 1-12, weekdays 1-7, years from the current year to 100 years on.
 */
export function quartzBounds(key: FieldKey, currentYear: number): Bounds {
  switch (key) {
    case 'second':
    case 'minute':
      return b(0, 59);
    case 'hour':
      return b(0, 23);
    case 'day':
      return b(1, 31);
    case 'month':
      return b(1, 12);
    case 'week':
      return b(1, 7);
    case 'year':
      return b(currentYear, currentYear + YEAR_RANGE);
  }
}

/** Largest step Quartz accepts: a step of 60 minutes or 13 months is refused ("Increment > 60"). */
export function quartzMaxStep(key: FieldKey): number {
  return key === 'year' ? 99 : quartzBounds(key, 0).max;
}

export function clamp(value: number, bounds: Bounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}
