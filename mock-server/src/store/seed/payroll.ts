// Seed data of the payroll domain (薪资): three salary groups with their items, the cities' social insurance and
// housing fund policies, a 薪资档案 for everyone on the roster this year (group by kind of work, pay by post, the
// city by their department or project), and the year's past months imported, computed and locked, so the tax of
// the current month builds on real cumulative figures. The current month is left to staff: nothing imported yet.
// Deterministic (seededRandom), written field by field: ~9 000 payslips are made on every start.
import { COMPANY_CITIES, CITY_WORDS, GROUP_FIXTURES, groupId, POLICY_FIXTURES, policyId } from '../../fixtures/payroll.js';
import { cheapStableId } from '../../lib/ids.js';
import { bulkCount } from './bulk-count.js';
import { isoDay } from '../../lib/days.js';
import { seededRandom } from '../../lib/random.js';
import { addToPrior, archiveInput, computeBatch, employedIn, itemRule, policyInput, variablesInput, workingDays, type Member, type Prior } from '../../lib/payroll/batch.js';
import { toYuan } from '../../lib/payroll/money.js';
import type { CoreData } from '../core-data.js';
import type { EmployeeRow } from '../records/hr.js';
import type { PayrollBatchRow, PayrollTables, PayslipRow, SalaryArchiveRow, SalaryGroupRow, SalaryItemRow, SalaryVariableRow, SocialInsuranceRow } from '../records/payroll.js';

export interface PayrollData extends PayrollTables {
  /** The day (yyyy-MM-dd) whose year's past months are still to be computed, or null once they are: ~9 000 payslips
   * cost a few hundred ms, so they are made on the first read of a payroll table (ensurePayrollHistory), not at start. */
  payrollHistoryPending: string | null;
  /** How many archives (the first, in roster order) get past months: the seeded roster's, not the load option's
   * MOCK_SEED_EMPLOYEES extras (10 000 more would make 100 000 payslips). */
  payrollHistoryArchives: number;
}

const SEED_TIME = (day: string) => `${day} 09:00:00`;

function groups(year: string): SalaryGroupRow[] {
  return GROUP_FIXTURES.map((g) => ({
    id: groupId(g.code),
    code: g.code,
    name: g.name,
    payDay: g.payDay,
    status: '1',
    description: g.description,
    createBy: 'admin',
    createTime: SEED_TIME(`${year}-01-02`),
    updateBy: null,
    updateTime: null,
  }));
}

function items(year: string): SalaryItemRow[] {
  return GROUP_FIXTURES.flatMap((g) =>
    g.items.map(([name, itemType, taxable, calcType, amount], index) => ({
      id: cheapStableId(`salary-item:${g.code}:${name}`),
      groupId: groupId(g.code),
      name,
      itemType,
      taxable,
      calcType,
      amount,
      sortNo: index + 1,
      remark: null,
      createBy: 'admin',
      createTime: SEED_TIME(`${year}-01-02`),
      updateBy: null,
      updateTime: null,
    })),
  );
}

function policies(year: string): SocialInsuranceRow[] {
  return POLICY_FIXTURES.map(([city, sMin, sMax, hMin, hMax, pp, pc, mp, mc, up, uc, ic, matc, hp, hc]) => ({
    id: policyId(city),
    city,
    year,
    insuranceBaseMin: sMin,
    insuranceBaseMax: sMax,
    housingBaseMin: hMin,
    housingBaseMax: hMax,
    pensionPersonal: pp,
    pensionCompany: pc,
    medicalPersonal: mp,
    medicalCompany: mc,
    unemploymentPersonal: up,
    unemploymentCompany: uc,
    injuryCompany: ic,
    maternityCompany: matc,
    housingPersonal: hp,
    housingCompany: hc,
    remark: `${city}${year}年度社保公积金缴费基数及比例`,
    createBy: 'admin',
    createTime: SEED_TIME(`${year}-01-02`),
    updateBy: null,
    updateTime: null,
  }));
}

