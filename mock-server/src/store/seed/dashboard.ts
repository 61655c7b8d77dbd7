// Seed data of the dashboard domain: dashboard and report rows beyond the core project and employee rows, online forms and reports.
// Tables added here appear on `store.data` (StoreData extends DashboardData) and are persisted by --data-dir.

import type { CoreData } from '../store.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domain as it grows
export interface DashboardData {}

export function seedDashboard(_today: Date, _core: CoreData): DashboardData {
  return {};
}
