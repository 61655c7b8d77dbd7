// The cumulative withholding method (累计预扣法) over whole years. Every expected figure is worked out by hand below
// from 个人所得税预扣率表一 (≤36 000 3 % 0; ≤144 000 10 % 2 520; ≤300 000 20 % 16 920; ≤420 000 25 % 31 920;
// ≤660 000 30 % 52 920; ≤960 000 35 % 85 920; above 45 % 181 920), never printed by the code under test.
import { describe, expect, it } from 'vitest';
import { bracketOf, withhold, withholdYear, type MonthInput } from './tax.js';
import { monthsEmployed } from './payslip.js';

const yuan = (value: number) => Math.round(value * 100);
const months = (count: number, income: number, insurance: number, special: number): MonthInput[] =>
  Array.from({ length: count }, () => ({ income: yuan(income), insurance: yuan(insurance), special: yuan(special) }));
const taxes = (inputs: MonthInput[]) => withholdYear(inputs).map((cents) => cents / 100);

describe('A-GEN-04 individual income tax by the cumulative withholding method', () => {
  it.each([
    {
      case: 'a flat salary: 20 000 a month, 2 000 insurance, 1 000 special deductions',
      // Taxable 20 000 − 5 000 − 2 000 − 1 000 = 12 000 a month; cumulative 12k, 24k … 144k.
      // Jan 12 000 × 3 % = 360. Feb 24 000 × 3 % = 720 − 360 = 360. Mar 36 000 × 3 % = 1 080 − 720 = 360.
      // Apr 48 000 × 10 % − 2 520 = 2 280 − 1 080 = 1 200; every later month adds 12 000 × 10 % = 1 200.
      // Dec 144 000 (still ≤ 144 000) × 10 % − 2 520 = 11 880 for the year.
      inputs: months(12, 20_000, 2_000, 1_000),
      expected: [360, 360, 360, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200],
      year: 11_880,
    },
    {
      case: 'a bonus month: 15 000 a month, 1 500 insurance, 2 000 special, a 30 000 bonus in March',
      // Taxable 6 500 a month; March 45 000 − 8 500 = 36 500. Jan 6 500 × 3 % = 195. Feb 13 000 × 3 % = 390 − 195 = 195.
      // Mar 49 500 × 10 % − 2 520 = 2 430 − 390 = 2 040. Apr 56 000 → 3 080 − 2 430 = 650; each later month 650.
      // Dec 108 000 × 10 % − 2 520 = 8 280 for the year.
      inputs: months(12, 15_000, 1_500, 2_000).map((m, i) => (i === 2 ? { ...m, income: yuan(45_000) } : m)),
      expected: [195, 195, 2040, 650, 650, 650, 650, 650, 650, 650, 650, 650],
      year: 8_280,
    },
    {
      case: 'a mid-year joiner: July to December, 12 000 a month, 1 200 insurance',
      // Counted from the month of joining: taxable 12 000 − 5 000 − 1 200 = 5 800 a month, 5 800 × 3 % = 174 each;
      // December's cumulative 34 800 stays in the 3 % bracket: 1 044 for the six months.
      inputs: months(6, 12_000, 1_200, 0),
      expected: [174, 174, 174, 174, 174, 174],
      year: 1_044,
    },
    {
      case: 'below the threshold: 6 000 a month, 600 insurance, 1 000 special',
      // 6 000 − 5 000 − 600 − 1 000 = −600: nothing taxable, no tax all year.
      inputs: months(12, 6_000, 600, 1_000),
      expected: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      year: 0,
    },
    {
      case: 'just above the threshold, to the cent: 5 800 a month, 580 insurance',
      // 5 800 − 5 000 − 580 = 220 a month, 220 × 3 % = 6.60; twelve months 2 640 × 3 % = 79.20.
      inputs: months(12, 5_800, 580, 0),
      expected: [6.6, 6.6, 6.6, 6.6, 6.6, 6.6, 6.6, 6.6, 6.6, 6.6, 6.6, 6.6],
      year: 79.2,
    },
    {
      case: 'a high earner crossing brackets: 80 000 a month, 3 000 insurance, 3 000 special',
      // Taxable 69 000 a month. Cumulative due: Jan 69 000 × 10 % − 2 520 = 4 380; Feb 138 000 × 10 % − 2 520 = 11 280;
      // Mar 207 000 × 20 % − 16 920 = 24 480; Apr 276 000 × 20 % − 16 920 = 38 280; May 345 000 × 25 % − 31 920 = 54 330;
      // Jun 414 000 × 25 % − 31 920 = 71 580; Jul 483 000 × 30 % − 52 920 = 91 980; Aug 552 000 × 30 % − 52 920 = 112 680;
      // Sep 621 000 × 30 % − 52 920 = 133 380; Oct 690 000 × 35 % − 85 920 = 155 580; Nov 759 000 × 35 % − 85 920 = 179 730;
      // Dec 828 000 × 35 % − 85 920 = 203 880. Each month withholds the difference from the month before.
      inputs: months(12, 80_000, 3_000, 3_000),
      expected: [4380, 6900, 13200, 13800, 16050, 17250, 20400, 20700, 20700, 22200, 24150, 24150],
      year: 203_880,
    },
  ])('$case', ({ inputs, expected, year }) => {
    const monthly = taxes(inputs);
    expect(monthly).toEqual(expected);
    expect(withholdYear(inputs).reduce((sum, cents) => sum + cents, 0)).toBe(yuan(year));
  });

  it('the top bracket: 1 000 000 taxable in one month is 1 000 000 × 45 % − 181 920 = 268 080', () => {
    expect(withhold({ income: yuan(1_005_000), months: 1, insurance: 0, special: 0, prepaid: 0 })).toMatchObject({ taxable: yuan(1_000_000), rate: 45, quick: yuan(181_920), tax: yuan(268_080) });
  });

  it('bracket edges: 36 000 is still 3 %, 36 000.01 is 10 %; 960 000 is 35 %', () => {
    expect(bracketOf(yuan(36_000)).rate).toBe(3);
    expect(bracketOf(yuan(36_000.01)).rate).toBe(10);
    expect(bracketOf(yuan(960_000)).rate).toBe(35);
    expect(bracketOf(yuan(960_000.01)).rate).toBe(45);
  });

  it('a month whose cumulative due falls below what was withheld withholds nothing (no refund before the annual settlement)', () => {
    // Jan: 30 000 − 5 000 = 25 000 × 3 % = 750. Feb: nothing paid: 30 000 − 10 000 = 20 000 × 3 % = 600 < 750 → 0.
    expect(withholdYear([{ income: yuan(30_000), insurance: 0, special: 0 }, { income: 0, insurance: 0, special: 0 }])).toEqual([yuan(750), 0]);
  });

  it('months employed count from January, or from the month of joining this year', () => {
    expect(monthsEmployed('2026-11', '2019-03-02')).toBe(11);
    expect(monthsEmployed('2026-07', '2026-07-15')).toBe(1);
    expect(monthsEmployed('2026-12', '2026-07-15')).toBe(6);
    expect(monthsEmployed('2026-05', '2026-07-15')).toBe(0);
  });
});
