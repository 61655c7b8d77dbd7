// Third-party login: the token a third-party callback left, exchanged for a session (ThirdLoginController).
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { USER_MISSING } from './user-missing.js';
import { openLogin, userRefusal } from '../../domain/login.js';
import { recordLog } from '../../domain/system-log.js';
import { thirdAccounts } from '../../entities/login-methods.js';
import { clientIp } from '../../lib/client-ip.js';

export const sysThirdLoginGetLoginUser: Handler<'sysThirdLoginGetLoginUser'> = ({ params, headers }, { store, now }) => {
  const seeded = thirdAccounts.all(store).find((account) => account.loginToken === params.token);
  const live = seeded ? null : store.sessions.peek(params.token);
  const username = seeded?.username ?? live?.username;
  if (!username) return fail('token认证失败', 510);
  const user = store.userByName(username);
  const refusal = userRefusal(user);
  if (refusal || !user) return fail(refusal ?? USER_MISSING);
  const account = thirdAccounts.all(store).find((entry) => entry.username === user.username && entry.thirdType === params.thirdType);
  if (!account) return fail('该用户未绑定该第三方账号');
  const origin = { headers, now: now(), loginWay: '第三方', logContent: `用户名: ${user.username},登录成功[第三方用户]！` };
  let token: string;
  if (live) {
    token = live.token;
    recordLog(store, origin.now, { logType: 1, logContent: origin.logContent, user, ip: clientIp(headers) });
  } else {
    token = openLogin(store, user, origin).token;
  }
  // As upstream: a missing real name or avatar is taken from the third-party account.
  const userInfo = store.userInfo(user);
  if (!userInfo.realname) userInfo.realname = account.realname;
  if (!userInfo.avatar && account.avatar) userInfo.avatar = account.avatar;
  return ok({ token, userInfo, thirdType: account.thirdType, thirdUserId: account.thirdUserId });
};
