// A batch of 1 000 payslips: the month's totals (summed in cents) equal the payslips' amounts to the cent, where
// adding the two-place decimals as floats would drift.
import { describe, expect, it } from 'vitest';
import { computeBatch, workingDays, type Member } from './batch.js';
import { toCents } from './money.js';
import type { ItemRule, PolicyInput } from './payslip.js';

const ITEMS: ItemRule[] = [
  { name: '基本工资', itemType: '1', taxable: '1', calcType: '2', amount: 0 },
  { name: '岗位津贴', itemType: '1', taxable: '1', calcType: '3', amount: 0 },
  { name: '加班费', itemType: '1', taxable: '1', calcType: '6', amount: 0 },
  { name: '误餐补助', itemType: '1', taxable: '0', calcType: '1', amount: 30_033 },
  { name: '缺勤扣款', itemType: '2', taxable: '1', calcType: '7', amount: 0 },
];
const POLICY: PolicyInput = {
  insuranceBaseMin: 716_200, insuranceBaseMax: 3_581_100, housingBaseMin: 254_000, housingBaseMax: 3_581_100,
  pensionPersonal: 800, pensionCompany: 1600, medicalPersonal: 200, medicalCompany: 980, unemploymentPersonal: 50, unemploymentCompany: 50,
  injuryCompany: 40, maternityCompany: 80, housingPersonal: 1200, housingCompany: 1200,
};

describe('A-GEN-04 a month of 1 000 payslips', () => {
  it('sums to the month total to the cent; the float sum of the same decimals does not', () => {
    // Odd cents everywhere: bases like 6 543.21, allowances like 123.45, overtime in tenths of hours.
    const members: Member[] = Array.from({ length: 1000 }, (_, i) => ({
      employee: { id: `e${i}`, workNo: String(20260000 + i), name: `员工${i}`, idCard: null, departId: null, projectId: null, entryDate: '2020-01-01' },
      archive: { baseSalary: 500_000 + i * 1_237 + 21, postAllowance: 12_345 + i * 7, insuranceBase: 600_000 + i * 911, housingBase: 600_000 + i * 913 },
      policy: POLICY,
      variables: { workDays: 21, attendanceDays: 21 - (i % 3) * 0.5, overtimeHours: (i % 13) * 0.7, performance: 0, bonus: 0, otherDeduction: 0, specialDeduction: (i % 4) * 50_000 },
    }));
    const { payslips, totals } = computeBatch({ batchId: 'b', month: '2026-03', groupId: 'g', items: ITEMS, members, prior: new Map(), createTime: '2026-03-28 18:00:00', idOf: (id) => id });
    expect(payslips).toHaveLength(1000);
    const inCents = (pick: (s: (typeof payslips)[number]) => number) => payslips.reduce((sum, s) => sum + toCents(pick(s)), 0);
    expect(inCents((s) => s.netPay)).toBe(totals.netTotal);
    expect(inCents((s) => s.grossPay)).toBe(totals.grossTotal);
    expect(inCents((s) => s.tax)).toBe(totals.taxTotal);
    expect(inCents((s) => s.companyCost)).toBe(totals.companyCostTotal);
    expect(inCents((s) => s.insurancePersonal)).toBe(totals.insurancePersonalTotal);
    // Adding the yuan as floats leaves fractions of a cent (the reason the totals are kept in cents).
    const floatSum = payslips.reduce((sum, s) => sum + s.netPay, 0);
    expect(floatSum * 100).not.toBe(totals.netTotal);
    expect(Math.round(floatSum * 100)).toBe(totals.netTotal);
    // Every amount leaves the computation with at most two places.
    expect(payslips.every((s) => [s.netPay, s.grossPay, s.tax, s.companyCost].every((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6))).toBe(true);
  });

  it('working days are Monday to Friday: November 2026 has 21, February 2026 has 20', () => {
    expect(workingDays('2026-11')).toBe(21);
    expect(workingDays('2026-02')).toBe(20);
  });
});
