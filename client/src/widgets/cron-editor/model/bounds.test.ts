import { describe, expect, it } from 'vitest';
import { INPUT_BOUNDS, inputDefaults, quartzBounds, type Bounds } from './bounds';
import type { FieldKey } from './fields';

// Each row is one sentence of 001 §5 / §9 on what an input accepts.
const INPUTS: { name: string; key: FieldKey; input: keyof (typeof INPUT_BOUNDS)['second']; bounds: Bounds }[] = [
  { name: 'B-CRON-29 seconds interval 1-59', key: 'second', input: 'incrementStep', bounds: { min: 1, max: 59 } },
  { name: 'B-CRON-30 seconds start 0-59', key: 'second', input: 'incrementStart', bounds: { min: 0, max: 59 } },
  { name: 'B-CRON-31 seconds range start 1-59', key: 'second', input: 'rangeStart', bounds: { min: 1, max: 59 } },
  { name: 'B-CRON-32 seconds range end 0-59', key: 'second', input: 'rangeEnd', bounds: { min: 0, max: 59 } },
  { name: 'B-CRON-36 minutes interval 1-60', key: 'minute', input: 'incrementStep', bounds: { min: 1, max: 60 } },
  { name: 'B-CRON-37 minutes start 0-59', key: 'minute', input: 'incrementStart', bounds: { min: 0, max: 59 } },
  { name: 'B-CRON-38 minutes range start 1-60', key: 'minute', input: 'rangeStart', bounds: { min: 1, max: 60 } },
  { name: 'B-CRON-39 minutes range end 0-59', key: 'minute', input: 'rangeEnd', bounds: { min: 0, max: 59 } },
  { name: 'B-CRON-40 specific seconds 0-59', key: 'second', input: 'value', bounds: { min: 0, max: 59 } },
  { name: 'B-CRON-40 specific minutes 0-59', key: 'minute', input: 'value', bounds: { min: 0, max: 59 } },
  { name: 'B-CRON-41 hour values 0-23', key: 'hour', input: 'value', bounds: { min: 0, max: 23 } },
  { name: 'B-CRON-41 hour range start 0-23', key: 'hour', input: 'rangeStart', bounds: { min: 0, max: 23 } },
  { name: 'B-CRON-41 hour range end 0-23', key: 'hour', input: 'rangeEnd', bounds: { min: 0, max: 23 } },
  { name: 'B-CRON-41 hour start 0-23', key: 'hour', input: 'incrementStart', bounds: { min: 0, max: 23 } },
  { name: 'B-CRON-42 month interval 0-12', key: 'month', input: 'incrementStep', bounds: { min: 0, max: 12 } },
  { name: 'B-CRON-43 month start 0-12', key: 'month', input: 'incrementStart', bounds: { min: 0, max: 12 } },
  { name: 'B-CRON-44 month range start 1-12', key: 'month', input: 'rangeStart', bounds: { min: 1, max: 12 } },
  { name: 'B-CRON-44 month range end 1-12', key: 'month', input: 'rangeEnd', bounds: { min: 1, max: 12 } },
  { name: 'B-CRON-46 specific months 1-12', key: 'month', input: 'value', bounds: { min: 1, max: 12 } },
  { name: 'B-CRON-47 B-CRON-52 year interval 1-99', key: 'year', input: 'incrementStep', bounds: { min: 1, max: 99 } },
  { name: 'B-CRON-48 year start 2019-2119', key: 'year', input: 'incrementStart', bounds: { min: 2019, max: 2119 } },
  { name: 'B-CRON-50 year range start min 0 (B-CRON-48 max 2119)', key: 'year', input: 'rangeStart', bounds: { min: 0, max: 2119 } },
  { name: 'B-CRON-51 year range end min 1 (B-CRON-48 max 2119)', key: 'year', input: 'rangeEnd', bounds: { min: 1, max: 2119 } },
  { name: 'B-CRON-49 specific years from 2019 for 100 years', key: 'year', input: 'value', bounds: { min: 2019, max: 2118 } },
  { name: 'B-CRON-55 day start 1-31', key: 'day', input: 'incrementStart', bounds: { min: 1, max: 31 } },
  { name: 'B-CRON-57 specific days 1-31', key: 'day', input: 'value', bounds: { min: 1, max: 31 } },
  { name: 'B-CRON-54 B-CRON-71 weekday loop interval 1-7', key: 'week', input: 'incrementStep', bounds: { min: 1, max: 7 } },
  { name: 'B-CRON-77 weekday numbers 1-7', key: 'week', input: 'value', bounds: { min: 1, max: 7 } },
];

describe('what the inputs accept (001 §5)', () => {
  it.each(INPUTS)('$name', ({ key, input, bounds }) => {
    expect(INPUT_BOUNDS[key][input]).toEqual(bounds);
  });
});

describe('defaults', () => {
  it('B-CRON-33 B-CRON-34 B-CRON-35 seconds start 0, end 59, loop interval 1', () => {
    expect(inputDefaults('second', 2026)).toMatchObject({ incrementStart: 0, rangeEnd: 59, incrementStep: 1 });
  });

  it('every default lies inside its input', () => {
    for (const key of ['second', 'minute', 'hour', 'day', 'month', 'week'] as const) {
      const defaults = inputDefaults(key, 2026);
      const bounds = INPUT_BOUNDS[key];
      for (const input of ['incrementStart', 'incrementStep', 'rangeStart', 'rangeEnd'] as const) {
        expect(defaults[input], `${key}.${input}`).toBeGreaterThanOrEqual(bounds[input].min);
        expect(defaults[input], `${key}.${input}`).toBeLessThanOrEqual(bounds[input].max);
      }
    }
  });
});

describe('what the editor emits (decision 18)', () => {
  it.each([
    { key: 'second' as const, bounds: { min: 0, max: 59 } },
    { key: 'minute' as const, bounds: { min: 0, max: 59 } },
    { key: 'hour' as const, bounds: { min: 0, max: 23 } },
    { key: 'month' as const, bounds: { min: 1, max: 12 } },
    { key: 'year' as const, bounds: { min: 2026, max: 2126 } },
  ])('$key within $bounds.min-$bounds.max', ({ key, bounds }) => {
    expect(quartzBounds(key, 2026)).toEqual(bounds);
  });

  it('B-CONST-03 the year range is 100 years: years from the current one to 100 years on, inputs from 2019 for 100 years', () => {
    expect(quartzBounds('year', 2026)).toEqual({ min: 2026, max: 2126 });
    expect(INPUT_BOUNDS.year.value).toEqual({ min: 2019, max: 2118 });
  });
});
