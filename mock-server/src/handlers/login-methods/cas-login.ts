// CAS single sign-on: a ticket from the CAS server validated into a session (CasClientController).
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { USER_MISSING } from './user-missing.js';
import { loginResult, userRefusal } from '../../domain/login.js';
import { casTickets } from '../../entities/login-methods.js';

export const sysCasClientValidateLogin: Handler<'sysCasClientValidateLogin'> = ({ body, headers }, { store, now }) => {
  const ticket = casTickets.all(store).find((entry) => entry.ticket === body.ticket.trim());
  if (!ticket) return fail('CAS票据校验失败：ticket无效或已过期');
  const user = store.userByName(ticket.username);
  const refusal = userRefusal(user);
  if (refusal || !user) return fail(refusal ?? USER_MISSING);
  const result = loginResult(store, user, { headers, now: now(), loginWay: 'CAS', logContent: `用户名: ${user.username},登录成功[CAS]！` });
  return ok(result, { message: '登录成功' });
};
