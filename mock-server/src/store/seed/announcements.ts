// Seed data of the announcements domain: announcements and their send records (read flags per user).
// Tables added here appear on `store.data` (StoreData extends AnnouncementsData) and are persisted by --data-dir.

import type { CoreData } from '../store.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domain as it grows
export interface AnnouncementsData {}

export function seedAnnouncements(_today: Date, _core: CoreData): AnnouncementsData {
  return {};
}
