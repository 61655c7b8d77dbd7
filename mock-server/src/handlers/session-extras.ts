// Handlers of the session-extras domain: SMS, phone, CAS, third-party and work-number login, online users and
// forced logout, system logs and visit figures, the project switcher, the user picker's data, and the Vue2
// development mock lists. One export per operationId; see docs/adding-an-endpoint.md.
import { randomInt } from 'node:crypto';
import { dateText, dateTimeText } from '../lib/dates.js';
import { idList, pageOf, removeRows } from '../crud/rows.js';
import { fail, ok } from '../envelope.js';
import {
  chinaDayStart,
  DEV_SERVICE_TOTAL,
  devMockPermissions,
  devMockRoles,
  devMockService,
  devMockUsers,
  type DevMockUserRow,
} from '../fixtures/session-extras.js';
import type { EntityFields } from '../query/field-types.js';
import { listQuery } from '../query/list-query.js';
import type { Store } from '../store/store.js';
import type { UserRecord } from '../store/core-data.js';
import type { Handler } from '../types.js';
import type { Schema } from '../lib/schema.js';
import { clientIp, loginResult, openLogin, recordLog, userRefusal } from './login-result.js';

const MOBILE = /^1[34578]\d{9}$/;
const SMS_LIFETIME_MS = 600_000;
const DAY_MS = 86_400_000;
const USER_MISSING = '该用户不存在，请注册';

/** The user a mobile belongs to; a current account wins over a deleted one with the same number. */
function userByPhone(store: Store, mobile: string): UserRecord | undefined {
  return store.data.users.find((u) => u.phone === mobile && u.delFlag === 0) ?? store.data.users.find((u) => u.phone === mobile);
}

// ---- other login ways ----

