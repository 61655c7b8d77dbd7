// A payslip's figures: items, social insurance on clamped bases, overtime and absence, net pay and the employer's
// cost, all in cents. Expected values worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { absenceDeduction, computePayslip, overtimePay, type ItemRule, type PolicyInput } from './payslip.js';
import { centsAtRate, divRound, toCents, yuanText } from './money.js';

const yuan = (value: number) => Math.round(value * 100);

/** 北京 2025: bases 7 162–35 811; pension 8/16, medical 2/9.8, unemployment 0.5/0.5, injury 0.4, maternity 0.8, housing 12/12. */
const BEIJING: PolicyInput = {
  insuranceBaseMin: yuan(7_162), insuranceBaseMax: yuan(35_811), housingBaseMin: yuan(2_540), housingBaseMax: yuan(35_811),
  pensionPersonal: 800, pensionCompany: 1600, medicalPersonal: 200, medicalCompany: 980, unemploymentPersonal: 50, unemploymentCompany: 50,
  injuryCompany: 40, maternityCompany: 80, housingPersonal: 1200, housingCompany: 1200,
};

const ITEMS: ItemRule[] = [
  { name: '基本工资', itemType: '1', taxable: '1', calcType: '2', amount: 0 },
  { name: '岗位津贴', itemType: '1', taxable: '1', calcType: '3', amount: 0 },
  { name: '加班费', itemType: '1', taxable: '1', calcType: '6', amount: 0 },
  { name: '餐补', itemType: '1', taxable: '0', calcType: '1', amount: yuan(300) },
  { name: '缺勤扣款', itemType: '2', taxable: '1', calcType: '7', amount: 0 },
];

describe('A-GEN-04 payslip figures in cents', () => {
  it('money helpers round half away from zero through the decimal text', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents('2345.675')).toBe(234_568);
    expect(toCents(-0.125)).toBe(-13);
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(-5, 2)).toBe(-3);
    // 8 700.00 × 0.5 % = 43.50.
    expect(centsAtRate(yuan(8_700), 50)).toBe(4_350);
    expect(yuanText(123_456_789)).toBe('1,234,567.89');
  });

  it('overtime is base ÷ 21.75 ÷ 8 × 1.5 an hour; absence is the base for the days missed', () => {
    // 8 700 ÷ 174 = 50 an hour × 1.5 = 75 × 10 hours = 750.
    expect(overtimePay(yuan(8_700), 10)).toBe(yuan(750));
    // 8 700 × 1 ÷ 21 = 414.2857… → 414.29.
    expect(absenceDeduction(yuan(8_700), 21, 20)).toBe(41_429);
    // Half days: 8 700 × 0.5 ÷ 21.5 = 202.3255… → 202.33.
    expect(absenceDeduction(yuan(8_700), 21.5, 21)).toBe(20_233);
    expect(absenceDeduction(yuan(8_700), 21, 23)).toBe(0);
  });

  it('computes gross, insurance on clamped bases, tax, net and the employer cost', () => {
    const figures = computePayslip(
      ITEMS,
      { baseSalary: yuan(8_700), postAllowance: yuan(1_300), insuranceBase: yuan(5_000), housingBase: yuan(10_000) },
      BEIJING,
      { workDays: 21, attendanceDays: 20, overtimeHours: 10, performance: 0, bonus: 0, otherDeduction: 0, specialDeduction: yuan(1_000) },
      { income: 0, insurance: 0, special: 0, tax: 0 },
      1,
    );
    // Earnings 8 700 + 1 300 + 750 + 300 = 11 050, less absence 414.29 → gross 10 635.71; taxable income 10 335.71 (餐补 is not taxed).
    expect(figures.gross).toBe(1_063_571);
    expect(figures.income).toBe(1_033_571);
    // The social base 5 000 is below the floor 7 162: pension 572.96, medical 143.24, unemployment 35.81; housing 10 000 × 12 % = 1 200.
    expect(figures.insuranceBase).toBe(yuan(7_162));
    expect([figures.pensionPersonal, figures.medicalPersonal, figures.unemploymentPersonal, figures.housingPersonal]).toEqual([57_296, 14_324, 3_581, 120_000]);
    expect(figures.insurancePersonal).toBe(195_201);
    // Taxable 10 335.71 − 5 000 − 1 952.01 − 1 000 = 2 383.70 × 3 % = 71.511 → 71.51.
    expect(figures.withholding.taxable).toBe(238_370);
    expect(figures.withholding.tax).toBe(7_151);
    // Net 10 635.71 − 1 952.01 − 71.51 = 8 612.19.
    expect(figures.net).toBe(861_219);
    // Employer: 7 162 × (16 + 9.8 + 0.5 + 0.4 + 0.8) % = 1 145.92 + 701.88 + 35.81 + 28.65 + 57.30 = 1 969.56, + housing 1 200.
    expect(figures.insuranceCompany).toBe(114_592 + 70_188 + 3_581 + 2_865 + 5_730 + 120_000);
    expect(figures.companyCost).toBe(1_063_571 + 316_956);
  });

  it('a base above the ceiling pays on the ceiling; no policy pays no insurance', () => {
    const archive = { baseSalary: yuan(50_000), postAllowance: 0, insuranceBase: yuan(50_000), housingBase: yuan(50_000) };
    const variables = { workDays: 21, attendanceDays: 21, overtimeHours: 0, performance: 0, bonus: 0, otherDeduction: 0, specialDeduction: 0 };
    const prior = { income: 0, insurance: 0, special: 0, tax: 0 };
    // 35 811 × 8 % = 2 864.88.
    expect(computePayslip(ITEMS, archive, BEIJING, variables, prior, 1).pensionPersonal).toBe(286_488);
    expect(computePayslip(ITEMS, archive, null, variables, prior, 1).insurancePersonal).toBe(0);
  });
});
