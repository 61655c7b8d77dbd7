// Writing the system log (sys_log) as upstream's baseCommonService.addLog does: the login ways, logging out and
// forcing a user out record their entries here.
import { sysLogs } from '../entities/sys-logs.js';
import type { SysLogRecord } from '../store/records/logs.js';
import type { UserRecord } from '../store/records/users.js';
import type { Store } from '../store/store.js';

export interface LogEntry {
  logType: 1 | 2;
  logContent: string;
  user: Pick<UserRecord, 'username' | 'realname'> | null;
  ip: string;
  operateType?: number | null;
  /** What ran: a scheduled job's class. */
  method?: string | null;
  requestParam?: string | null;
  costTime?: number | null;
}

/** Appends a system log, as upstream's baseCommonService.addLog does. */
export function recordLog(store: Store, now: number, entry: LogEntry): SysLogRecord {
  const values = {
    logType: entry.logType,
    logContent: entry.logContent,
    operateType: entry.operateType ?? null,
    userid: entry.user?.username ?? null,
    username: entry.user?.realname ?? null,
    ip: entry.ip,
    method: entry.method ?? null,
    requestUrl: null,
    requestParam: entry.requestParam ?? null,
    requestType: null,
    costTime: entry.costTime ?? null,
  };
  return sysLogs.insert(store, values, entry.user ? { username: entry.user.username } : null, now);
}
