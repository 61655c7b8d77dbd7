// Seed data of the hr domain: HR: employees and their archive sections, enrolment, resignation, regularisation, contracts, candidates.
// Tables added here appear on `store.data` (StoreData extends HrData) and are persisted by --data-dir.

import type { CoreData } from '../store.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domain as it grows
export interface HrData {}

export function seedHr(_today: Date, _core: CoreData): HrData {
  return {};
}
