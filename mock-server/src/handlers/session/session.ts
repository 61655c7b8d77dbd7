// Session operations: login with captcha, captcha image, logout, the permission menu, departments.
import { fail, ok } from '../../envelope.js';
import { buildUserPermissions } from '../../store/permissions.js';
import type { BodyOf, Handler } from '../../types.js';
import type { Store } from '../../store/store.js';
import { captchaImage } from './captcha-image.js';
import { loginResult, userRefusal } from '../../domain/login.js';
import { recordLog } from '../../domain/system-log.js';
import { permissions } from '../../entities/permissions.js';
import { LOGIN_LOCKED_MESSAGE } from '../../store/login-failures.js';
import { clientIp } from '../../lib/client-ip.js';

export const sysLogin: Handler<'sysLogin'> = ({ body, headers }, { store, now }) => {
  // Upstream checks the lock first, before the captcha: a locked account costs no captcha.
  if (store.loginFailures.locked(body.username)) return fail(LOGIN_LOCKED_MESSAGE);
  if (!body.captcha) return fail('验证码无效');
  if (!store.captchas.matches(body.checkKey, body.captcha)) return fail('验证码错误', 412);
  // Spent by this attempt whatever its outcome (upstream spends it on success only): one captcha, one password
  // guess. The login form fetches a new captcha after every failure.
  store.captchas.consume(body.checkKey);
  const user = store.userByName(body.username);
  const refusal = userRefusal(user);
  if (refusal || !user) return fail(refusal ?? '该用户不存在，请注册');
  if (user.password !== body.password) {
    store.loginFailures.record(body.username);
    return fail('用户名或密码错误');
  }
  store.loginFailures.forget(body.username);
  const result = loginResult(store, user, { headers, now: now(), loginWay: '账号密码', logContent: `用户名: ${user.username},登录成功！` });
  return ok(result, { message: '登录成功' });
};

export const sysRandomImage: Handler<'sysRandomImage'> = ({ params }, { store }) =>
  ok(captchaImage(store.captchas.issue(params.key)), { code: 0 });

export const sysLogout: Handler<'sysLogout'> = ({ token, headers }, { store, now }) => {
  if (!token) return fail('退出登录失败！');
  // As upstream, whose token still names its user once expired or forced out: only a token naming nobody is invalid.
  const username = store.sessions.peek(token)?.username ?? store.sessions.endedUser(token);
  const user = username ? store.userByName(username) : undefined;
  store.sessions.close(token);
  if (!user) return fail('Token无效!');
  if (user) recordLog(store, now(), { logType: 1, logContent: `用户名: ${user.realname},退出成功！`, user, ip: clientIp(headers) });
  return ok('退出登录成功！', { message: '退出登录成功！' });
};

export const sysPermissionGetUserPermissionByToken: Handler<'sysPermissionGetUserPermissionByToken'> = ({ session }, { store }) => {
  const user = session && store.userByName(session.username);
  if (!user) return fail('未找到用户信息');
  return ok(buildUserPermissions(permissions.all(store), user.roleCodes), { code: 0 });
};

export const sysUserGetCurrentUserDeparts: Handler<'sysUserGetCurrentUserDeparts'> = ({ session }, { store }) => {
  const user = session && store.userByName(session.username);
  if (!user) return fail('未找到用户信息');
  return ok({ list: store.departsOf(user), orgCode: user.orgCode }, { code: 0 });
};

function selectDepart(body: BodyOf<'sysSelectDepart'>, session: { username: string } | null, store: Store) {
  const user = store.userByName(body.username || session?.username || '');
  if (!user || user.username !== session?.username) return fail('只能切换自己的登录部门');
  if (!user.orgCodes.includes(body.orgCode)) return fail('该用户不属于此部门');
  user.orgCode = body.orgCode;
  return ok({ userInfo: store.userInfo(user) }, { code: 0 });
}

export const sysSelectDepart: Handler<'sysSelectDepart'> = ({ body, session }, { store }) => selectDepart(body, session, store);

/** Upstream's mapping of 切换登录部门 (its client sends PUT). */
export const sysSelectDepartPut: Handler<'sysSelectDepartPut'> = ({ body, session }, { store }) => selectDepart(body, session, store);
