// Seed data of the dashboard domain: yearly budgets by business unit. Tables added here appear on `store.data`
// (StoreData extends DashboardData) and are persisted by --data-dir.
import { stableId } from '../../lib/ids.js';
import type { CoreData } from '../core-data.js';
import { isLive } from '../live.js';
import type { UnitBudgetRecord } from '../records/dashboard.js';

export interface DashboardData {
  unitBudgets: UnitBudgetRecord[];
}

/** Each business unit's budget for the year: its projects' budgets, rounded up to ten thousand yuan. */
function unitBudgets(today: Date, core: CoreData): UnitBudgetRecord[] {
  const year = today.getUTCFullYear();
  const units = [...new Set(core.projects.map((p) => p.businessUnitOrgCode))];
  return units.map((orgCode) => {
    const budget = core.projects.filter((p) => p.businessUnitOrgCode === orgCode).reduce((total, p) => total + p.budget, 0);
    // The director: the first active account working in the unit, else zhangsan (who belongs to several units), else admin.
    const director =
      core.users.find((u) => isLive(u) && u.status === 1 && u.username !== 'admin' && u.orgCodes[0] === orgCode) ??
      core.users.find((u) => u.username === 'zhangsan') ??
      core.users[0];
    return { id: stableId(`unit-budget:${year}:${orgCode}`), year, businessUnitOrgCode: orgCode, directorId: director?.id ?? '', budget: Math.ceil(budget / 10_000) * 10_000 };
  });
}

export function seedDashboard(today: Date, core: CoreData): DashboardData {
  return { unitBudgets: unitBudgets(today, core) };
}
