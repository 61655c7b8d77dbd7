import { describe, expect, it } from 'vitest';
import { formatThousands } from './format-number';

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [980, '980'],
    [96500000, '96,500,000'],
    [-1234.5, '-1,234.5'],
    [1234567.891, '1,234,567.89'],
  ])('%d → %s', (value, text) => {
    expect(formatThousands(value)).toBe(text);
  });

  it('shows a dash for missing values', () => {
    expect(formatThousands(undefined)).toBe('-');
    expect(formatThousands(Number.NaN)).toBe('-');
  });
});
