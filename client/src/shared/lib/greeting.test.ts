import { describe, expect, it } from 'vitest';
import { greetingForHour, greetingNow } from './greeting';

describe('greetingForHour', () => {
  it.each([
    ['A-CONST-01', 0, '早上好'],
    ['A-CONST-01', 8, '早上好'],
    ['A-CONST-02', 9, '上午好'],
    ['A-CONST-02', 11, '上午好'],
    ['A-CONST-03', 12, '中午好'],
    ['A-CONST-03', 13, '中午好'],
    ['A-CONST-04', 14, '下午好'],
    ['A-CONST-04', 19, '下午好'],
    ['A-CONST-05', 20, '晚上好'],
    ['A-CONST-05', 23, '晚上好'],
  ])('%s hour %i greets %s', (_id, hour, expected) => {
    expect(greetingForHour(hour)).toBe(expected);
  });

  it('uses the local hour of the given date', () => {
    expect(greetingNow(new Date(2024, 0, 1, 12, 30))).toBe('中午好');
  });
});
