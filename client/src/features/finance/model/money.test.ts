import { describe, expect, it } from 'vitest';
import { centsText, settlementCents, taxCents, toCents } from './money';

describe('finance money in cents', () => {
  it('A-GEN-05 the amount to bill is headcount × unit price + overtime + other − deductions, exact where floats drift', () => {
    // 0.1 + 0.2 − 0.3 is 5.55e-17 in floats; in cents it is 0.
    expect(settlementCents({ headcount: 0, unitPrice: 0, overtimeAmount: 0.1, otherAmount: 0.2, deductAmount: 0.3 })).toBe(0);
    // 12 × 8 500.10 = 102 001.20 (a float product gives 102001.20000000001).
    expect(settlementCents({ headcount: 12, unitPrice: 8500.1 })).toBe(10_200_120);
    expect(centsText(settlementCents({ headcount: 20, unitPrice: 9000.5, overtimeAmount: 1200, deductAmount: 300 }))).toBe('180,910.00');
    expect(settlementCents({})).toBe(0);
  });

  it('A-GEN-07 tax = amount × rate rounded half up to the cent', () => {
    // 10 000.05 × 6 % = 600.003 → 600.00; 0.25 × 13 % = 0.0325 → 0.03; 0.50 × 9 % = 0.045 → 0.05 (half up).
    expect(taxCents(toCents(10_000.05), 6)).toBe(60_000);
    expect(taxCents(25, 13)).toBe(3);
    expect(taxCents(50, 9)).toBe(5);
    expect(taxCents(toCents(180_910), 6)).toBe(1_085_460);
    expect(taxCents(toCents(1_000), 0)).toBe(0);
  });

  it('writes yuan with thousands separators and two decimals', () => {
    expect(centsText(19_176_460)).toBe('191,764.60');
    expect(centsText(5)).toBe('0.05');
  });
});
