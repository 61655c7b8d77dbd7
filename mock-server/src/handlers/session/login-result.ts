// Shared by every login way (account, mobile, CAS, third party, work number): upstream's user checks
// (checkUserIsEffective), the session with its origin, the login log, and the login result of POST /sys/login.
import type { Session } from '../../store/sessions.js';
import type { Store } from '../../store/store.js';
import type { Schema } from '../../lib/schema.js';
import { sysLogs } from '../logs/log-entity.js';
import { users } from '../users/user-entity.js';
import type { SysLogRecord } from '../../store/records/logs.js';
import type { UserRecord } from '../../store/records/users.js';

/** Upstream's checkUserIsEffective: the refusal for a missing, deleted or frozen user, or null. */
export function userRefusal(user: UserRecord | undefined): string | null {
  if (!user) return '该用户不存在，请注册';
  if (users.isRecycled(user)) return '该用户已注销';
  if (user.status === 2) return '该用户已冻结';
  return null;
}

type Headers = Record<string, string | string[] | undefined>;

/** The caller's address as a proxy reports it (X-Forwarded-For, X-Real-IP), else the loopback the mock runs on. */
export function clientIp(headers: Headers): string {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() ?? '';
  const candidate = first(headers['x-forwarded-for']) || first(headers['x-real-ip']);
  return /^[0-9A-Fa-f.:]{2,45}$/.test(candidate) ? candidate : '127.0.0.1';
}

export interface LogEntry {
  logType: 1 | 2;
  logContent: string;
  user: Pick<UserRecord, 'username' | 'realname'> | null;
  ip: string;
  operateType?: number | null;
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
    method: null,
    requestUrl: null,
    requestParam: null,
    requestType: null,
    costTime: null,
  };
  return sysLogs.insert(store, values, entry.user ? { username: entry.user.username } : null, now);
}

export interface LoginOrigin {
  headers: Headers;
  now: number;
  /** Shown in the online-user list: 账号密码, 手机号, CAS, 第三方, 工号. */
  loginWay: string;
  /** The login log's text, e.g. 用户名: admin,登录成功！ */
  logContent: string;
}

/** Opens a session for a user that passed its login way's checks and records the login log. */
export function openLogin(store: Store, user: UserRecord, origin: LoginOrigin): Session {
  const ip = clientIp(origin.headers);
  const session = store.sessions.open(user.username, { ip, loginWay: origin.loginWay });
  recordLog(store, origin.now, { logType: 1, logContent: origin.logContent, user, ip });
  return session;
}

/** The login result of POST /sys/login (token, userInfo, sysAllDictItems, multi_depart, departs) for a new session. */
export function loginResult(store: Store, user: UserRecord, origin: LoginOrigin): Schema<'LoginResult'> {
  const session = openLogin(store, user, origin);
  const departs = store.departsOf(user);
  return {
    token: session.token,
    userInfo: store.userInfo(user),
    sysAllDictItems: store.dictMap(),
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    departs,
  };
}
