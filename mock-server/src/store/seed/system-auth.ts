// Seed data of the system-auth domain: roles, permissions (menus, buttons, data rules), department and role permission assignments.
// Tables added here appear on `store.data` (StoreData extends SystemAuthData) and are persisted by --data-dir.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domain as it grows
export interface SystemAuthData {}

export function seedSystemAuth(_today: Date): SystemAuthData {
  return {};
}
