import { describe, expect, it } from 'vitest';
import { parseField } from './parse-field';
import { formatField } from './format-field';
import type { FieldMode } from './field-mode';
import type { FieldKey } from './fields';

const YEAR = 2026;

const READ: { key: FieldKey; text: string; mode: FieldMode }[] = [
  { key: 'second', text: '*', mode: { kind: 'every' } },
  { key: 'second', text: '*/5', mode: { kind: 'increment', start: 0, step: 5 } },
  { key: 'minute', text: '5/15', mode: { kind: 'increment', start: 5, step: 15 } },
  { key: 'hour', text: '9-17', mode: { kind: 'range', start: 9, end: 17 } },
  { key: 'hour', text: '8,12,18', mode: { kind: 'specific', values: [8, 12, 18] } },
  { key: 'day', text: '?', mode: { kind: 'unspecified' } },
  { key: 'day', text: 'L', mode: { kind: 'lastDay' } },
  { key: 'day', text: 'L-3', mode: { kind: 'lastDayOffset', offset: 3 } },
  { key: 'day', text: '15W', mode: { kind: 'nearestWeekday', day: 15 } },
  { key: 'day', text: 'LW', mode: { kind: 'lastWeekday' } },
  { key: 'month', text: 'JAN,jun', mode: { kind: 'specific', values: [1, 6] } },
  { key: 'week', text: 'MON-FRI', mode: { kind: 'range', start: 2, end: 6 } },
  { key: 'week', text: '6L', mode: { kind: 'lastWeekdayOfMonth', weekday: 6 } },
  { key: 'week', text: '5#5', mode: { kind: 'nthWeekday', weekday: 5, nth: 5 } },
  { key: 'year', text: '2027-2030', mode: { kind: 'range', start: 2027, end: 2030 } },
];

const REFUSED: { key: FieldKey; text: string; reason: string }[] = [
  { key: 'second', text: '60', reason: '取值应在 0-59 之间' },
  { key: 'minute', text: '0/60', reason: '间隔应在 1-59 之间' },
  { key: 'hour', text: '24', reason: '取值应在 0-23 之间' },
  { key: 'day', text: '0', reason: '取值应在 1-31 之间' },
  { key: 'day', text: 'L-31', reason: 'L- 之后应为 1-30' },
  { key: 'month', text: '13', reason: '取值应在 1-12 之间' },
  { key: 'week', text: '8', reason: '取值应在 1-7 之间' },
  { key: 'week', text: '2#6', reason: '# 之后应为 1-5' },
  { key: 'hour', text: '?', reason: '不支持“?”' },
  { key: 'hour', text: 'L', reason: '不支持“L”' },
  { key: 'year', text: '2127', reason: '取值应在 1970-2126 之间' },
  { key: 'minute', text: '10-5', reason: '区间的开始不能大于结束' },
  { key: 'second', text: 'abc', reason: '无法识别“abc”' },
  { key: 'second', text: '', reason: '不能为空' },
];

describe('reading a field back into its mode', () => {
  it.each(READ)('B-CRON-24 $key “$text”', ({ key, text, mode }) => {
    expect(parseField(key, text, YEAR)).toEqual({ ok: true, mode });
  });

  it.each(READ.filter(({ text }) => !/[A-Za-z]{3}|\*\//.test(text)))('$key “$text” is written back unchanged', ({ key, text, mode }) => {
    expect(formatField(key, mode, YEAR)).toBe(text);
  });

  it.each(REFUSED)('$key “$text” is refused: $reason', ({ key, text, reason }) => {
    expect(parseField(key, text, YEAR)).toEqual({ ok: false, reason });
  });
});
