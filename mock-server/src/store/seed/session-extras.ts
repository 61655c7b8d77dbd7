// Seed data of the session-extras domain: phone/CAS/third-party/work-number login, online users, logs, projects of the project switcher.
// Tables added here appear on `store.data` (StoreData extends SessionExtrasData) and are persisted by --data-dir.

import type { CoreData } from '../store.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domain as it grows
export interface SessionExtrasData {}

export function seedSessionExtras(_today: Date, _core: CoreData): SessionExtrasData {
  return {};
}
