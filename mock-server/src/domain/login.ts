// Shared by every login way (account, mobile, CAS, third party, work number): upstream's user checks
// (checkUserIsEffective), the session with its origin, the login log, and the login result of POST /sys/login.
import { users } from '../entities/users.js';
import { clientIp, type RequestHeaders } from '../lib/client-ip.js';
import type { Schema } from '../lib/schema.js';
import type { UserRecord } from '../store/records/users.js';
import type { Session } from '../store/sessions.js';
import type { Store } from '../store/store.js';
import { recordLog } from './system-log.js';

/** Upstream's checkUserIsEffective: the refusal for a missing, deleted or frozen user, or null. */
export function userRefusal(user: UserRecord | undefined): string | null {
  if (!user) return '该用户不存在，请注册';
  if (users.isRecycled(user)) return '该用户已注销';
  if (user.status === 2) return '该用户已冻结';
  return null;
}

export interface LoginOrigin {
  headers: RequestHeaders;
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
