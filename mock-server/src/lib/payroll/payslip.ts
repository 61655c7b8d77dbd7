// One employee's payslip for one month, in cents: the group's items (earnings and deductions, taxable or not), the
// employee's social insurance and housing fund from their city's policy (bases clamped to the floor and ceiling),
// the tax by the cumulative method (tax.ts) and the employer's cost beside it. Pure: the handlers and the seed feed
// it the store's rows.
import { centsAtRate, divRound } from './money.js';
import { withhold, type Withholding } from './tax.js';

/** How an item's amount is found (dict payroll_calc_type). */
export type CalcType =
  /** 固定金额: the item's own amount. */
  | '1'
  /** 基本工资: the employee's base salary (薪资档案). */
  | '2'
  /** 岗位津贴: the employee's post allowance (薪资档案). */
  | '3'
  /** 绩效工资: imported for the month. */
  | '4'
  /** 奖金: imported for the month. */
  | '5'
  /** 加班费: imported hours × base ÷ 21.75 ÷ 8 × 1.5. */
  | '6'
  /** 缺勤扣款: base × (应出勤 − 实际出勤) ÷ 应出勤. */
  | '7'
  /** 其他扣款: imported for the month. */
  | '8';

export interface ItemRule {
  name: string;
  /** 1 收入 (earning), 2 扣款 (deduction). */
  itemType: '1' | '2';
  /** 1 计税, 0 不计税. */
  taxable: '0' | '1';
  calcType: CalcType;
  /** Cents, for 固定金额. */
  amount: number;
}

export interface ArchiveInput {
  baseSalary: number;
  postAllowance: number;
  /** 社保缴费基数 and 公积金缴存基数 the employee declared (clamped to the city's bounds). */
  insuranceBase: number;
  housingBase: number;
}

/** A city's 社保公积金 policy: bounds in cents, rates in basis points of a percent (800 = 8 %). */
export interface PolicyInput {
  insuranceBaseMin: number;
  insuranceBaseMax: number;
  housingBaseMin: number;
  housingBaseMax: number;
  pensionPersonal: number;
  pensionCompany: number;
  medicalPersonal: number;
  medicalCompany: number;
  unemploymentPersonal: number;
  unemploymentCompany: number;
  injuryCompany: number;
  maternityCompany: number;
  housingPersonal: number;
  housingCompany: number;
}

/** The month's imported figures: days in halves are fine, hours in tenths; amounts in cents. */
export interface VariablesInput {
  workDays: number;
  attendanceDays: number;
  overtimeHours: number;
  performance: number;
  bonus: number;
  otherDeduction: number;
  specialDeduction: number;
}

/** The year so far before this month (the employee's earlier payslips), cents. */
export interface PriorInput {
  income: number;
  insurance: number;
  special: number;
  tax: number;
}

export interface PayLine {
  name: string;
  itemType: '1' | '2';
  taxable: '0' | '1';
  amount: number;
}

