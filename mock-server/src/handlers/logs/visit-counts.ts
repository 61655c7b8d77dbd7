// The workbench's login and visit counts drawn from the login logs (LoginController.loginfo, visitInfo).
import { chinaDayStart, dateText } from '../../lib/dates.js';
import { ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { sysLogs } from '../../entities/sys-logs.js';

const DAY_MS = 86_400_000;

const loginLogs = (store: Store) => sysLogs.all(store).filter((log) => log.logType === 1);

export const sysLoginfo: Handler<'sysLoginfo'> = (_input, { store, now }) => {
  const logins = loginLogs(store);
  const today = dateText(now());
  const todays = logins.filter((log) => log.createTime.startsWith(today));
  const ips = new Set(todays.map((log) => log.ip).filter((ip): ip is string => Boolean(ip)));
  return ok({ totalVisitCount: logins.length, todayVisitCount: todays.length, todayIp: ips.size }, { message: '登录成功' });
};

export const sysVisitInfo: Handler<'sysVisitInfo'> = (_input, { store, now }) => {
  const logins = loginLogs(store);
  const today = chinaDayStart(now());
  const days = Array.from({ length: 7 }, (_, i) => dateText(today - (6 - i) * DAY_MS));
  const rows = days.flatMap((day) => {
    const logs = logins.filter((log) => log.createTime.startsWith(day));
    if (logs.length === 0) return [];
    const ips = new Set(logs.map((log) => log.ip).filter(Boolean));
    return [{ visit: logs.length, ip: ips.size, tian: day, type: day.slice(5) }];
  });
  return ok(rows, { code: 0 });
};
