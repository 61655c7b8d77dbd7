import { describe, expect, it } from 'vitest';
import { readSchedule } from './quartz-schedule';
import { validateExpression } from './validate';

const YEAR = 2026;

describe('reading an expression as Quartz does', () => {
  it.each([
    { text: '10-20/3 * * * * ?', field: 'seconds', values: [10, 13, 16, 19] },
    { text: '50-10 * * * * ?', field: 'seconds', values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59] },
    { text: '0 0 22-2 * * ?', field: 'hours', values: [0, 1, 2, 22, 23] },
    { text: '0 0 22-2/3 * * ?', field: 'hours', values: [1, 22] },
  ] as const)('$text gives the $field $values', ({ text, field, values }) => {
    const read = readSchedule(text, YEAR);
    expect(read.ok && read.schedule[field]).toEqual(values);
  });

  it('reads wrap-around months and weekday names', () => {
    const read = readSchedule('0 0 0 ? NOV-FEB FRI-MON', YEAR);
    expect(read.ok && [...read.schedule.months].sort((a, b) => a - b)).toEqual([1, 2, 11, 12]);
    expect(read.ok && read.schedule.week).toEqual({ kind: 'weekdays', weekdays: new Set([6, 7, 1, 2]) });
  });

  it('reads L-3W, L alone in the week field and a year step from 0', () => {
    const lastDay = readSchedule('0 0 0 L-3W * ?', YEAR);
    expect(lastDay.ok && lastDay.schedule.day).toEqual({ kind: 'lastDay', offset: 3, weekday: true });
    const saturday = readSchedule('0 0 0 ? * L', YEAR);
    expect(saturday.ok && saturday.schedule.week).toEqual({ kind: 'weekdays', weekdays: new Set([7]) });
    const years = readSchedule('0 0 0 1 1 ? 0/5', YEAR);
    expect(years.ok && years.schedule.years?.has(2030)).toBe(true);
  });

  it.each([
    { text: '0/60 * * * * ?', message: '“秒”字段有误：间隔应在 1-59 之间' },
    { text: '0 0 0/24 * * ?', message: '“时”字段有误：间隔应在 1-23 之间' },
    { text: '0 0 0 L,5 * ?', message: '“日”字段有误：“L”和“W”只能单独使用，不能与其他值组成列表' },
    { text: '0 0 0 ? * 2L,3', message: '“周”字段有误：“L”和“#”只能单独使用，不能与其他值组成列表' },
    { text: '0 0 0 L-31 * ?', message: '“日”字段有误：L- 之后应为 0-30' },
    { text: '0 0 0 ? * 6#6', message: '“周”字段有误：# 之后应为 1-5' },
    { text: '0 0 0 ? * 0', message: '“周”字段有误：取值应在 1-7 之间' },
    { text: '0 0 0 1 1 ? 2030-2028', message: '“年”字段有误：区间的开始不能大于结束' },
    { text: '0 0 ? * * ?', message: '“时”字段有误：只有“日”和“周”可以为“?”' },
  ])('refuses “$text” as Quartz does', ({ text, message }) => {
    expect(validateExpression(text, YEAR)?.message).toBe(message);
  });
});
