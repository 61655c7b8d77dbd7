// The shape of `store.data`: the core tables plus each domain's own (store/seed/<domain>.ts). Plain JSON throughout
// (persisted by --data-dir).
import type { CoreData } from './core-data.js';
import type { AnnouncementsData } from './seed/announcements.js';
import type { DashboardData } from './seed/dashboard.js';
import type { HrData } from './seed/hr.js';
import type { SessionExtrasData } from './seed/session-extras.js';
import type { SystemAuthData } from './seed/system-auth.js';
import type { SystemDataData } from './seed/system-data.js';

/** Everything the store holds: the core tables plus each domain's own (store/seed/<domain>.ts). */
export interface StoreData extends CoreData, SystemAuthData, SystemDataData, SessionExtrasData, DashboardData, AnnouncementsData, HrData {}