export interface PayslipFigures {
  lines: PayLine[];
  /** 应发工资: earnings − deductions. */
  gross: number;
  /** 本月收入额 for tax: taxable earnings − taxable deductions. */
  income: number;
  pensionPersonal: number;
  medicalPersonal: number;
  unemploymentPersonal: number;
  housingPersonal: number;
  /** 三险一金 (个人). */
  insurancePersonal: number;
  special: number;
  insuranceBase: number;
  housingBase: number;
  cumIncome: number;
  cumInsurance: number;
  cumSpecial: number;
  cumPrepaid: number;
  months: number;
  withholding: Withholding;
  /** 实发工资. */
  net: number;
  pensionCompany: number;
  medicalCompany: number;
  unemploymentCompany: number;
  injuryCompany: number;
  maternityCompany: number;
  housingCompany: number;
  /** 单位五险一金. */
  insuranceCompany: number;
  /** 用工成本: gross + the employer's insurance and housing fund. */
  companyCost: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** 加班费: base ÷ 21.75 ÷ 8 × 1.5 per hour; hours in tenths (21.75 × 8 = 174). */
export const overtimePay = (base: number, hours: number): number => divRound(base * 15 * Math.round(hours * 10), 17_400);

/** 缺勤扣款: the base for the days missed (days counted in halves). */
export function absenceDeduction(base: number, workDays: number, attendanceDays: number): number {
  const planned = Math.round(workDays * 2);
  const missed = Math.max(0, planned - Math.round(attendanceDays * 2));
  return planned > 0 ? divRound(base * Math.min(missed, planned), planned) : 0;
}

function lineAmount(item: ItemRule, archive: ArchiveInput, v: VariablesInput): number {
  switch (item.calcType) {
    case '1':
      return item.amount;
    case '2':
      return archive.baseSalary;
    case '3':
      return archive.postAllowance;
    case '4':
      return v.performance;
    case '5':
      return v.bonus;
    case '6':
      return overtimePay(archive.baseSalary, v.overtimeHours);
    case '7':
      return absenceDeduction(archive.baseSalary, v.workDays, v.attendanceDays);
    case '8':
      return v.otherDeduction;
  }
}

/** Computes a payslip. `months` is the count of months employed this year up to this one (累计减除费用's factor). */
export function computePayslip(items: readonly ItemRule[], archive: ArchiveInput, policy: PolicyInput | null, v: VariablesInput, prior: PriorInput, months: number): PayslipFigures {
  const lines: PayLine[] = [];
  let gross = 0;
  let income = 0;
  for (const item of items) {
    const amount = lineAmount(item, archive, v);
    lines.push({ name: item.name, itemType: item.itemType, taxable: item.taxable, amount });
    const signed = item.itemType === '1' ? amount : -amount;
    gross += signed;
    if (item.taxable === '1') income += signed;
  }
  const insuranceBase = policy ? clamp(archive.insuranceBase, policy.insuranceBaseMin, policy.insuranceBaseMax) : 0;
  const housingBase = policy ? clamp(archive.housingBase, policy.housingBaseMin, policy.housingBaseMax) : 0;
  const at = (base: number, basis: number | undefined) => (policy ? centsAtRate(base, basis ?? 0) : 0);
  const pensionPersonal = at(insuranceBase, policy?.pensionPersonal);
  const medicalPersonal = at(insuranceBase, policy?.medicalPersonal);
  const unemploymentPersonal = at(insuranceBase, policy?.unemploymentPersonal);
  const housingPersonal = at(housingBase, policy?.housingPersonal);
  const insurancePersonal = pensionPersonal + medicalPersonal + unemploymentPersonal + housingPersonal;
  const pensionCompany = at(insuranceBase, policy?.pensionCompany);
  const medicalCompany = at(insuranceBase, policy?.medicalCompany);
  const unemploymentCompany = at(insuranceBase, policy?.unemploymentCompany);
  const injuryCompany = at(insuranceBase, policy?.injuryCompany);
  const maternityCompany = at(insuranceBase, policy?.maternityCompany);
  const housingCompany = at(housingBase, policy?.housingCompany);
  const insuranceCompany = pensionCompany + medicalCompany + unemploymentCompany + injuryCompany + maternityCompany + housingCompany;

  const cumIncome = prior.income + income;
  const cumInsurance = prior.insurance + insurancePersonal;
  const cumSpecial = prior.special + v.specialDeduction;
  const withholding = withhold({ income: cumIncome, months, insurance: cumInsurance, special: cumSpecial, prepaid: prior.tax });
  return {
    lines,
    gross,
    income,
    pensionPersonal,
    medicalPersonal,
    unemploymentPersonal,
    housingPersonal,
    insurancePersonal,
    special: v.specialDeduction,
    insuranceBase,
    housingBase,
    cumIncome,
    cumInsurance,
    cumSpecial,
    cumPrepaid: prior.tax,
    months,
    withholding,
    net: gross - insurancePersonal - withholding.tax,
    pensionCompany,
    medicalCompany,
    unemploymentCompany,
    injuryCompany,
    maternityCompany,
    housingCompany,
    insuranceCompany,
    companyCost: gross + insuranceCompany,
  };
}

/** Months employed this year up to `month` (yyyy-MM): from January, or from the month of entry when it is this year. */
export function monthsEmployed(month: string, entryDate: string): number {
  const year = month.slice(0, 4);
  const until = Number(month.slice(5, 7));
  const from = entryDate.slice(0, 4) === year ? Number(entryDate.slice(5, 7)) : entryDate.slice(0, 4) > year ? until + 1 : 1;
  return Math.max(0, until - from + 1);
}
