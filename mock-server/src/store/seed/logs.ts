// Seed data of the logs domain: the system-log history of the active users. Tables added here appear on
// `store.data` (StoreData extends LogsData) and are persisted by --data-dir.
import { generateSysLogs } from '../../fixtures/logs.js';
import type { SysLogRecord } from '../records/logs.js';
import type { CoreData } from '../core-data.js';
import { isLive } from '../live.js';

export interface LogsData {
  sysLogs: SysLogRecord[];
}

export function seedLogs(today: Date, core: CoreData): LogsData {
  const active = core.users.filter((user) => isLive(user) && user.status === 1);
  const actors = active.map((user) => ({ username: user.username, realname: user.realname }));
  return { sysLogs: generateSysLogs(today.getTime(), actors) };
}
