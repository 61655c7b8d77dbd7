// The fork's work-number login: staff sign in by their 工号.
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { loginResult, userRefusal } from '../../domain/login.js';
import { users } from '../../entities/users.js';
import { LOGIN_LOCKED_MESSAGE } from '../../store/login-failures.js';

export const sysWorkNoLogin: Handler<'sysWorkNoLogin'> = ({ query, headers }, { store, now }) => {
  const workNo = query.workNo.trim();
  const user = workNo
    ? (users.live(store).find((u) => u.workNo === workNo) ?? users.all(store).find((u) => u.workNo === workNo))
    : undefined;
  if (!user) return fail('该工号不存在');
  // The account's count, shared with the password login: the same password is being guessed.
  if (store.loginFailures.locked(user.username)) return fail(LOGIN_LOCKED_MESSAGE);
  const refusal = userRefusal(user);
  if (refusal) return fail(refusal);
  if (user.password !== query.password) {
    store.loginFailures.record(user.username);
    return fail('工号或密码错误');
  }
  store.loginFailures.forget(user.username);
  const result = loginResult(store, user, { headers, now: now(), loginWay: '工号', logContent: `用户名: ${user.username},登录成功[工号登录]！` });
  return ok(result, { message: '登录成功' });
};
