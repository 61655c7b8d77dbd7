// 预算执行: business departments' budgets against the year's actual figures by month. Actual revenue is the confirmed
// settlements (已确认 and after) of the department's projects in the month; actual cost is each project's cost for the
// year spread over its settled months by their revenue (the projects keep no monthly cost yet); profit = revenue − cost.
// Everything is summed in cents.
import type { Schema } from '../lib/schema.js';
import { percentOf, toCents, toYuan } from '../lib/money.js';
import { REVENUE_STATES } from './dashboard.js';
import type { Store } from './store.js';
import { businessUnits } from './table-dict.js';

type Figures = Schema<'MisBudgetFigures'>;
interface Cents {
  budgetRevenue: number;
  actualRevenue: number;
  budgetCost: number;
  actualCost: number;
}
const zero = (): Cents => ({ budgetRevenue: 0, actualRevenue: 0, budgetCost: 0, actualCost: 0 });
const add = (into: Cents, from: Partial<Cents>) => {
  for (const key of Object.keys(from) as Array<keyof Cents>) into[key] += from[key] ?? 0;
};
const figuresOf = (c: Cents): Figures => ({
  budgetRevenue: toYuan(c.budgetRevenue),
  actualRevenue: toYuan(c.actualRevenue),
  budgetCost: toYuan(c.budgetCost),
  actualCost: toYuan(c.actualCost),
  budgetProfit: toYuan(c.budgetRevenue - c.budgetCost),
  actualProfit: toYuan(c.actualRevenue - c.actualCost),
  rate: percentOf(c.actualRevenue, c.budgetRevenue),
});

/** Each unit's (department id) cents by month (1–12) for the year. */
function unitMonths(store: Store, year: number): Map<string, Cents[]> {
  const units = new Map(businessUnits(store).map((d) => [d.id, Array.from({ length: 12 }, zero)]));
  const unitOfCode = new Map(businessUnits(store).map((d) => [d.orgCode, d.id]));
  for (const b of store.data.budgets) {
    const months = b.budgetYear === year ? units.get(b.departId) : undefined;
    if (months) add(months[b.budgetMonth - 1] as Cents, { budgetRevenue: toCents(b.revenue), budgetCost: toCents(b.cost) });
  }
  // A project's settled revenue by month, then its cost spread by that revenue.
  const settled = new Map<string, number[]>();
  for (const s of store.data.settlements) {
    if (!REVENUE_STATES.has(s.status) || !s.settleMonth.startsWith(`${year}-`)) continue;
    const months = settled.get(s.projectId) ?? Array.from({ length: 12 }, () => 0);
    months[Number(s.settleMonth.slice(5, 7)) - 1]! += toCents(s.amount);
    settled.set(s.projectId, months);
  }
  for (const project of store.data.projects) {
    const months = settled.get(project.id);
    const unit = units.get(unitOfCode.get(project.businessUnitOrgCode) ?? '');
    if (!months || !unit) continue;
    const revenue = months.reduce((total, cents) => total + cents, 0);
    const cost = toCents(project.cost);
    let spread = 0;
    let last = -1;
    months.forEach((cents, index) => {
      if (cents === 0) return;
      const share = revenue === 0 ? 0 : Math.floor((cost * cents) / revenue);
      spread += share;
      last = index;
      add(unit[index] as Cents, { actualRevenue: cents, actualCost: share });
    });
    // The cents the floors left go to the last settled month, so the months add up to the project's cost.
    if (last >= 0) add(unit[last] as Cents, { actualCost: cost - spread });
  }
  return units;
}

export function budgetExecution(store: Store, year: number, departId: string | null): Schema<'MisBudgetExecution'> {
  const all = unitMonths(store, year);
  // All departments: those with a budget or settled revenue this year (the others would be rows of zeros).
  const active = (months: Cents[]) => months.some((m) => m.budgetRevenue || m.actualRevenue || m.budgetCost);
  const chosen = [...all].filter(([id, months]) => (departId ? id === departId : active(months)));
  const names = new Map(businessUnits(store).map((d) => [d.id, d.departName]));
  const months = Array.from({ length: 12 }, (_, index) => {
    const cents = zero();
    for (const [, unit] of chosen) add(cents, unit[index] as Cents);
    return { month: index + 1, ...figuresOf(cents) };
  });
  const total = zero();
  const departs = chosen.map(([id, unit]) => {
    const cents = zero();
    for (const month of unit) add(cents, month);
    add(total, cents);
    return { departId: id, departName: names.get(id) ?? id, ...figuresOf(cents) };
  });
  return { budgetYear: year, departId, months, total: figuresOf(total), departs };
}
