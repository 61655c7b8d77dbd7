// One group's month computed into payslip records and totals (in cents), from plain inputs: what the 薪资核算
// handler and the seed's past months share. The year-to-date figures each payslip's tax builds on come from the
// employee's earlier payslips this year (`priorByEmployee`).
import type { Stored } from '../schema.js';
import { toCents, toYuan } from './money.js';
import { computePayslip, monthsEmployed, type ArchiveInput, type ItemRule, type PolicyInput, type VariablesInput } from './payslip.js';

/** A payslip as the store keeps it (the batch's status is joined when read). */
export type PayslipRecord = Omit<Required<Stored<'Payslip'>>, 'status'>;

export interface Member {
  employee: { id: string; workNo: string; name: string; idCard: string | null; departId: string | null; projectId: string | null; entryDate: string };
  archive: ArchiveInput;
  policy: PolicyInput | null;
  variables: VariablesInput | null;
}

export interface BatchTotals {
  headcount: number;
  grossTotal: number;
  insurancePersonalTotal: number;
  taxTotal: number;
  netTotal: number;
  insuranceCompanyTotal: number;
  companyCostTotal: number;
}

export interface Prior {
  income: number;
  insurance: number;
  special: number;
  tax: number;
}

const NO_PRIOR: Prior = { income: 0, insurance: 0, special: 0, tax: 0 };

