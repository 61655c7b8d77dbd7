// Dashboard and report figures computed from the store's project, finance (settlements, invoices, payments, budgets)
// and staff rows, so every screen shows the same numbers: the revenue pie sums to the summary's revenue, the
// receivables rank to its receivables, and so on. A project's revenue this year is its confirmed settlements (已确认
// and after), its receivables its valid invoices' unpaid 价税合计: recording a payment moves the workbench.
import type { Schema } from '../lib/schema.js';
import { stableId } from '../lib/ids.js';
import { dateText } from '../lib/dates.js';
import { activeOn } from '../lib/employment.js';
import { percentOf, toCents, toYuan } from '../lib/money.js';
import type { ProjectRecord } from './records/dashboard.js';
import type { Store } from './store.js';
import { isLive } from './live.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const round2 = (value: number) => Math.round(value * 100) / 100;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
/** Percent change, 0 when there is no base to compare with. */
const changeRate = (current: number, previous: number) => (previous === 0 ? 0 : round2(((current - previous) / previous) * 100));

export const DEPART_DICT = 'sys_depart,depart_name,id';
export const USER_DICT = 'sys_user,realname,id';

// Business days are China's (as every hr date is: lib/dates.ts dateText), not UTC's: between 16:00 and 24:00 UTC
// the two differ, and a hire of today would not yet count.
const isoDay = (date: Date) => dateText(date.getTime());
const yearOf = (store: Store) => Number(isoDay(store.today()).slice(0, 4));

/** A project's gross profit (revenue − taxes − cost) and gross margin (a fraction, null without revenue). */
export function projectFigures(project: ProjectRecord): { grossProfit: number; grossMargin: number | null } {
  const grossProfit = round2(project.amount - project.taxes - project.cost);
  return { grossProfit, grossMargin: project.amount === 0 ? null : round4(grossProfit / project.amount) };
}

/**
 * Shares in percent with two decimals that add up to exactly 100 (largest remainder), or all 0 when the total is 0.
 */
export function percentShares(values: number[]): number[] {
  const total = sum(values);
  if (total === 0) return values.map(() => 0);
  const raw = values.map((value) => (value / total) * 10_000);
  const floors = raw.map(Math.floor);
  let left = 10_000 - sum(floors);
  const byRemainder = raw.map((value, index) => ({ index, remainder: value - (floors[index] as number) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] as number) + 1;
    left--;
  }
  return floors.map((value) => value / 100);
}

/** A project as the figures read it: revenue and taxes from this year's confirmed settlements, receivables from its
 * invoices. */
export type ProjectFigures = ProjectRecord & { pending: number };

/** Settlement states that are revenue: 已确认, 已开票, 部分回款, 已回款 (a draft is not). */
export const REVENUE_STATES: ReadonlySet<string> = new Set(['1', '2', '3', '4']);
const TAX_SHARE = 6;

/** Every project with this year's revenue (confirmed settlements), taxes (6 % of it) and receivables, in cents summed. */
export function projectsWithFigures(store: Store): ProjectFigures[] {
  return store.memo('finance:project-figures', () => {
    const year = String(yearOf(store));
    const revenue = new Map<string, number>();
    for (const s of store.data.settlements) {
      if (!REVENUE_STATES.has(s.status) || !s.settleMonth.startsWith(year)) continue;
      revenue.set(s.projectId, (revenue.get(s.projectId) ?? 0) + toCents(s.amount));
    }
    const pending = new Map<string, number>();
    for (const invoice of store.data.invoices) {
      if (invoice.status !== '1') continue;
      pending.set(invoice.projectId, (pending.get(invoice.projectId) ?? 0) + toCents(invoice.totalAmount) - toCents(invoice.receivedAmount));
    }
    return store.data.projects.map((project) => {
      const cents = revenue.get(project.id) ?? 0;
      return { ...project, amount: toYuan(cents), taxes: toYuan(Math.round((cents * TAX_SHARE) / 100)), pending: toYuan(pending.get(project.id) ?? 0) };
    });
  });
}

/** 平均回款天数: the mean days from invoice to payment over this year's payments (0 without any). */
export function averagePaymentDays(store: Store): number {
  const year = String(yearOf(store));
  const days = store.data.payments.filter((p) => p.payDate.startsWith(year)).map((p) => p.days);
  return days.length ? Math.round(sum(days) / days.length) : 0;
}

