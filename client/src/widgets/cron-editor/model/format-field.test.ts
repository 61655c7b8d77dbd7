import { describe, expect, it } from 'vitest';
import { formatField } from './format-field';
import { parseField } from './parse-field';
import type { FieldMode } from './field-mode';
import type { FieldKey } from './fields';

const YEAR = 2026;

// Each row: a field, the mode its tab holds (values as typed, within the inputs' §5 ranges) and the Quartz text
// the editor emits (decision 18).
const ROWS: { name: string; key: FieldKey; mode: FieldMode; text: string }[] = [
  { name: 'B-CRON-25 every is *', key: 'second', mode: { kind: 'every' }, text: '*' },
  { name: 'B-CRON-26 increment is S/N', key: 'minute', mode: { kind: 'increment', start: 5, step: 15 }, text: '5/15' },
  { name: 'B-CRON-27 specific values are a comma list, sorted and without repeats', key: 'hour', mode: { kind: 'specific', values: [18, 8, 12, 8] }, text: '8,12,18' },
  { name: 'B-CRON-28 range is A-B', key: 'month', mode: { kind: 'range', start: 3, end: 5 }, text: '3-5' },
  { name: 'a reversed range is put in order', key: 'hour', mode: { kind: 'range', start: 17, end: 9 }, text: '9-17' },
  { name: 'B-CRON-40 a minute step of 60 (accepted by the input) is emitted as 59', key: 'minute', mode: { kind: 'increment', start: 0, step: 60 }, text: '0/59' },
  { name: 'B-CRON-40 a minute range start of 60 is emitted as 59', key: 'minute', mode: { kind: 'range', start: 60, end: 59 }, text: '59-59' },
  { name: 'B-CRON-41 hours above 23 are emitted as 23', key: 'hour', mode: { kind: 'increment', start: 30, step: 2 }, text: '23/2' },
  { name: 'B-CRON-46 month start 0 (accepted by the input) is emitted as 1', key: 'month', mode: { kind: 'increment', start: 0, step: 3 }, text: '1/3' },
  { name: 'B-CRON-46 month step 0 is emitted as 1', key: 'month', mode: { kind: 'increment', start: 2, step: 0 }, text: '2/1' },
  { name: 'year values before the current year are emitted as the current year', key: 'year', mode: { kind: 'range', start: 2019, end: 2030 }, text: '2026-2030' },
  { name: 'B-CRON-50 B-CRON-51 the year range inputs\' minimums 0 and 1 are emitted as the current year', key: 'year', mode: { kind: 'range', start: 0, end: 1 }, text: '2026-2026' },
  { name: 'B-CRON-50 a year range from 0 is emitted from the current year', key: 'year', mode: { kind: 'range', start: 0, end: 2030 }, text: '2026-2030' },
  { name: 'year values after current year + 100 are emitted as that year', key: 'year', mode: { kind: 'increment', start: 2200, step: 1 }, text: '2126/1' },
  { name: 'specific years out of the Quartz range are dropped', key: 'year', mode: { kind: 'specific', values: [2019, 2027, 2030] }, text: '2027,2030' },
  { name: 'B-CRON-66 an empty list falls back to *', key: 'day', mode: { kind: 'specific', values: [] }, text: '*' },
  { name: 'B-CRON-66 an empty weekday list falls back to ?', key: 'week', mode: { kind: 'specific', values: [] }, text: '?' },
  { name: 'B-CRON-53 B-CRON-69 every day is *', key: 'day', mode: { kind: 'every' }, text: '*' },
  { name: 'B-CRON-68 not set is ?', key: 'day', mode: { kind: 'unspecified' }, text: '?' },
  { name: 'B-CRON-70 day range', key: 'day', mode: { kind: 'range', start: 10, end: 20 }, text: '10-20' },
  { name: 'B-CRON-55 every N days from a day', key: 'day', mode: { kind: 'increment', start: 3, step: 7 }, text: '3/7' },
  { name: 'B-CRON-57 B-CRON-74 specific days of month', key: 'day', mode: { kind: 'specific', values: [1, 15, 31] }, text: '1,15,31' },
  { name: 'B-CRON-58 B-CRON-73 last day of month', key: 'day', mode: { kind: 'lastDay' }, text: 'L' },
  { name: 'B-CRON-59 last weekday of month', key: 'day', mode: { kind: 'lastWeekday' }, text: 'LW' },
  { name: 'B-CRON-61 N days before month end', key: 'day', mode: { kind: 'lastDayOffset', offset: 3 }, text: 'L-3' },
  { name: 'B-CRON-61 L-31 (accepted by the input) is emitted as L-30, the most Quartz takes', key: 'day', mode: { kind: 'lastDayOffset', offset: 31 }, text: 'L-30' },
  { name: 'B-CRON-62 B-CRON-72 nearest weekday to day N', key: 'day', mode: { kind: 'nearestWeekday', day: 15 }, text: '15W' },
  { name: 'B-CRON-54 B-CRON-71 every N days of the week from a weekday', key: 'week', mode: { kind: 'increment', start: 2, step: 7 }, text: '2/7' },
  { name: 'B-CRON-56 specific weekdays', key: 'week', mode: { kind: 'specific', values: [7, 1] }, text: '1,7' },
  { name: 'B-CRON-60 last given weekday of month', key: 'week', mode: { kind: 'lastWeekdayOfMonth', weekday: 6 }, text: '6L' },
  { name: 'B-CRON-63 the nth given weekday', key: 'week', mode: { kind: 'nthWeekday', weekday: 2, nth: 5 }, text: '2#5' },
  { name: 'B-CRON-63 nth above 5 is emitted as 5', key: 'week', mode: { kind: 'nthWeekday', weekday: 2, nth: 9 }, text: '2#5' },
];

describe('a tab mode becomes Quartz text', () => {
  it.each(ROWS)('$name', ({ key, mode, text }) => {
    expect(formatField(key, mode, YEAR)).toBe(text);
  });

  it.each(ROWS)('decision 18: the $key text emitted for a $mode.kind mode is read back as valid ($text)', ({ key, mode }) => {
    expect(parseField(key, formatField(key, mode, YEAR), YEAR).ok).toBe(true);
  });
});