export const sysSms: Handler<'sysSms'> = ({ body }, { store, now }) => {
  const mobile = body.mobile.trim();
  if (!mobile) return fail('手机号不允许为空！');
  if (!MOBILE.test(mobile)) return fail('请输入正确手机号');
  const at = now();
  store.data.smsCodes = store.data.smsCodes.filter((sms) => sms.expiresAt > at);
  if (store.data.smsCodes.some((sms) => sms.mobile === mobile)) return fail('验证码10分钟内，仍然有效！');
  const user = userByPhone(store, mobile);
  if (body.smsmode === '1') {
    if (user) return fail('手机号已经注册，请直接登录！');
  } else {
    const refusal = userRefusal(user);
    if (refusal) return fail(refusal === USER_MISSING ? '该用户不存在或未绑定手机号' : refusal);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  store.data.smsCodes.push({ mobile, code, smsmode: body.smsmode, expiresAt: at + SMS_LIFETIME_MS });
  return ok(null, { code: 0 });
};

export const sysPhoneLogin: Handler<'sysPhoneLogin'> = ({ body, headers }, { store, now }) => {
  const mobile = body.mobile.trim();
  if (!mobile) return fail('请输入手机号');
  if (!MOBILE.test(mobile)) return fail('请输入正确手机号');
  const user = userByPhone(store, mobile);
  const refusal = userRefusal(user);
  if (refusal || !user) return fail(refusal ?? USER_MISSING);
  const at = now();
  const sms = store.data.smsCodes.find((entry) => entry.mobile === mobile && entry.expiresAt > at);
  if (!sms || sms.code !== body.captcha.trim()) return fail('手机验证码错误');
  store.data.smsCodes = store.data.smsCodes.filter((entry) => entry !== sms);
  const result = loginResult(store, user, { headers, now: at, loginWay: '手机号', logContent: `用户名: ${user.username},登录成功！` });
  return ok(result, { message: '登录成功' });
};

export const sysCasClientValidateLogin: Handler<'sysCasClientValidateLogin'> = ({ body, headers }, { store, now }) => {
  const ticket = store.data.casTickets.find((entry) => entry.ticket === body.ticket.trim());
  if (!ticket) return fail('CAS票据校验失败：ticket无效或已过期');
  const user = store.userByName(ticket.username);
  const refusal = userRefusal(user);
  if (refusal || !user) return fail(refusal ?? USER_MISSING);
  const result = loginResult(store, user, { headers, now: now(), loginWay: 'CAS', logContent: `用户名: ${user.username},登录成功[CAS]！` });
  return ok(result, { message: '登录成功' });
};

export const sysThirdLoginGetLoginUser: Handler<'sysThirdLoginGetLoginUser'> = ({ params, headers }, { store, now }) => {
  const seeded = store.data.thirdAccounts.find((account) => account.loginToken === params.token);
  const live = seeded ? null : store.sessions.peek(params.token);
  const username = seeded?.username ?? live?.username;
  if (!username) return fail('token认证失败', 510);
  const user = store.userByName(username);
  const refusal = userRefusal(user);
  if (refusal || !user) return fail(refusal ?? USER_MISSING);
  const account = store.data.thirdAccounts.find((entry) => entry.username === user.username && entry.thirdType === params.thirdType);
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

export const sysWorkNoLogin: Handler<'sysWorkNoLogin'> = ({ query, headers }, { store, now }) => {
  const workNo = query.workNo.trim();
  const user = workNo
    ? (store.data.users.find((u) => u.workNo === workNo && u.delFlag === 0) ?? store.data.users.find((u) => u.workNo === workNo))
    : undefined;
  if (!user) return fail('该工号不存在');
  const refusal = userRefusal(user);
  if (refusal) return fail(refusal);
  if (user.password !== query.password) return fail('工号或密码错误');
  const result = loginResult(store, user, { headers, now: now(), loginWay: '工号', logContent: `用户名: ${user.username},登录成功[工号登录]！` });
  return ok(result, { message: '登录成功' });
};

// ---- online users ----

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

// ---- the project switcher ----

type Depart = Schema<'Depart'>;

const isProject = (depart: Depart) => depart.orgCategory === '4' && depart.delFlag !== '1';

/** Projects under (or equal to) any of the user's departments; every project for the admin role. */
function authorisedProjects(store: Store, user: UserRecord): Depart[] {
  const projects = store.data.departs.filter(isProject);
  const visible = user.roleCodes.includes('admin') ? projects : projects.filter((p) => user.orgCodes.some((code) => p.orgCode.startsWith(code)));
  return [...visible].sort((a, b) => a.orgCode.localeCompare(b.orgCode));
}

function projectRow(store: Store, depart: Depart, currentId: string | null): Schema<'AuthProject'> {
  const parent = depart.parentId ? store.data.departs.find((d) => d.id === depart.parentId) : undefined;
  return {
    id: depart.id,
    departName: depart.departName,
    orgCode: depart.orgCode,
    orgCategory: '4',
    parentId: depart.parentId ?? null,
    parentName: parent?.departName ?? null,
    current: depart.id === currentId,
  };
}

const callerOf = (store: Store, session: { username: string } | null) => (session ? store.userByName(session.username) : undefined);

export const sysAuthprojectlist: Handler<'sysAuthprojectlist'> = ({ session }, { store }) => {
  const user = callerOf(store, session);
  if (!user) return fail('未找到用户信息');
  const projects = authorisedProjects(store, user);
  const chosen = store.data.projectSelections.find((s) => s.username === user.username)?.projectId ?? null;
  return ok(projects.map((project) => projectRow(store, project, chosen)));
};

export const sysSetprojectlist: Handler<'sysSetprojectlist'> = ({ query, session }, { store, now }) => {
  const user = callerOf(store, session);
  if (!user) return fail('未找到用户信息');
  const depart = store.data.departs.find((d) => d.id === query.projectId.trim());
  if (!depart || !isProject(depart)) return fail('项目不存在');
  if (!authorisedProjects(store, user).some((p) => p.id === depart.id)) return fail('您没有该项目的权限，无法切换');
  const selection = store.data.projectSelections.find((s) => s.username === user.username);
  const updateTime = dateTimeText(now());
  if (selection) Object.assign(selection, { projectId: depart.id, updateTime });
  else store.data.projectSelections.push({ username: user.username, projectId: depart.id, updateTime });
  return ok(projectRow(store, depart, depart.id), { message: '切换项目成功' });
};

// ---- system logs ----

const LOG_FIELDS: EntityFields = {
  id: { type: 'string' },
  logType: { type: 'number', dict: 'log_type' },
  operateType: { type: 'number', dict: 'operate_type' },
  logContent: { type: 'string' },
  userid: { type: 'string' },
  username: { type: 'string' },
  ip: { type: 'string' },
  method: { type: 'string' },
  requestUrl: { type: 'string' },
  requestType: { type: 'string' },
  costTime: { type: 'number' },
  createTime: { type: 'datetime' },
};

export const sysLogList: Handler<'sysLogList'> = ({ query }, { store }) => {
  const keyWord = (query.keyWord ?? '').trim();
  const rows = keyWord ? store.data.sysLogs.filter((log) => log.logContent.includes(keyWord)) : store.data.sysLogs;
  const answer = pageOf(store, rows, query, LOG_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, reserved: ['keyWord'] });
  return (answer.success ? { ...answer, code: 0 } : answer) as never;
};

export const sysLogDelete: Handler<'sysLogDelete'> = ({ query }, { store }) => {
  if (removeRows(store.data.sysLogs, [query.id]) === 0) return fail('未找到对应实体');
  return ok(null, { message: '删除成功!' });
};

export const sysLogDeleteBatch: Handler<'sysLogDeleteBatch'> = ({ query }, { store }) => {
  const raw = query.ids.trim();
  if (!raw) return fail('参数不识别！');
  if (raw === 'allclear') store.data.sysLogs.splice(0);
  else removeRows(store.data.sysLogs, idList(raw));
  return ok(null, { message: '删除成功!' });
};

const loginLogs = (store: Store) => store.data.sysLogs.filter((log) => log.logType === 1);

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

// ---- the user picker ----

function pickerRow(store: Store, user: UserRecord): Schema<'SysUser'> {
  return {
    ...store.userInfo(user),
    orgCodeTxt: store.departsOf(user).map((d) => d.departName).join(',') || null,
    status: user.status,
    delFlag: user.delFlag,
    createBy: user.createBy,
    createTime: user.createTime,
    updateBy: user.updateBy,
    updateTime: user.updateTime,
  };
}

const PICKER_FIELDS: EntityFields = {
  id: { type: 'string' },
  username: { type: 'string' },
  realname: { type: 'string' },
  sex: { type: 'number', dict: 'sex' },
  phone: { type: 'string' },
  email: { type: 'string' },
  workNo: { type: 'string' },
  orgCode: { type: 'string' },
  birthday: { type: 'date' },
  createTime: { type: 'datetime' },
};

const activeUsers = (store: Store) => store.data.users.filter((u) => u.delFlag === 0 && u.status === 1);

export const sysUserQueryUserComponentData: Handler<'sysUserQueryUserComponentData'> = ({ query }, { store }) => {
  let orgCode = '';
  if (query.departId) {
    const depart = store.data.departs.find((d) => d.id === query.departId);
    if (!depart) return fail('未找到对应部门');
    orgCode = depart.orgCode;
  }
  const username = (query.username ?? '').trim();
  const realname = (query.realname ?? '').trim();
  const ids = idList(query.id);
  const rows = activeUsers(store)
    .filter((u) => !orgCode || u.orgCodes.some((code) => code.startsWith(orgCode)))
    .filter((u) => !username || u.username.includes(username))
    .filter((u) => !realname || u.realname.includes(realname))
    .filter((u) => ids.length === 0 || ids.includes(u.id))
    .map((u) => pickerRow(store, u));
  return pageOf(store, rows, query, PICKER_FIELDS, {
    defaultSort: { column: 'createTime', order: 'desc' },
    reserved: ['departId', 'username', 'realname', 'id'],
  }) as never;
};

const MULTI_FIELDS: EntityFields = {
  id: { type: 'string' },
  username: { type: 'string' },
  realname: { type: 'string' },
  workNo: { type: 'string' },
  phone: { type: 'string' },
};

export const sysUserGetMultiUser: Handler<'sysUserGetMultiUser'> = ({ query }, { store }) => {
  const filters = { id: query.id, username: query.username, realname: query.realname, workNo: query.workNo, phone: query.phone, pageSize: -521 };
  return listQuery(activeUsers(store).map((u) => pickerRow(store, u)), filters, MULTI_FIELDS).records;
};

// ---- development mock lists (/mock/api/*) ----

interface DevQuery {
  pageNo?: number;
  pageSize?: number;
}

function devPage<T>(total: number, rowAt: (index: number) => T, query: DevQuery) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const start = (pageNo - 1) * pageSize;
  const data: T[] = [];
  for (let index = start; index < Math.min(total, start + pageSize); index++) data.push(rowAt(index));
  return { pageSize, pageNo, totalCount: total, totalPage: Math.ceil(total / pageSize), data };
}

let devUsers: DevMockUserRow[] | null = null;

export const mockApiUser: Handler<'mockApiUser'> = ({ query }) => {
  devUsers ??= devMockUsers();
  const users = devUsers;
  return ok(devPage(users.length, (i) => users[i] as DevMockUserRow, query), { code: 0 });
};

export const mockApiRole: Handler<'mockApiRole'> = ({ query }) => {
  const roles = devMockRoles();
  return ok(devPage(roles.length, (i) => roles[i] as (typeof roles)[number], query), { code: 0 });
};

export const mockApiService: Handler<'mockApiService'> = ({ query }) => ok(devPage(DEV_SERVICE_TOTAL, (i) => devMockService(i + 1), query), { code: 0 });

export const mockApiPermission: Handler<'mockApiPermission'> = ({ query }) => {
  const permissions = devMockPermissions();
  return ok(devPage(permissions.length, (i) => permissions[i] as (typeof permissions)[number], query), { code: 0 });
};
