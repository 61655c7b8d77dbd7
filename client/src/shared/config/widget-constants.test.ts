import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, ELLIPSIS_LENGTH, PICKER_ELLIPSIS_LENGTH, YEAR_RANGE } from './widget-constants';

describe('widget constants of 001 §9', () => {
  it.each([
    ['B-CONST-01 the default ellipsis length is 25', ELLIPSIS_LENGTH, 25],
    ['the picker ellipsis length is 12', PICKER_ELLIPSIS_LENGTH, 12],
    ['B-CONST-03 the year range is 100 years', YEAR_RANGE, 100],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('B-CONST-02 the date formats are YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    const moment = dayjs(new Date(2026, 0, 5, 7, 8, 9));
    expect(moment.format(DATE_FORMAT)).toBe('2026-01-05');
    expect(moment.format(DATE_TIME_FORMAT)).toBe('2026-01-05 07:08:09');
  });
});
