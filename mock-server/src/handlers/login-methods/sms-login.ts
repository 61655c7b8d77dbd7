// Signing in by SMS: the code sent to a mobile (sysSms, mode 0 login / 1 register / 2 forgotten password) and the
// phone login that spends it (LoginController.sms, phoneLogin).
import { randomInt } from 'node:crypto';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { USER_MISSING } from './user-missing.js';
import type { UserRecord } from '../../store/records/users.js';
import { MOBILE } from '../../lib/contact-formats.js';
import { loginResult, userRefusal } from '../../domain/login.js';
import { smsCodes } from '../../entities/login-methods.js';
import { users } from '../../entities/users.js';
import { LOGIN_LOCKED_MESSAGE } from '../../store/login-failures.js';

const SMS_LIFETIME_MS = 600_000;

/** The user a mobile belongs to; a current account wins over a deleted one with the same number. */
function userByPhone(store: Store, mobile: string): UserRecord | undefined {
  return users.live(store).find((u) => u.phone === mobile) ?? users.all(store).find((u) => u.phone === mobile);
}

export const sysSms: Handler<'sysSms'> = ({ body }, { store, now }) => {
  const mobile = body.mobile.trim();
  if (!mobile) return fail('手机号不允许为空！');
  if (!MOBILE.test(mobile)) return fail('请输入正确手机号');
  const at = now();
  smsCodes.removeWhere(store, (sms) => sms.expiresAt <= at);
  if (smsCodes.all(store).some((sms) => sms.mobile === mobile)) return fail('验证码10分钟内，仍然有效！');
  const user = userByPhone(store, mobile);
  if (body.smsmode === '1') {
    if (user) return fail('手机号已经注册，请直接登录！');
  } else {
    const refusal = userRefusal(user);
    if (refusal) return fail(refusal === USER_MISSING ? '该用户不存在或未绑定手机号' : refusal);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  smsCodes.add(store, { mobile, code, smsmode: body.smsmode, expiresAt: at + SMS_LIFETIME_MS });
  return ok(null, { code: 0 });
};

export const sysPhoneLogin: Handler<'sysPhoneLogin'> = ({ body, headers }, { store, now }) => {
  const mobile = body.mobile.trim();
  if (!mobile) return fail('请输入手机号');
  if (!MOBILE.test(mobile)) return fail('请输入正确手机号');
  // Upstream counts wrong SMS codes per mobile, as wrong passwords per username.
  if (store.loginFailures.locked(mobile)) return fail(LOGIN_LOCKED_MESSAGE);
  const user = userByPhone(store, mobile);
  const refusal = userRefusal(user);
  if (refusal || !user) return fail(refusal ?? USER_MISSING);
  const at = now();
  const sms = smsCodes.all(store).find((entry) => entry.mobile === mobile && entry.expiresAt > at);
  if (!sms || sms.code !== body.captcha.trim()) {
    store.loginFailures.record(mobile);
    return fail('手机验证码错误');
  }
  smsCodes.removeWhere(store, (entry) => entry === sms);
  store.loginFailures.forget(mobile);
  const result = loginResult(store, user, { headers, now: at, loginWay: '手机号', logContent: `用户名: ${user.username},登录成功！` });
  return ok(result, { message: '登录成功' });
};
