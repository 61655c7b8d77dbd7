import { describe, expect, it } from 'vitest';
import { parseExpression, validateExpression } from './validate';

const YEAR = 2026;

describe('validating a whole expression', () => {
  it.each([
    { text: '0 0 12 ? * 2#1 2026', problem: null },
    { text: '0 15 10 L-3 * ?', problem: null },
    { text: '60 0 0 * * ?', problem: { field: 'second', message: '“秒”字段有误：取值应在 0-59 之间' } },
    { text: '0 61 0 * * ?', problem: { field: 'minute', message: '“分”字段有误：取值应在 0-59 之间' } },
    { text: '0 0 24 * * ?', problem: { field: 'hour', message: '“时”字段有误：取值应在 0-23 之间' } },
    { text: '0 0 0 32 * ?', problem: { field: 'day', message: '“日”字段有误：取值应在 1-31 之间' } },
    { text: '0 0 0 1 13 ?', problem: { field: 'month', message: '“月”字段有误：取值应在 1-12 之间' } },
    { text: '0 0 0 ? * 9', problem: { field: 'week', message: '“周”字段有误：取值应在 1-7 之间' } },
    { text: '0 0 0 1 1 ? 3000', problem: { field: 'year', message: '“年”字段有误：取值应在 1970-2126 之间' } },
    { text: '0 0 0 ? * ?', problem: { field: 'week', message: '“日”和“周”不能同时为“?”' } },
    { text: '0 0 0 1 * 2', problem: { field: 'week', message: '“日”和“周”必须有一个为“?”' } },
  ])('“$text”', ({ text, problem }) => {
    expect(validateExpression(text, YEAR)).toEqual(problem);
  });

  it('names no field when the count of fields is wrong', () => {
    expect(validateExpression('0 0 0 * *', YEAR)).toEqual({
      field: null,
      message: 'cron表达式应为 6 或 7 个以空格分隔的字段（秒 分 时 日 月 周 年），当前为 5 个',
    });
  });

  it('B-CRON-24 reads every field of an existing expression back into its mode', () => {
    expect(parseExpression('5/20 0,30 9-17 ? JAN-MAR 6L 2027', YEAR)).toEqual({
      ok: true,
      modes: {
        second: { kind: 'increment', start: 5, step: 20 },
        minute: { kind: 'specific', values: [0, 30] },
        hour: { kind: 'range', start: 9, end: 17 },
        day: { kind: 'unspecified' },
        month: { kind: 'range', start: 1, end: 3 },
        week: { kind: 'lastWeekdayOfMonth', weekday: 6 },
        year: { kind: 'specific', values: [2027] },
      },
    });
  });
});
