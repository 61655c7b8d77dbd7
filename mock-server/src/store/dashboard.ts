// Dashboard figures computed from the store's project and staff rows, so every screen shows the same numbers.
import type { EmployeeRecord, ProjectRecord } from '../fixtures/business.js';
import type { Schema } from '../types.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const round2 = (value: number) => Math.round(value * 100) / 100;
/** Percent change, 0 when there is no base to compare with. */
const changeRate = (current: number, previous: number) => (previous === 0 ? 0 : round2(((current - previous) / previous) * 100));

const activeOn = (day: string) => (employee: EmployeeRecord) =>
  employee.entryDate <= day && (employee.leaveDate === null || employee.leaveDate > day);

export function computeGlobalSummary(projects: ProjectRecord[], employees: EmployeeRecord[], today: Date): Schema<'GlobalSummary'> {
  const day = today.toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);

  const revenue = round2(sum(projects.map((p) => p.amount)));
  const revenueLastYear = round2(sum(projects.map((p) => p.amountLastYear)));
  const profit = round2(sum(projects.map((p) => p.amount - p.taxes - p.cost)));
  const profitLastYear = round2(sum(projects.map((p) => p.amountLastYear * 0.94 - p.costLastYear)));

  const staff = employees.filter(activeOn(day));
  const staffMonthAgo = employees.filter(activeOn(monthAgo)).length;

  const executing = projects.filter((p) => p.signDate <= day && p.endDate >= day);
  const executingMonthAgo = projects.filter((p) => p.signDate <= monthAgo && p.endDate >= monthAgo).length;

  return {
    group0: { value_0: revenueLastYear, value_1: revenue, value_2: changeRate(revenue, revenueLastYear) },
    group1: { value_3: profit, value_4: profitLastYear, value_5: changeRate(profit, profitLastYear) },
    group2: {
      value_6: changeRate(staff.length, staffMonthAgo),
      value_7: staff.filter((e) => e.type === '2').length,
      value_8: staff.filter((e) => e.type === '1').length,
      value_9: staff.length,
    },
    group3: {
      value_10: executing.length,
      value_11: executing.filter((p) => p.endDate.startsWith(month)).length,
      value_12: projects.filter((p) => p.signDate.startsWith(month)).length,
      value_13: changeRate(executing.length, executingMonthAgo),
    },
    group4: {
      value_14: round2(sum(projects.map((p) => p.pending))),
      value_15: projects.length ? Math.round(sum(projects.map((p) => p.paymentDays)) / projects.length) : 0,
    },
    group5: {
      value_16: round2((revenue / Math.max(1, sum(projects.map((p) => p.budget)))) * 100),
      value_17: today.getUTCMonth() + 1,
    },
  };
}