/** Each business unit's revenue budget for the year (yuan), keyed by department id, from its monthly budgets. */
function unitBudgetsOf(store: Store, year: number): Map<string, { budget: number; directorId: string }> {
  const units = new Map<string, { cents: number; directorId: string }>();
  for (const b of store.data.budgets) {
    if (b.budgetYear !== year) continue;
    const unit = units.get(b.departId) ?? { cents: 0, directorId: b.directorId ?? '' };
    unit.cents += toCents(b.revenue);
    if (!unit.directorId && b.directorId) unit.directorId = b.directorId;
    units.set(b.departId, unit);
  }
  return new Map([...units].map(([departId, unit]) => [departId, { budget: toYuan(unit.cents), directorId: unit.directorId }]));
}

export function computeGlobalSummary(store: Store): Schema<'GlobalSummary'> {
  const projects = projectsWithFigures(store);
  // Employees moved to the roster's recycle bin (delFlag 1) are not headcount.
  const employees = store.data.employees.filter((e) => isLive(e));
  const today = store.today();
  const day = isoDay(today);
  const month = day.slice(0, 7);
  const monthAgo = isoDay(new Date(today.getTime() - 30 * 86_400_000));

  const revenue = round2(sum(projects.map((p) => p.amount)));
  const revenueLastYear = round2(sum(projects.map((p) => p.amountLastYear)));
  const profit = round2(sum(projects.map((p) => projectFigures(p).grossProfit)));
  const profitLastYear = round2(sum(projects.map((p) => p.amountLastYear * 0.94 - p.costLastYear)));

  const staff = employees.filter(activeOn(day));
  const staffMonthAgo = employees.filter(activeOn(monthAgo)).length;

  const executing = projects.filter((p) => p.signDate <= day && p.endDate >= day);
  const executingMonthAgo = projects.filter((p) => p.signDate <= monthAgo && p.endDate >= monthAgo).length;
  const budget = sum([...unitBudgetsOf(store, Number(day.slice(0, 4))).values()].map((b) => b.budget));

  return {
    group0: { value_0: revenueLastYear, value_1: revenue, value_2: changeRate(revenue, revenueLastYear) },
    group1: { value_3: profit, value_4: round2(profitLastYear), value_5: changeRate(profit, profitLastYear) },
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
      value_14: toYuan(sum(projects.map((p) => toCents(p.pending)))),
      value_15: averagePaymentDays(store),
    },
    group5: {
      value_16: percentOf(revenue, budget),
      value_17: Number(day.slice(5, 7)),
    },
  };
}

type Dimension = 'industryStructure' | 'businessType';
const DIMENSION_DICT: Record<Dimension, string> = { industryStructure: 'industry_structure', businessType: 'business_type' };