/** The city an employee pays in: their project's, else their department's. */
function cityOf(core: Pick<CoreData, 'departs'>, e: EmployeeRow): string {
  const depart = core.departs.find((d) => d.id === (e.projectId ?? e.departId)) ?? core.departs.find((d) => d.id === e.departId);
  const text = `${depart?.departName ?? ''}${(depart as { memo?: string | null } | undefined)?.memo ?? ''}`;
  return CITY_WORDS.find(([word]) => text.includes(word))?.[1] ?? COMPANY_CITIES[depart?.orgCode?.slice(0, 3) ?? ''] ?? '北京';
}

const round = (value: number, step: number) => Math.round(value / step) * step;

/** Each employee employed at some time this year gets an archive: management staff in 职能管理, the others split between 外包驻场 and 劳务派遣 by project. */
function archives(core: Pick<CoreData, 'departs' | 'employees'>, year: string): SalaryArchiveRow[] {
  const random = seededRandom(20260301);
  const rows: SalaryArchiveRow[] = [];
  for (const e of core.employees) {
    if (e.delFlag === 1 || !employedIn(`${year}-12`, e.entryDate, null) || (e.leaveDate && e.leaveDate < `${year}-01-01`)) continue;
    const manager = e.type === '2';
    const dispatched = !manager && (e.projectId ?? e.departId).charCodeAt(0) % 3 === 0;
    const code = manager ? 'MGMT' : dispatched ? 'DISPATCH' : 'OUTSOURCE';
    const lead = /经理|主管|组长|总监/.test(e.post ?? '');
    const base = manager ? round(7000 + random() * (lead ? 16000 : 9000), 100) : dispatched ? round(3800 + random() * 2400, 100) : round(4800 + random() * (lead ? 5200 : 3200), 100);
    const allowance = code === 'DISPATCH' ? 0 : round((manager ? 500 : 300) + random() * (lead ? 2500 : 900), 50);
    const declared = base + allowance;
    rows.push({
      id: cheapStableId(`salary-archive:${e.id}`),
      employeeId: e.id,
      groupId: groupId(code),
      policyId: policyId(cityOf(core, e)),
      baseSalary: base,
      postAllowance: allowance,
      insuranceBase: declared,
      housingBase: declared,
      remark: null,
      createBy: 'admin',
      createTime: SEED_TIME(e.entryDate > `${year}-01-01` ? e.entryDate : `${year}-01-02`),
      updateBy: null,
      updateTime: null,
    });
  }
  return rows;
}

/** The special additional deductions an employee declared (子女教育 2 000, 住房贷款利息 1 000, 赡养老人 up to 3 000 …). */
const SPECIAL = [0, 0, 0, 0, 1000, 1500, 2000, 2000, 3000, 4000];

/** One month's imported figures for each member (the past months only). */
function variablesOf(month: string, members: Array<{ archive: SalaryArchiveRow; employee: EmployeeRow }>, random: () => number): SalaryVariableRow[] {
  const days = workingDays(month);
  const yearEnd = month.endsWith('-01');
  return members.map(({ archive, employee }) => {
    const manager = archive.groupId === groupId('MGMT');
    const absent = random() < 0.15 ? (random() < 0.5 ? 0.5 : 1 + Math.floor(random() * 2)) : 0;
    const special = SPECIAL[employee.workNo.charCodeAt(employee.workNo.length - 1) % SPECIAL.length] ?? 0;
    return {
      id: cheapStableId(`salary-variable:${month}:${employee.id}`),
      month,
      employeeId: employee.id,
      workDays: days,
      attendanceDays: days - absent,
      overtimeHours: manager ? 0 : Math.floor(random() * 7) * 4,
      performance: manager ? round(800 + random() * 4200, 50) : archive.groupId === groupId('OUTSOURCE') ? round(random() * 1500, 50) : 0,
      bonus: yearEnd && manager ? round(archive.baseSalary * (1 + random()), 100) : random() < 0.05 ? round(200 + random() * 1800, 100) : 0,
      otherDeduction: random() < 0.02 ? 50 * (1 + Math.floor(random() * 4)) : 0,
      specialDeduction: special,
      remark: null,
      createBy: 'admin',
      createTime: SEED_TIME(`${month}-28`),
      updateBy: null,
      updateTime: null,
    };
  });
}

