import { describe, expect, it } from 'vitest';
import { nextFireTimes } from './next-fire-times';
import { previewExpression } from './preview-expression';

const FROM = new Date('2026-02-25T13:47:21Z');

describe('fire times', () => {
  it('B-CRON-12 gives the next 10 times', () => {
    expect(nextFireTimes('0 0 0 * * ?', FROM, 10, 'UTC')).toHaveLength(10);
  });

  it.each([
    { week: '1', utcDay: 0 },
    { week: '2', utcDay: 1 },
    { week: '7', utcDay: 6 },
  ])('B-CRON-77 week $week runs on JavaScript day $utcDay', ({ week, utcDay }) => {
    const times = nextFireTimes(`0 0 0 ? * ${week}`, FROM, 3, 'UTC');
    expect(times.map((time) => time.getUTCDay())).toEqual([utcDay, utcDay, utcDay]);
  });

  it('B-CRON-13 the preview ignores the year', () => {
    expect(previewExpression('0 0 0 1 1 ? 2020')).toBe('0 0 0 1 1 ? *');
    expect(nextFireTimes('0 0 0 1 1 ? 2020', FROM, 10, 'UTC')).toEqual([]);
    expect(nextFireTimes(previewExpression('0 0 0 1 1 ? 2020'), FROM, 10, 'UTC')).toHaveLength(10);
  });

  it('a six-field expression previews as it is', () => {
    expect(previewExpression('0 0 0 1 1 ?')).toBe('0 0 0 1 1 ? *');
  });

  it('gives the same wall-clock times in Shanghai as in UTC eight hours earlier', () => {
    const shanghai = nextFireTimes('0 0 22-2 * * ?', FROM, 3, 'Asia/Shanghai');
    expect(shanghai.map((time) => time.toISOString())).toEqual([
      '2026-02-25T14:00:00.000Z',
      '2026-02-25T15:00:00.000Z',
      '2026-02-25T16:00:00.000Z',
    ]);
  });

  it('throws on an expression Quartz refuses', () => {
    expect(() => nextFireTimes('0 0 0 L,5 * ?', FROM, 1, 'UTC')).toThrow('“日”字段有误');
  });

  it('gives none for 30 February', () => {
    expect(nextFireTimes('0 0 0 30 2 ?', FROM, 10, 'UTC')).toEqual([]);
  });
});
