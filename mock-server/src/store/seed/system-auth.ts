// Seed data of the system-auth domain: roles, permissions (menus, buttons, data rules), department and role permission assignments.
// Tables added here appear on `store.data` (StoreData extends SystemAuthData) and are persisted by --data-dir.

import type { CoreData } from '../store.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domain as it grows
export interface SystemAuthData {}

export function seedSystemAuth(_today: Date, _core: CoreData): SystemAuthData {
  return {};
}
