import type { MockApp } from '@mis/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from './document';
import { call, loginAs, startMock } from './harness';

let app: MockApp;
let admin: string;
beforeAll(async () => {
  app = await startMock();
  admin = await loginAs(app, 'admin');
});
afterAll(() => app.close());

type Page<T> = Omit<Schema<'PageResult'>, 'records'> & { records: T[] };
type DevPage<T> = { pageSize: number; pageNo: number; totalCount: number; totalPage: number; data: T[] };

const smsCodeOf = async (target: MockApp, mobile: string): Promise<string | null> => {
  const response = await target.inject({ method: 'GET', url: `/__mock/sms/${mobile}` });
  return response.statusCode === 200 ? (response.json().result.code as string) : null;
};
const sendSms = (target: MockApp, mobile: string, smsmode = '0') =>
  call(target, 'sysSms', { method: 'POST', url: '/v1/sys/sms', payload: { mobile, smsmode } });
const phoneLogin = (target: MockApp, mobile: string, captcha: string) =>
  call(target, 'sysPhoneLogin', { method: 'POST', url: '/v1/sys/phoneLogin', payload: { mobile, captcha } });
/** A token works when the permission call answers 200 with it. */
const tokenWorks = async (target: MockApp, token: string) =>
  (await call(target, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token })).status === 200;
const logs = async (query: string, token = admin) =>
  (await call(app, 'sysLogList', { url: `/v1/sys/log/list${query}`, token })).body.result as Page<Schema<'SysLog'>>;
const online = async (query = '', token = admin) =>
  (await call(app, 'sysOnlineList', { url: `/v1/sys/online/list${query}`, token })).body.result as Page<Schema<'OnlineUser'>>;

