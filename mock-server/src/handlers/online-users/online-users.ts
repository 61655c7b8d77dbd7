// 在线用户: the open sessions and forced logout (SysUserOnlineController).
import { dateTimeText } from '../../lib/dates.js';
import { fail, ok } from '../../envelope.js';
import { listQuery } from '../../query/list-query.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { recordLog } from '../../domain/system-log.js';
import { clientIp } from '../../lib/client-ip.js';

export const sysOnlineList: Handler<'sysOnlineList'> = ({ query }, { store }) => {
  const sexText = store.dictLookup('sex');
  const wanted = (query.username ?? '').trim();
  const rows: Schema<'OnlineUser'>[] = store.sessions.live().flatMap((session) => {
    const user = store.userByName(session.username);
    if (!user || (wanted && !user.username.includes(wanted))) return [];
    return [
      {
        id: user.id,
        token: session.token,
        username: user.username,
        realname: user.realname,
        avatar: user.avatar,
        birthday: user.birthday,
        sex: user.sex,
        sex_dictText: sexText.get(String(user.sex)) ?? '',
        phone: user.phone,
        orgCodeTxt: store.departByCode(user.orgCode)?.departName ?? null,
        loginTime: dateTimeText(session.loginTime),
        ip: session.ip,
        loginWay: session.loginWay,
      },
    ];
  });
  return ok(listQuery(rows, { pageNo: query.pageNo, pageSize: query.pageSize }, {}), { code: 0 });
};

export const sysOnlineForceLogout: Handler<'sysOnlineForceLogout'> = ({ body, headers }, { store, now }) => {
  const token = body.token.trim();
  if (!token) return fail('退出登录失败！');
  const target = store.sessions.peek(token);
  const user = target ? store.userByName(target.username) : undefined;
  if (!target || !user) return fail('Token无效!');
  store.sessions.close(token);
  recordLog(store, now(), { logType: 1, logContent: `强制: ${user.realname}退出成功！`, user, ip: clientIp(headers) });
  return ok('退出登录成功！', { message: '退出登录成功！' });
};
