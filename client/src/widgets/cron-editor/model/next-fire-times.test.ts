import { describe, expect, it } from 'vitest';
import { nextFireTimes, toCronerSchedule } from './next-fire-times';
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

  it.each([
    { quartz: '5/20 * * * * ? *', croner: '5-59/20 * * * * ? *', offset: 0 },
    { quartz: '0 0 0 ? * 6L', croner: '0 0 0 ? * 6#L *', offset: 0 },
    { quartz: '0 0 0 L-3 * ?', croner: '0 0 0 L * ? *', offset: 3 },
    { quartz: '0 0 0 1 1 ? 2028/4', croner: '0 0 0 1 1 ? 2028-9999/4', offset: 0 },
  ])('writes $quartz for croner', ({ quartz, croner, offset }) => {
    expect(toCronerSchedule(quartz)).toEqual({ pattern: croner, lastDayOffset: offset });
  });

  it('gives none for 30 February', () => {
    expect(nextFireTimes('0 0 0 30 2 ?', FROM, 10, 'UTC')).toEqual([]);
  });
});