/** Projects grouped by a dictionary field, in dictionary order (unknown values last). */
function groupBy(store: Store, dimension: Dimension) {
  const items = store.dictItems(DIMENSION_DICT[dimension]);
  const texts = new Map(items.map((item) => [item.value, item.text]));
  const order = (value: string) => {
    const index = items.findIndex((item) => item.value === value);
    return index < 0 ? items.length : index;
  };
  const groups = new Map<string, ProjectFigures[]>();
  for (const project of projectsWithFigures(store)) {
    const key = project[dimension];
    groups.set(key, [...(groups.get(key) ?? []), project]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([value, projects]) => ({ value, text: texts.get(value) ?? value, projects }));
}

export function revenueShares(store: Store, dimension: 'industryStructure'): Schema<'IndustryRevenueShare'>[];
export function revenueShares(store: Store, dimension: 'businessType'): Schema<'BusinessRevenueShare'>[];
export function revenueShares(store: Store, dimension: Dimension): Array<Record<string, unknown>> {
  const groups = groupBy(store, dimension);
  const amounts = groups.map((group) => round2(sum(group.projects.map((p) => p.amount))));
  const percents = percentShares(amounts);
  return groups.map((group, index) => ({
    [dimension]: group.value,
    [`${dimension}_dictText`]: group.text,
    name: group.text,
    amount: amounts[index],
    percent: percents[index],
  }));
}

export function profitItems(store: Store, dimension: 'industryStructure'): Schema<'IndustryProfitItem'>[];
export function profitItems(store: Store, dimension: 'businessType'): Schema<'BusinessProfitItem'>[];
export function profitItems(store: Store, dimension: Dimension): Array<Record<string, unknown>> {
  return groupBy(store, dimension).map((group) => {
    const amount = round2(sum(group.projects.map((p) => p.amount)));
    const grossProfit = round2(sum(group.projects.map((p) => projectFigures(p).grossProfit)));
    return {
      [dimension]: group.value,
      [`${dimension}_dictText`]: group.text,
      amount,
      grossProfit,
      grossMargin: amount === 0 ? null : round4(grossProfit / amount),
    };
  });
}

/** Projects with money still to collect, largest first (ties by name). */
export function pendingRank(store: Store): Schema<'PendingRankRow'>[] {
  return projectsWithFigures(store)
    .filter((p) => p.pending > 0)
    .map((p) => ({ projectId: p.id, projectName: p.projectName, amount: p.pending }))
    .sort((a, b) => b.amount - a.amount || a.projectName.localeCompare(b.projectName));
}

interface UnitFigures {
  orgCode: string;
  departId: string;
  departName: string;
  amount: number;
  cost: number;
  grossProfit: number;
}

/** Revenue, cost and gross profit of each business unit that has projects, in department tree order (orgCode). */
function unitFigures(store: Store): UnitFigures[] {
  const all = projectsWithFigures(store);
  const units = [...new Set(all.map((p) => p.businessUnitOrgCode))];
  return units
    .map((orgCode) => {
      const depart = store.departByCode(orgCode);
      const projects = all.filter((p) => p.businessUnitOrgCode === orgCode);
      return {
        orgCode,
        departId: depart?.id ?? orgCode,
        departName: depart?.departName ?? orgCode,
        amount: round2(sum(projects.map((p) => p.amount))),
        cost: round2(sum(projects.map((p) => p.cost))),
        grossProfit: round2(sum(projects.map((p) => projectFigures(p).grossProfit))),
      };
    })
    .sort((a, b) => a.orgCode.localeCompare(b.orgCode));
}

export function costByBusinessUnit(store: Store): Schema<'UnitCostRow'>[] {
  return unitFigures(store).map((unit) => ({
    businessUnitId: unit.departId,
    businessUnitId_dictText: unit.departName,
    amount: unit.amount,
    cost: unit.cost,
    grossProfit: unit.grossProfit,
  }));
}

function directorOf(store: Store, departId: string, year: number): { directorId: string; directorId_dictText: string } {
  const directorId = unitBudgetsOf(store, year).get(departId)?.directorId ?? '';
  return { directorId, directorId_dictText: directorId ? (store.dictLookup(USER_DICT).get(directorId) ?? directorId) : '' };
}

/** 各业务部门预算完成比 for the year to date: each unit's revenue against its budget, highest completion first. */
export function unitBudgetCompletion(store: Store): Schema<'UnitBudgetRow'>[] {
  const year = yearOf(store);
  const budgets = unitBudgetsOf(store, year);
  const figures = unitFigures(store);
  const departIds = [...new Set([...figures.map((u) => u.departId), ...budgets.keys()])];
  const names = store.dictLookup(DEPART_DICT);
  return departIds
    .map((departId) => {
      const amount = figures.find((u) => u.departId === departId)?.amount ?? 0;
      const budget = budgets.get(departId)?.budget ?? 0;
      return {
        businessName: departId,
        businessName_dictText: names.get(departId) ?? departId,
        ...directorOf(store, departId, year),
        amount,
        budget,
        percent: percentOf(amount, budget),
      };
    })
    .sort((a, b) => b.percent - a.percent || a.businessName_dictText.localeCompare(b.businessName_dictText));
}

/** 各业务部门利润贡献排行 for the year to date: each unit's gross profit and its share of the total, largest first. */
export function unitProfitRank(store: Store): Schema<'UnitProfitRow'>[] {
  const year = yearOf(store);
  const figures = unitFigures(store);
  const percents = percentShares(figures.map((u) => u.grossProfit));
  return figures
    .map((unit, index) => ({
      businessName: unit.departId,
      businessName_dictText: unit.departName,
      ...directorOf(store, unit.departId, year),
      profit: unit.grossProfit,
      percent: percents[index] as number,
    }))
    .sort((a, b) => b.profit - a.profit || a.businessName_dictText.localeCompare(b.businessName_dictText));
}

/** One row per project for 主要项目一览表 (before the list engine adds the dictionary texts). */
export function projectRevenueRows(store: Store): Array<Omit<Schema<'ProjectRevenueRow'>, 'businessType_dictText' | 'industryStructure_dictText' | 'businessUnitId_dictText'>> {
  const year = yearOf(store);
  return projectsWithFigures(store).map((project) => ({
    id: stableId(`dws-project-revenue:${year}:${project.id}`),
    year,
    area: project.area,
    businessType: project.businessType,
    projectId: project.id,
    projectId_dictText: project.projectName,
    businessUnitId: store.departByCode(project.businessUnitOrgCode)?.id ?? project.businessUnitOrgCode,
    amount: project.amount,
    taxes: project.taxes,
    cost: project.cost,
    ...projectFigures(project),
    industryStructure: project.industryStructure,
    signDate: project.signDate,
    endDate: project.endDate,
  }));
}
