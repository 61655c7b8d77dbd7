// Seed data of the system-data domain: departments (beyond the core tree), positions, dictionaries edits, categories, check rules.
// Tables added here appear on `store.data` (StoreData extends SystemDataData) and are persisted by --data-dir.

import type { CoreData } from '../store.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domain as it grows
export interface SystemDataData {}

export function seedSystemData(_today: Date, _core: CoreData): SystemDataData {
  return {};
}