/** Monday to Friday of a month (yyyy-MM): its 应出勤天数 when nothing was imported. */
export function workingDays(month: string): number {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  let count = 0;
  for (let day = 1; day <= days; day++) {
    const weekday = new Date(Date.UTC(year, index, day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

/** Full attendance and no variable pay: a member whose month was not imported. */
export const defaultVariables = (month: string): VariablesInput => ({ workDays: workingDays(month), attendanceDays: workingDays(month), overtimeHours: 0, performance: 0, bonus: 0, otherDeduction: 0, specialDeduction: 0 });

/** Each employee's figures so far this year, from the payslips of the year's months before `month`. */
export function priorByEmployee(payslips: readonly PayslipRecord[], month: string): Map<string, Prior> {
  const year = month.slice(0, 4);
  return addToPrior(
    new Map<string, Prior>(),
    payslips.filter((slip) => slip.month < month && slip.month.slice(0, 4) === year),
  );
}

/** Adds payslips to the year-to-date figures (the seed runs the months in order and keeps one running map). */
export function addToPrior(prior: Map<string, Prior>, payslips: readonly PayslipRecord[]): Map<string, Prior> {
  for (const slip of payslips) {
    let sum = prior.get(slip.employeeId);
    if (!sum) {
      sum = { income: 0, insurance: 0, special: 0, tax: 0 };
      prior.set(slip.employeeId, sum);
    }
    sum.income += toCents(slip.taxableIncome);
    sum.insurance += toCents(slip.insurancePersonal);
    sum.special += toCents(slip.specialDeduction);
    sum.tax += toCents(slip.tax);
  }
  return prior;
}

export interface BatchInput {
  batchId: string;
  month: string;
  groupId: string;
  items: readonly ItemRule[];
  members: readonly Member[];
  prior: Map<string, Prior>;
  createTime: string;
  /** A payslip's id from the batch and the employee. */
  idOf: (employeeId: string) => string;
}

/** Computes every payslip of the batch and its totals (sums of the cents, so the totals equal the payslips to the cent). */
export function computeBatch(input: BatchInput): { payslips: PayslipRecord[]; totals: BatchTotals; withoutVariables: number } {
  const totals: BatchTotals = { headcount: 0, grossTotal: 0, insurancePersonalTotal: 0, taxTotal: 0, netTotal: 0, insuranceCompanyTotal: 0, companyCostTotal: 0 };
  const payslips: PayslipRecord[] = [];
  let withoutVariables = 0;
  const fallback = defaultVariables(input.month);
  for (const member of input.members) {
    const variables = member.variables ?? fallback;
    if (!member.variables) withoutVariables++;
    const e = member.employee;
    const f = computePayslip(input.items, member.archive, member.policy, variables, input.prior.get(e.id) ?? NO_PRIOR, monthsEmployed(input.month, e.entryDate));
    const w = f.withholding;
    totals.headcount++;
    totals.grossTotal += f.gross;
    totals.insurancePersonalTotal += f.insurancePersonal;
    totals.taxTotal += w.tax;
    totals.netTotal += f.net;
    totals.insuranceCompanyTotal += f.insuranceCompany;
    totals.companyCostTotal += f.companyCost;
    payslips.push({
      id: input.idOf(e.id),
      batchId: input.batchId,
      month: input.month,
      groupId: input.groupId,
      employeeId: e.id,
      workNo: e.workNo,
      name: e.name,
      idCard: e.idCard,
      departId: e.departId,
      projectId: e.projectId,
      workDays: variables.workDays,
      attendanceDays: variables.attendanceDays,
      overtimeHours: variables.overtimeHours,
      lines: f.lines.map((line) => ({ name: line.name, itemType: line.itemType, taxable: line.taxable, amount: toYuan(line.amount) })),
      grossPay: toYuan(f.gross),
      taxableIncome: toYuan(f.income),
      insuranceBase: toYuan(f.insuranceBase),
      housingBase: toYuan(f.housingBase),
      pensionPersonal: toYuan(f.pensionPersonal),
      medicalPersonal: toYuan(f.medicalPersonal),
      unemploymentPersonal: toYuan(f.unemploymentPersonal),
      housingPersonal: toYuan(f.housingPersonal),
      insurancePersonal: toYuan(f.insurancePersonal),
      specialDeduction: toYuan(f.special),
      cumIncome: toYuan(f.cumIncome),
      cumDeduction: toYuan(w.allowance),
      cumInsurance: toYuan(f.cumInsurance),
      cumSpecialDeduction: toYuan(f.cumSpecial),
      cumTaxableIncome: toYuan(w.taxable),
      taxRate: w.rate,
      quickDeduction: toYuan(w.quick),
      cumTax: toYuan(w.due),
      cumPrepaidTax: toYuan(f.cumPrepaid),
      tax: toYuan(w.tax),
      netPay: toYuan(f.net),
      pensionCompany: toYuan(f.pensionCompany),
      medicalCompany: toYuan(f.medicalCompany),
      unemploymentCompany: toYuan(f.unemploymentCompany),
      injuryCompany: toYuan(f.injuryCompany),
      maternityCompany: toYuan(f.maternityCompany),
      housingCompany: toYuan(f.housingCompany),
      insuranceCompany: toYuan(f.insuranceCompany),
      companyCost: toYuan(f.companyCost),
      sendStatus: '0',
      sendTime: null,
      createTime: input.createTime,
    });
  }
  return { payslips, totals, withoutVariables };
}

/** The row inputs in the store's yuan turned into the computation's cents. */
export const itemRule = (row: { name: string; itemType: string; taxable: string; calcType: string; amount: number }): ItemRule => ({
  name: row.name,
  itemType: row.itemType === '2' ? '2' : '1',
  taxable: row.taxable === '0' ? '0' : '1',
  calcType: row.calcType as ItemRule['calcType'],
  amount: toCents(row.amount),
});

export const archiveInput = (row: { baseSalary: number; postAllowance: number; insuranceBase: number; housingBase: number }): ArchiveInput => ({
  baseSalary: toCents(row.baseSalary),
  postAllowance: toCents(row.postAllowance),
  insuranceBase: toCents(row.insuranceBase),
  housingBase: toCents(row.housingBase),
});

type PolicyRow = { [K in keyof PolicyInput]: number };
export function policyInput(row: PolicyRow): PolicyInput {
  return {
    insuranceBaseMin: toCents(row.insuranceBaseMin),
    insuranceBaseMax: toCents(row.insuranceBaseMax),
    housingBaseMin: toCents(row.housingBaseMin),
    housingBaseMax: toCents(row.housingBaseMax),
    pensionPersonal: toCents(row.pensionPersonal),
    pensionCompany: toCents(row.pensionCompany),
    medicalPersonal: toCents(row.medicalPersonal),
    medicalCompany: toCents(row.medicalCompany),
    unemploymentPersonal: toCents(row.unemploymentPersonal),
    unemploymentCompany: toCents(row.unemploymentCompany),
    injuryCompany: toCents(row.injuryCompany),
    maternityCompany: toCents(row.maternityCompany),
    housingPersonal: toCents(row.housingPersonal),
    housingCompany: toCents(row.housingCompany),
  };
}

export const variablesInput = (row: { workDays: number; attendanceDays: number; overtimeHours: number; performance: number; bonus: number; otherDeduction: number; specialDeduction: number }): VariablesInput => ({
  workDays: row.workDays,
  attendanceDays: row.attendanceDays,
  overtimeHours: row.overtimeHours,
  performance: toCents(row.performance),
  bonus: toCents(row.bonus),
  otherDeduction: toCents(row.otherDeduction),
  specialDeduction: toCents(row.specialDeduction),
});

/** Is the employee on the payroll of `month`: joined by its last day and not gone before its first. */
export function employedIn(month: string, entryDate: string, leaveDate: string | null): boolean {
  return entryDate.slice(0, 7) <= month && (!leaveDate || leaveDate.slice(0, 7) >= month);
}
