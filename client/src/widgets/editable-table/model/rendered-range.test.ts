import { describe, expect, it } from 'vitest';
import { renderedRows, rowsInView } from './rendered-range';

const range = (startIndex: number, endIndex: number, count = 10_000) => ({ startIndex, endIndex, overscan: 1, count });
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, offset) => from + offset);

describe('renderedRows', () => {
  it('a 400px view at 61px a row cuts at most 8 rows: with one overscan row each side the window holds 10', () => {
    expect(rowsInView(400, 61)).toBe(8);
  });

  it('renders the same number of rows whether the view cuts 7 or 8, from one row above the first visible', () => {
    expect(renderedRows(range(10, 17), 10)).toEqual(span(9, 18));
    expect(renderedRows(range(12, 18), 10)).toEqual(span(11, 20));
  });

  it('keeps the length after a jump, so no row element is created or removed', () => {
    expect(renderedRows(range(500, 506), 10)).toEqual(span(499, 508));
  });

  it('keeps the window inside the table at its first and last rows', () => {
    expect(renderedRows(range(0, 6), 10)).toEqual(span(0, 9));
    expect(renderedRows(range(9994, 9999), 10)).toEqual(span(9990, 9999));
  });

  it('grows past the length when the visible range is longer, and shrinks to a shorter table', () => {
    expect(renderedRows(range(10, 20), 10)).toEqual(span(9, 21));
    expect(renderedRows(range(0, 2, 3), 10)).toEqual([0, 1, 2]);
  });
});
