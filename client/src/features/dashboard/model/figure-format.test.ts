import { describe, expect, it } from 'vitest';
import {
  floorFigure,
  formatAmount,
  formatFractionPercent,
  formatPercent,
  fractionToFlooredPercent,
  toTenThousand,
} from './figure-format';

describe('figure formatting', () => {
  it('A-DASH-47 divides by 10000 and rounds down', () => {
    expect(toTenThousand(47175471.87)).toBe(4717);
    expect(toTenThousand(99999)).toBe(9);
    expect(toTenThousand(100000)).toBe(10);
    expect(toTenThousand(0)).toBe(0);
    expect(toTenThousand(-15000)).toBe(-2);
  });

  it('A-DASH-26 multiplies a gross margin by 100 and rounds down, without binary float slips', () => {
    expect(fractionToFlooredPercent(0.2119)).toBe(21);
    expect(fractionToFlooredPercent(0.2577)).toBe(25);
    // 0.29 * 100 is 28.999… in binary floating point: still 29 percent.
    expect(fractionToFlooredPercent(0.29)).toBe(29);
    expect(fractionToFlooredPercent(0.57)).toBe(57);
  });

  it('A-DASH-27 gives 0 for a gross margin that is not a number', () => {
    expect(fractionToFlooredPercent(null)).toBe(0);
    expect(fractionToFlooredPercent(undefined)).toBe(0);
    expect(fractionToFlooredPercent(Number.NaN)).toBe(0);
    expect(fractionToFlooredPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('rounds figures down', () => {
    expect(floorFigure(10751716.52)).toBe(10751716);
    expect(floorFigure(46.99)).toBe(46);
  });

  it('formats amounts with thousands separators and percents with a sign', () => {
    expect(formatAmount(1907261.22)).toBe('1,907,261.22');
    expect(formatAmount(1840022.1)).toBe('1,840,022.10');
    expect(formatAmount(-5)).toBe('-5.00');
    expect(formatAmount(null)).toBe('-');
    expect(formatPercent(88.35)).toBe('88.35%');
    expect(formatPercent(undefined)).toBe('-');
    expect(formatFractionPercent(0.0987)).toBe('9.87%');
    expect(formatFractionPercent(null)).toBe('-');
  });
});
