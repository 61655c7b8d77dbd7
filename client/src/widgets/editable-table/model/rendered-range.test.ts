import { describe, expect, it } from 'vitest';
import { renderedRows } from './rendered-range';

const range = (startIndex: number, endIndex: number) => ({ startIndex, endIndex, overscan: 1, count: 10_000 });

describe('renderedRows', () => {
  it('adds the overscan on both sides of the visible rows at rest and while scrolling slowly', () => {
    expect(renderedRows(range(10, 16), null)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(renderedRows(range(12, 18), 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('renders only the visible rows after a jump further than the view', () => {
    expect(renderedRows(range(500, 506), 10)).toEqual([500, 501, 502, 503, 504, 505, 506]);
    expect(renderedRows(range(10, 16), 500)).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it('keeps the overscan inside the table at its first and last rows', () => {
    expect(renderedRows(range(0, 5), null)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(renderedRows({ ...range(9994, 9999) }, 9993)).toEqual([9993, 9994, 9995, 9996, 9997, 9998, 9999]);
  });
});