describe('sysSms', () => {
  it('sends a 6-digit code (code 0, result null) that the control route reads, and refuses a resend while it is valid', async () => {
    const answer = await sendSms(app, '18611111111');
    expect(answer.body).toMatchObject({ success: true, code: 0, result: null });
    const code = await smsCodeOf(app, '18611111111');
    expect(code).toMatch(/^\d{6}$/);
    const again = await sendSms(app, '18611111111');
    expect(again.body).toMatchObject({ success: false, code: 500, message: '验证码10分钟内，仍然有效！' });
    expect(await smsCodeOf(app, '18611111111')).toBe(code);
  });

  it.each([
    ['13900000000', '0', '该用户不存在或未绑定手机号'],
    ['13512345678', '0', '该用户已冻结'],
    ['13787654321', '2', '该用户已注销'],
    ['18611788525', '1', '手机号已经注册，请直接登录！'],
    ['12345678901', '0', '请输入正确手机号'],
    ['1861178852', '0', '请输入正确手机号'],
  ])('refuses %s in mode %s with %s and sends nothing', async (mobile, smsmode, message) => {
    const answer = await sendSms(app, mobile, smsmode);
    expect(answer.body).toMatchObject({ success: false, code: 500, message });
    expect(await smsCodeOf(app, mobile)).toBeNull();
  });

  it('register mode sends a code to a mobile nobody uses', async () => {
    expect((await sendSms(app, '15800001111', '1')).body).toMatchObject({ success: true, code: 0 });
    expect(await smsCodeOf(app, '15800001111')).toMatch(/^\d{6}$/);
  });

  it('an unknown smsmode or a missing mobile answers 400 naming the field', async () => {
    const mode = await sendSms(app, '18611111111', '3');
    expect(mode.status).toBe(400);
    expect(mode.body.message).toBe('参数错误：body.smsmode 取值应为 0/1/2 之一');
    const missing = await call(app, 'sysSms', { method: 'POST', url: '/v1/sys/sms', payload: { smsmode: '0' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.mobile 不能为空');
  });

  it('a code expires after 600 s: then a new one can be sent and the old one no longer logs in', async () => {
    let now = Date.now();
    const clocked = await startMock({ now: () => now });
    try {
      await sendSms(clocked, '13426411111');
      const first = (await smsCodeOf(clocked, '13426411111')) as string;
      now += 599_000;
      expect((await sendSms(clocked, '13426411111')).body.message).toBe('验证码10分钟内，仍然有效！');
      now += 2_000;
      expect(await smsCodeOf(clocked, '13426411111')).toBeNull();
      expect((await phoneLogin(clocked, '13426411111', first)).body).toMatchObject({ success: false, message: '手机验证码错误' });
      expect((await sendSms(clocked, '13426411111')).body.success).toBe(true);
    } finally {
      await clocked.close();
    }
  });
});

describe('sysPhoneLogin', () => {
  it('A-SESSION-03 logs in with the SMS code: the login result with code 200, a working token, a login log; the code is single-use', async () => {
    await sendSms(app, '18611788525');
    const code = (await smsCodeOf(app, '18611788525')) as string;
    const answer = await phoneLogin(app, '18611788525', code);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = answer.body.result as Schema<'LoginResult'>;
    expect(result.userInfo).toMatchObject({ username: 'jeecg', phone: '18611788525' });
    expect(result.sysAllDictItems.sex?.map((item) => item.text)).toEqual(['男', '女']);
    expect(result.departs.map((d) => d.orgCode)).toEqual(['A02A01']);
    expect(result.multi_depart).toBe(1);
    expect(await tokenWorks(app, result.token)).toBe(true);
    const latest = (await logs('?logType=1&userid=jeecg')).records[0];
    expect(latest).toMatchObject({ logContent: '用户名: jeecg,登录成功！', logType_dictText: '登录日志', username: 'jeecg' });
    expect((await phoneLogin(app, '18611788525', code)).body).toMatchObject({ success: false, message: '手机验证码错误' });
  });

  it.each([
    ['13426411111', '000000', '手机验证码错误'],
    ['13900000000', '123456', '该用户不存在，请注册'],
    ['13512345678', '123456', '该用户已冻结'],
    ['23426411111', '123456', '请输入正确手机号'],
    ['', '123456', '请输入手机号'],
  ])('refuses %s / %s with %s', async (mobile, captcha, message) => {
    expect((await phoneLogin(app, mobile, captcha)).body).toMatchObject({ success: false, code: 500, message });
  });

  it('a missing captcha answers 400 naming it', async () => {
    const answer = await call(app, 'sysPhoneLogin', { method: 'POST', url: '/v1/sys/phoneLogin', payload: { mobile: '18611788525' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：body.captcha 不能为空');
  });
});

describe('sysCasClientValidateLogin', () => {
  const validate = (payload: object) => call(app, 'sysCasClientValidateLogin', { method: 'POST', url: '/v1/sys/cas/client/validateLogin', payload });

  it('A-SESSION-04 a seeded ticket answers token and userInfo (code 200) and the token works', async () => {
    const answer = await validate({ ticket: 'ST-3-mis-zhangsan', service: 'http://localhost:3000/dashboard/analysis' });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = answer.body.result as Schema<'LoginResult'>;
    expect(result.userInfo).toMatchObject({ username: 'zhangsan', realname: '张三' });
    expect(result.multi_depart).toBe(2);
    expect(await tokenWorks(app, result.token)).toBe(true);
    expect((await logs('?userid=zhangsan&keyWord=CAS')).records[0]?.logContent).toBe('用户名: zhangsan,登录成功[CAS]！');
  });

  it.each([
    ['ST-9-unknown', 'CAS票据校验失败：ticket无效或已过期'],
    ['ST-4-mis-frozen01', '该用户已冻结'],
    ['ST-5-mis-quit01', '该用户已注销'],
  ])('refuses ticket %s with %s', async (ticket, message) => {
    expect((await validate({ ticket, service: 'https://mis.example.cn/' })).body).toMatchObject({ success: false, code: 500, message });
  });

  it('a service that is not an http(s) URL, or a missing ticket, answers 400 naming the field', async () => {
    const service = await validate({ ticket: 'ST-1-mis-admin', service: 'localhost:3000' });
    expect(service.status).toBe(400);
    expect(service.body.message).toBe('参数错误：body.service 格式不正确');
    const ticket = await validate({ service: 'http://localhost:3000/' });
    expect(ticket.status).toBe(400);
    expect(ticket.body.message).toBe('参数错误：body.ticket 不能为空');
  });
});

describe('sysThirdLoginGetLoginUser', () => {
  const thirdUser = (token: string, thirdType: string) =>
    call(app, 'sysThirdLoginGetLoginUser', { url: `/v1/sys/thirdLogin/getLoginUser/${token}/${thirdType}` });

  it('A-SESSION-05 a seeded callback token answers the bound login user with a new working token (code 200)', async () => {
    const answer = await thirdUser('oauth2-github-jeecg', 'github');
    expect(answer.body).toMatchObject({ success: true, code: 200, result: { thirdType: 'github', thirdUserId: '58264913', userInfo: { username: 'jeecg' } } });
    const token = (answer.body.result as Schema<'ThirdLoginResult'>).token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(await tokenWorks(app, token)).toBe(true);
    expect((await logs('?userid=jeecg')).records[0]?.logContent).toBe('用户名: jeecg,登录成功[第三方用户]！');
  });

  it('a live access token of a bound user answers that same token', async () => {
    const own = await loginAs(app, 'zhangsan');
    const answer = await thirdUser(own, 'wechat_enterprise');
    expect(answer.body).toMatchObject({ success: true, code: 200, result: { token: own, userInfo: { username: 'zhangsan' }, thirdUserId: 'ZhangSan' } });
  });

  it.each([
    ['not-a-token', 'github', 510, 'token认证失败'],
    ['oauth2-github-jeecg', 'dingtalk', 500, '该用户未绑定该第三方账号'],
    ['oauth2-dingtalk-frozen01', 'dingtalk', 500, '该用户已冻结'],
  ])('refuses %s / %s with code %i %s', async (token, thirdType, code, message) => {
    expect((await thirdUser(token, thirdType)).body).toMatchObject({ success: false, code, message, result: null });
  });

  it('an unknown thirdType answers 400 naming it', async () => {
    const answer = await thirdUser('oauth2-github-jeecg', 'weibo');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('path.thirdType');
  });
});

describe('sysWorkNoLogin', () => {
  const workNoLogin = (query: string) => call(app, 'sysWorkNoLogin', { url: `/v1/sys/workNoLogin${query}` });

  it('A-SESSION-06 logs in by work number and password with the login result (code 200)', async () => {
    const answer = await workNoLogin('?workNo=00002&password=123456');
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功', result: { userInfo: { username: 'jeecg', workNo: '00002' } } });
    expect(await tokenWorks(app, (answer.body.result as Schema<'LoginResult'>).token)).toBe(true);
    expect((await logs('?userid=jeecg')).records[0]?.logContent).toBe('用户名: jeecg,登录成功[工号登录]！');
  });

  it.each([
    ['?workNo=99999&password=123456', '该工号不存在'],
    ['?workNo=00002&password=wrong', '工号或密码错误'],
    ['?workNo=00005&password=123456', '该用户已注销'],
    ['?workNo=00004&password=123456', '该用户已冻结'],
  ])('%s is refused with %s', async (query, message) => {
    expect((await workNoLogin(query)).body).toMatchObject({ success: false, code: 500, message });
  });

  it('a missing password answers 400 naming it', async () => {
    const answer = await workNoLogin('?workNo=00002');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.password 不能为空');
  });
});

describe('online users', () => {
  it('lists the live sessions newest first with login time, IP and login way (code 0), filtered by username', async () => {
    const key = 'online-ip';
    await call(app, 'sysRandomImage', { url: `/v1/sys/randomImage/${key}` });
    const login = await call(app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      headers: { 'x-forwarded-for': '192.168.6.66, 10.0.0.1' },
      payload: { username: 'staff001', password: '123456', captcha: app.store.captchas.peek(key), checkKey: key },
    });
    const token = (login.body.result as Schema<'LoginResult'>).token;
    const answer = await call(app, 'sysOnlineList', { url: '/v1/sys/online/list?pageNo=1&pageSize=50', token: admin });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = answer.body.result as Page<Schema<'OnlineUser'>>;
    expect(page.records[0]).toMatchObject({ token, username: 'staff001', ip: '192.168.6.66', loginWay: '账号密码' });
    expect(page.records[0]?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.records.map((r) => r.token)).toContain(admin);
    expect(page.total).toBe(app.store.sessions.live().length);
    const filtered = await online('?username=staff00');
    expect(filtered.records.length).toBeGreaterThan(0);
    expect(filtered.records.every((r) => r.username.includes('staff00'))).toBe(true);
    const paged = await online('?pageNo=1&pageSize=1');
    expect(paged).toMatchObject({ size: 1, current: 1, pages: page.total });
  });

  it('expired sessions are not listed', async () => {
    let now = Date.now();
    const clocked = await startMock({ now: () => now, tokenTtlSeconds: 60 });
    try {
      const idle = await loginAs(clocked, 'jeecg');
      now += 50_000;
      const active = await loginAs(clocked, 'admin');
      now += 20_000;
      const page = (await call(clocked, 'sysOnlineList', { url: '/v1/sys/online/list', token: active })).body.result as Page<Schema<'OnlineUser'>>;
      expect(page.records.map((r) => r.token)).toEqual([active]);
      expect(page.records.map((r) => r.token)).not.toContain(idle);
    } finally {
      await clocked.close();
    }
  });

  it('a pageSize over the limit answers 400 naming it', async () => {
    const answer = await call(app, 'sysOnlineList', { url: '/v1/sys/online/list?pageSize=20000', token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.pageSize 不能大于 10000');
  });
});

describe('sysOnlineForceLogout', () => {
  const force = (payload: object) => call(app, 'sysOnlineForceLogout', { method: 'POST', url: '/v1/sys/online/forceLogout', token: admin, payload });

  it('A-SESSION-08 ends the session: its next call answers 401, it leaves the online list and a log records it', async () => {
    const victim = await loginAs(app, 'zhangsan');
    expect(await tokenWorks(app, victim)).toBe(true);
    const answer = await force({ token: victim, username: 'zhangsan', realname: '张三' });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '退出登录成功！', result: '退出登录成功！' });
    const after = await call(app, 'sysUserGetCurrentUserDeparts', { url: '/v1/sys/user/getCurrentUserDeparts', token: victim });
    expect(after.status).toBe(401);
    expect((await online('?pageSize=100')).records.map((r) => r.token)).not.toContain(victim);
    expect((await logs('?keyWord=强制')).records[0]).toMatchObject({ logContent: '强制: 张三退出成功！', userid: 'zhangsan', logType: 1 });
    expect((await force({ token: victim })).body).toMatchObject({ success: false, message: 'Token无效!' });
  });

  it('an empty token answers 退出登录失败！ and a missing one 400 naming it', async () => {
    expect((await force({ token: '' })).body).toMatchObject({ success: false, code: 500, message: '退出登录失败！' });
    const missing = await force({ username: 'zhangsan' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.token 不能为空');
  });
});

describe('projects', () => {
  const projects = async (token: string) => (await call(app, 'sysAuthprojectlist', { url: '/v1/sys/authprojectlist', token })).body.result as Schema<'AuthProject'>[];
  const setProject = (token: string, projectId: string) => call(app, 'sysSetprojectlist', { url: `/v1/sys/setprojectlist?projectId=${projectId}`, token });
  const projectId = (orgCode: string) => app.store.data.departs.find((d) => d.orgCode === orgCode)?.id as string;

  it('A-PROJ-02 lists the projects under the caller\'s departments; admin sees all; code 200', async () => {
    const zhangsan = await loginAs(app, 'zhangsan');
    const answer = await call(app, 'sysAuthprojectlist', { url: '/v1/sys/authprojectlist?_t=1700000000', token: zhangsan });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const result = answer.body.result as Schema<'AuthProject'>[];
    // zhangsan works in A01A03, A01A05 and A02A03: exactly the projects below those departments.
    const projectCodes = app.store.data.departs.filter((d) => d.orgCategory === '4').map((d) => d.orgCode).sort();
    expect(result.map((p) => p.orgCode)).toEqual(projectCodes.filter((code) => ['A01A03', 'A01A05', 'A02A03'].some((mine) => code.startsWith(mine))));
    expect(result).toContainEqual({ id: projectId('A02A03A01'), departName: '政企热线项目', orgCode: 'A02A03A01', orgCategory: '4', parentId: projectId('A02A03'), parentName: '电话商务公司', current: false });
    expect(result.map((p) => p.orgCode)).not.toContain('A01A07A01');
    const all = projectCodes;
    expect((await projects(admin)).map((p) => p.orgCode)).toEqual(all);
    expect((await projects(await loginAs(app, 'jeecg'))).map((p) => p.orgCode)).toEqual(projectCodes.filter((code) => code.startsWith('A02A01')));
  });

  it('A-PROJ-03 setprojectlist makes the project current for that user only (code 200 切换项目成功)', async () => {
    const target = projectId('A01A08A01');
    const answer = await setProject(admin, target);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '切换项目成功', result: { id: target, orgCode: 'A01A08A01', current: true } });
    const mine = await projects(admin);
    expect(mine.filter((p) => p.current).map((p) => p.id)).toEqual([target]);
    const other = await projects(await loginAs(app, 'zhangsan'));
    expect(other.some((p) => p.current)).toBe(false);
    expect((await setProject(admin, projectId('A01A07A02'))).body.success).toBe(true);
    expect((await projects(admin)).filter((p) => p.current).map((p) => p.orgCode)).toEqual(['A01A07A02']);
  });

  it('refuses a project outside the caller\'s projects and an id that is not a project', async () => {
    const zhangsan = await loginAs(app, 'zhangsan');
    expect((await setProject(zhangsan, projectId('A01A07A01'))).body).toMatchObject({ success: false, code: 500, message: '您没有该项目的权限，无法切换' });
    expect((await setProject(zhangsan, projectId('A02A03'))).body).toMatchObject({ success: false, message: '项目不存在' });
    expect((await projects(zhangsan)).some((p) => p.current)).toBe(false);
  });

  it('a missing projectId or a bad _t answers 400 naming it', async () => {
    const missing = await call(app, 'sysSetprojectlist', { url: '/v1/sys/setprojectlist', token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.projectId 不能为空');
    const stamp = await call(app, 'sysAuthprojectlist', { url: '/v1/sys/authprojectlist?_t=soon', token: admin });
    expect(stamp.status).toBe(400);
    expect(stamp.body.message).toContain('query._t');
  });
});

describe('system logs', () => {
  it('lists logs newest first with dictionary texts (code 0); an account login adds a login log with the IP', async () => {
    const key = 'log-ip';
    await call(app, 'sysRandomImage', { url: `/v1/sys/randomImage/${key}` });
    await call(app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      headers: { 'x-real-ip': '10.20.30.40' },
      payload: { username: 'staff002', password: '123456', captcha: app.store.captchas.peek(key), checkKey: key },
    });
    const answer = await call(app, 'sysLogList', { url: '/v1/sys/log/list?logType=1&pageSize=5', token: admin });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = answer.body.result as Page<Schema<'SysLog'>>;
    expect(page.records[0]).toMatchObject({ logContent: '用户名: staff002,登录成功！', userid: 'staff002', ip: '10.20.30.40', logType: 1, logType_dictText: '登录日志' });
    const times = page.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by logType, keyWord and a createTime range; operation logs carry operateType_dictText', async () => {
    const operations = await logs('?logType=2&pageSize=200');
    expect(operations.total).toBeGreaterThan(100);
    expect(operations.records.every((r) => r.logType === 2 && r.logType_dictText === '操作日志')).toBe(true);
    expect(operations.records.every((r) => ['查询', '添加', '修改', '删除', '导入', '导出'].includes(r.operateType_dictText as string))).toBe(true);
    const exports = await logs(`?keyWord=${encodeURIComponent('导出')}&pageSize=200`);
    expect(exports.total).toBeGreaterThan(0);
    expect(exports.records.every((r) => r.logContent.includes('导出'))).toBe(true);
    const day = operations.records[operations.records.length - 1]?.createTime.slice(0, 10) as string;
    const ranged = await logs(`?createTime_begin=${day}&createTime_end=${day}&pageSize=200`);
    expect(ranged.total).toBe(app.store.data.sysLogs.filter((l) => l.createTime.startsWith(day)).length);
    expect(ranged.records.every((r) => r.createTime.startsWith(day))).toBe(true);
  });

  it('a bad logType answers 400 naming it; an unknown sort column the upstream message', async () => {
    const bad = await call(app, 'sysLogList', { url: '/v1/sys/log/list?logType=9', token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：query.logType 取值应为 1/2/3/4 之一');
    const sort = await call(app, 'sysLogList', { url: '/v1/sys/log/list?column=nope', token: admin });
    expect(sort.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
  });

  it('delete removes one log (删除成功!); an unknown id answers 未找到对应实体; a missing id 400', async () => {
    const [first] = (await logs('?logType=2')).records;
    const answer = await call(app, 'sysLogDelete', { method: 'DELETE', url: `/v1/sys/log/delete?id=${first?.id}`, token: admin });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect((await logs(`?id=${first?.id}`)).total).toBe(0);
    expect((await call(app, 'sysLogDelete', { method: 'DELETE', url: `/v1/sys/log/delete?id=${first?.id}`, token: admin })).body).toMatchObject({ success: false, message: '未找到对应实体' });
    const missing = await call(app, 'sysLogDelete', { method: 'DELETE', url: '/v1/sys/log/delete', token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.id 不能为空');
  });

  it('deleteBatch removes the listed logs and ignores unknown ids; a missing ids answers 400', async () => {
    const [a, b] = (await logs('?logType=2&column=createTime&order=asc')).records;
    const before = (await logs('')).total;
    const answer = await call(app, 'sysLogDeleteBatch', { method: 'DELETE', url: `/v1/sys/log/deleteBatch?ids=${a?.id},${b?.id},nope,`, token: admin });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect((await logs('')).total).toBe(before - 2);
    const missing = await call(app, 'sysLogDeleteBatch', { method: 'DELETE', url: '/v1/sys/log/deleteBatch', token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.ids 不能为空');
  });

  it('deleteBatch with allclear empties the logs (message 删除成功!, as upstream)', async () => {
    const fresh = await startMock();
    try {
      const token = await loginAs(fresh, 'admin');
      const answer = await call(fresh, 'sysLogDeleteBatch', { method: 'DELETE', url: '/v1/sys/log/deleteBatch?ids=allclear', token });
      expect(answer.body).toMatchObject({ success: true, message: '删除成功!' });
      const page = (await call(fresh, 'sysLogList', { url: '/v1/sys/log/list', token })).body.result as Page<Schema<'SysLog'>>;
      expect(page.total).toBe(0);
      const info = (await call(fresh, 'sysLoginfo', { url: '/v1/sys/loginfo', token })).body.result as Schema<'LogInfo'>;
      expect(info).toEqual({ totalVisitCount: 0, todayVisitCount: 0, todayIp: 0 });
    } finally {
      await fresh.close();
    }
  });
});

describe('visit figures', () => {
  const chinaDate = (epoch: number) => new Date(epoch + 8 * 3_600_000).toISOString().slice(0, 10);
  const loginLogs = () => app.store.data.sysLogs.filter((l) => l.logType === 1);

  it('A-SYS-43 loginfo counts login logs: all, today\'s and today\'s distinct IPs (code 200 登录成功); a login adds one', async () => {
    const answer = await call(app, 'sysLoginfo', { url: '/v1/sys/loginfo?_t=1700000000', token: admin });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const info = answer.body.result as Schema<'LogInfo'>;
    const today = loginLogs().filter((l) => l.createTime.startsWith(chinaDate(Date.now())));
    expect(info).toEqual({ totalVisitCount: loginLogs().length, todayVisitCount: today.length, todayIp: new Set(today.map((l) => l.ip)).size });
    expect(info.totalVisitCount).toBeGreaterThan(100);
    await loginAs(app, 'staff003');
    const after = (await call(app, 'sysLoginfo', { url: '/v1/sys/loginfo', token: admin })).body.result as Schema<'LogInfo'>;
    expect(after.totalVisitCount).toBe(info.totalVisitCount + 1);
    expect(after.todayVisitCount).toBe(info.todayVisitCount + 1);
  });

  it('A-SYS-44 visitInfo answers the last 7 days oldest first with visit, ip, tian and type (code 0)', async () => {
    const answer = await call(app, 'sysVisitInfo', { url: '/v1/sys/visitInfo', token: admin });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const days = answer.body.result as Schema<'VisitDay'>[];
    const expected = Array.from({ length: 7 }, (_, i) => chinaDate(Date.now() - (6 - i) * 86_400_000));
    expect(days.map((d) => d.tian)).toEqual(expected.filter((day) => loginLogs().some((l) => l.createTime.startsWith(day))));
    for (const day of days) {
      const ofDay = loginLogs().filter((l) => l.createTime.startsWith(day.tian));
      expect(day).toEqual({ visit: ofDay.length, ip: new Set(ofDay.map((l) => l.ip)).size, tian: day.tian, type: day.tian.slice(5) });
    }
    expect(days.at(-1)?.tian).toBe(expected[6]);
  });

  it('a _t that is not a number answers 400 naming it', async () => {
    for (const [operationId, url] of [['sysLoginfo', '/v1/sys/loginfo'], ['sysVisitInfo', '/v1/sys/visitInfo']] as const) {
      const answer = await call(app, operationId, { url: `${url}?_t=abc`, token: admin });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('query._t');
    }
  });
});

describe('user picker data', () => {
  const pickerPage = async (query: string) =>
    (await call(app, 'sysUserQueryUserComponentData', { url: `/v1/sys/user/queryUserComponentData${query}`, token: admin })).body.result as Page<Schema<'SysUser'>>;

  it('B-PICK-10 B-PICK-06 pages active users with orgCodeTxt, newest first (code 200); departId includes sub-departments', async () => {
    const answer = await call(app, 'sysUserQueryUserComponentData', { url: '/v1/sys/user/queryUserComponentData?pageNo=1&pageSize=10&field=id,username,realname', token: admin });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const page = answer.body.result as Page<Schema<'SysUser'>>;
    const active = app.store.data.users.filter((u) => u.status === 1 && u.delFlag === 0);
    expect(page.total).toBe(active.length);
    const times = page.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const row of page.records) expect(row).toEqual(expect.objectContaining({ id: expect.any(String), username: expect.any(String), realname: expect.any(String), sex: expect.any(Number) }));
    const zhangsan = (await pickerPage('?username=zhangsan')).records[0];
    expect(zhangsan).toMatchObject({ username: 'zhangsan', orgCodeTxt: '市场部,研发部,电话商务公司', phone: '13426411111' });
    expect(zhangsan).not.toHaveProperty('password');

    const root = app.store.data.departs.find((d) => d.orgCode === 'A02')?.id;
    const company = await pickerPage(`?departId=${root}&pageSize=100`);
    const inA02 = active.filter((u) => u.orgCodes.some((c) => c.startsWith('A02')));
    expect(company.total).toBe(inA02.length);
    expect(company.records.map((r) => r.username)).toContain('jeecg');
    expect(company.records.map((r) => r.username)).not.toContain('admin');
    expect((await pickerPage('?pageSize=100')).records.map((r) => r.username)).not.toContain('frozen01');
  });

  it('filters by username and realname (contains) and sorts by column', async () => {
    const page = await pickerPage(`?username=staff01&column=username&order=asc&pageSize=20`);
    const expected = app.store.data.users.filter((u) => u.username.includes('staff01') && u.status === 1).map((u) => u.username).sort();
    expect(page.records.map((r) => r.username)).toEqual(expected);
    const named = await pickerPage(`?realname=${encodeURIComponent('张')}&pageSize=100`);
    expect(named.records.every((r) => r.realname.includes('张'))).toBe(true);
    expect(named.records.map((r) => r.username)).toContain('zhangsan');
  });

  it('an unknown departId answers 未找到对应部门; pageNo 0 answers 400 naming it', async () => {
    expect((await call(app, 'sysUserQueryUserComponentData', { url: '/v1/sys/user/queryUserComponentData?departId=nope', token: admin })).body).toMatchObject({ success: false, message: '未找到对应部门' });
    const bad = await call(app, 'sysUserQueryUserComponentData', { url: '/v1/sys/user/queryUserComponentData?pageNo=0', token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：query.pageNo 不能小于 1');
  });

  it('B-PICK-11 getMultiUser answers a bare array of the users whose stored field matches (usernames or ids)', async () => {
    const answer = await call(app, 'sysUserGetMultiUser', { url: '/v1/sys/user/getMultiUser?username=admin,jeecg,frozen01,nobody', token: admin });
    expect(answer.status).toBe(200);
    const users = answer.body as unknown as Schema<'SysUser'>[];
    expect(Array.isArray(users)).toBe(true);
    expect(users.map((u) => u.username).sort()).toEqual(['admin', 'jeecg']);
    const ids = users.map((u) => u.id).join(',');
    const byId = (await call(app, 'sysUserGetMultiUser', { url: `/v1/sys/user/getMultiUser?id=${ids}`, token: admin })).body as unknown as Schema<'SysUser'>[];
    expect(byId.map((u) => u.realname).sort()).toEqual(['jeecg', '管理员']);
    expect(byId.every((u) => !('password' in u))).toBe(true);
  });

  it('getMultiUser with an over-long value answers 400 (enveloped) naming it', async () => {
    const answer = await call(app, 'sysUserGetMultiUser', { url: `/v1/sys/user/getMultiUser?realname=${'a'.repeat(2001)}`, token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query.realname 长度不能超过 2000 个字符');
  });
});

describe('development mock lists', () => {
  it('A-SYS-49 /mock/api/service answers the 5701-row demo list page by page without a token, deterministically (code 0)', async () => {
    const answer = await call(app, 'mockApiService', { url: '/v1/mock/api/service?pageNo=2&pageSize=10' });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = answer.body.result as DevPage<Schema<'DevMockService'>>;
    expect(page).toMatchObject({ pageNo: 2, pageSize: 10, totalCount: 5701, totalPage: 571 });
    expect(page.data.map((r) => r.no)).toEqual(Array.from({ length: 10 }, (_, i) => `No ${11 + i}`));
    const again = (await call(app, 'mockApiService', { url: '/v1/mock/api/service?pageNo=2&pageSize=10' })).body.result;
    expect(again).toEqual(page);
    const last = (await call(app, 'mockApiService', { url: '/v1/mock/api/service?pageNo=571&pageSize=10' })).body.result as DevPage<Schema<'DevMockService'>>;
    expect(last.data.map((r) => r.id)).toEqual([5701]);
  });

  it('A-SYS-49 /mock/api/user, /role and /permission answer their demo pages (code 0)', async () => {
    const users = (await call(app, 'mockApiUser', { url: '/v1/mock/api/user?pageNo=3&pageSize=10' })).body.result as DevPage<Schema<'DevMockUser'>>;
    expect(users).toMatchObject({ totalCount: 23, totalPage: 3, pageNo: 3 });
    expect(users.data.map((u) => u.id)).toEqual(['21', '22', '23']);
    const roles = (await call(app, 'mockApiRole', { url: '/v1/mock/api/role' })).body.result as DevPage<Schema<'DevMockRole'>>;
    expect(roles.data.map((r) => r.id)).toEqual(['admin', 'hr', 'finance', 'pm', 'recruiter']);
    expect(roles.data[1]?.permissions.map((p) => p.permissionName)).toEqual(['员工花名册', '劳动合同', '入职办理', '离职办理']);
    const permissions = (await call(app, 'mockApiPermission', { url: '/v1/mock/api/permission?pageSize=100' })).body.result as DevPage<Schema<'DevMockPermission'>>;
    expect(permissions.totalCount).toBe(permissions.data.length);
    const employee = permissions.data.find((p) => p.id === 'employee');
    expect(employee?.actions).toContain('export');
    expect(JSON.parse(employee?.actionData ?? '[]')[0]).toEqual({ action: 'add', describe: '新增', defaultCheck: false });
  });

  it.each([
    ['mockApiUser', '/v1/mock/api/user?pageSize=101', 'query.pageSize'],
    ['mockApiRole', '/v1/mock/api/role?pageNo=0', 'query.pageNo'],
    ['mockApiService', '/v1/mock/api/service?pageSize=abc', 'query.pageSize'],
    ['mockApiPermission', '/v1/mock/api/permission?pageNo=-1', 'query.pageNo'],
  ])('%s refuses %s with 400 naming %s', async (operationId, url, field) => {
    const answer = await call(app, operationId, { url });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
  });
});

describe('logout log', () => {
  it('POST /sys/logout records 用户名: <realname>,退出成功！', async () => {
    const token = await loginAs(app, 'staff004');
    const realname = app.store.userByName('staff004')?.realname;
    await call(app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token });
    expect((await logs('?userid=staff004')).records[0]?.logContent).toBe(`用户名: ${realname},退出成功！`);
  });
});