/** Payroll seed: groups, items, policies and archives now; the past months on first use (ensurePayrollHistory). */
export function seedPayroll(today: Date, core: Pick<CoreData, 'departs' | 'employees'>): PayrollData {
  const day = isoDay(today.getTime());
  const year = day.slice(0, 4);
  const extra = bulkCount('MOCK_SEED_EMPLOYEES');
  const seeded = new Set(core.employees.slice(0, core.employees.length - extra).map((e) => e.id));
  const archiveRows = archives(core, year);
  return {
    salaryGroups: groups(year),
    salaryItems: items(year),
    salaryArchives: archiveRows,
    socialInsurances: policies(year),
    salaryVariables: [],
    payrollBatches: [],
    payslips: [],
    payrollHistoryPending: day,
    payrollHistoryArchives: archiveRows.filter((a) => seeded.has(a.employeeId)).length,
  };
}

/** The payroll tables with the seed's past months made, once: the year's months before the current one imported,
 * computed, locked and their payslips sent. */
export function ensurePayrollHistory<D extends PayrollData & Pick<CoreData, 'employees'>>(data: D): D {
  const day = data.payrollHistoryPending;
  if (day === null || day === undefined) return data;
  data.payrollHistoryPending = null;
  fillHistory(data, day);
  return data;
}

function fillHistory(data: PayrollData & Pick<CoreData, 'employees'>, day: string): void {
  const year = day.slice(0, 4);
  const current = day.slice(0, 7);
  const roster = new Map(data.employees.map((e) => [e.id, e]));
  const policyById = new Map(data.socialInsurances.map((p) => [p.id, policyInput(p)]));
  const random = seededRandom(20260302);
  const prior = new Map<string, Prior>();
  for (let m = 1; `${year}-${String(m).padStart(2, '0')}` < current; m++) {
    const month = `${year}-${String(m).padStart(2, '0')}`;
    const computed: PayslipRow[] = [];
    for (const group of data.salaryGroups) {
      const members = data.salaryArchives.slice(0, data.payrollHistoryArchives).flatMap((archive) => {
        const employee = roster.get(archive.employeeId);
        return employee && archive.groupId === group.id && employedIn(month, employee.entryDate, employee.leaveDate) ? [{ archive, employee }] : [];
      });
      if (members.length === 0) continue;
      const variables = variablesOf(month, members, random);
      data.salaryVariables.push(...variables);
      const batchId = cheapStableId(`payroll-batch:${month}:${group.id}`);
      const computedOn = `${month}-28 18:00:00`;
      const { payslips, totals } = computeBatch({
        batchId,
        month,
        groupId: group.id,
        items: data.salaryItems.filter((i) => i.groupId === group.id).map(itemRule),
        members: members.map(({ archive, employee }, index): Member => ({
          employee: { id: employee.id, workNo: employee.workNo, name: employee.name, idCard: employee.idCard, departId: employee.departId, projectId: employee.projectId, entryDate: employee.entryDate },
          archive: archiveInput(archive),
          policy: policyById.get(archive.policyId) ?? null,
          variables: variablesInput(variables[index] as SalaryVariableRow),
        })),
        prior,
        createTime: computedOn,
        idOf: (employeeId) => cheapStableId(`payslip:${month}:${employeeId}`),
      });
      const sentOn = `${month}-28 18:30:00`;
      for (const slip of payslips as PayslipRow[]) {
        slip.sendStatus = '1';
        slip.sendTime = sentOn;
        data.payslips.push(slip);
        computed.push(slip);
      }
      const batch: PayrollBatchRow = {
        id: batchId,
        month,
        groupId: group.id,
        status: '2',
        headcount: totals.headcount,
        grossTotal: toYuan(totals.grossTotal),
        insurancePersonalTotal: toYuan(totals.insurancePersonalTotal),
        taxTotal: toYuan(totals.taxTotal),
        netTotal: toYuan(totals.netTotal),
        insuranceCompanyTotal: toYuan(totals.insuranceCompanyTotal),
        companyCostTotal: toYuan(totals.companyCostTotal),
        computeBy: 'admin',
        computeTime: computedOn,
        lockBy: 'admin',
        lockTime: `${month}-28 18:20:00`,
        sendCount: payslips.length,
        sendTime: sentOn,
      };
      data.payrollBatches.push(batch);
    }
    addToPrior(prior, computed);
  }
}
