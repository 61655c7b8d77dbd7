import type { MockApp } from '@mis/mock-server';
import { describe, expect, it } from 'vitest';
import { mockPerFile, startMock, loginAs, call, callRaw, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

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
const logs = async (query: string, token = mock.token) =>
  resultOf(await call(mock.app, 'sysLogList', { url: `/v1/sys/log/list${query}`, token }));

describe('sysSms', () => {
  it('sends a 6-digit code (code 0, result null) that the control route reads, and refuses a resend while it is valid', async () => {
    const answer = await sendSms(mock.app, '18611111111');
    expect(answer.body).toMatchObject({ success: true, code: 0, result: null });
    const code = await smsCodeOf(mock.app, '18611111111');
    expect(code).toMatch(/^\d{6}$/);
    const again = await sendSms(mock.app, '18611111111');
    expect(again.body).toMatchObject({ success: false, code: 500, message: '验证码10分钟内，仍然有效！' });
    expect(await smsCodeOf(mock.app, '18611111111')).toBe(code);
  });

  it.each([
    ['13900000000', '0', '该用户不存在或未绑定手机号'],
    ['13512345678', '0', '该用户已冻结'],
    ['13787654321', '2', '该用户已注销'],
    ['18611788525', '1', '手机号已经注册，请直接登录！'],
    ['12345678901', '0', '请输入正确手机号'],
    ['1861178852', '0', '请输入正确手机号'],
  ])('refuses %s in mode %s with %s and sends nothing', async (mobile, smsmode, message) => {
    const answer = await sendSms(mock.app, mobile, smsmode);
    expect(answer.body).toMatchObject({ success: false, code: 500, message });
    expect(await smsCodeOf(mock.app, mobile)).toBeNull();
  });

  it('register mode sends a code to a mobile nobody uses', async () => {
    expect((await sendSms(mock.app, '15800001111', '1')).body).toMatchObject({ success: true, code: 0 });
    expect(await smsCodeOf(mock.app, '15800001111')).toMatch(/^\d{6}$/);
  });

  it('an unknown smsmode or a missing mobile answers 400 naming the field', async () => {
    const mode = await sendSms(mock.app, '18611111111', '3');
    expect(mode.status).toBe(400);
    expect(mode.body.message).toBe('参数错误：body.smsmode 取值应为 0/1/2 之一');
    const missing = await call(mock.app, 'sysSms', { method: 'POST', url: '/v1/sys/sms', payload: { smsmode: '0' } });
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
    await sendSms(mock.app, '18611788525');
    const code = (await smsCodeOf(mock.app, '18611788525')) as string;
    const answer = await phoneLogin(mock.app, '18611788525', code);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = resultOf(answer);
    expect(result.userInfo).toMatchObject({ username: 'jeecg', phone: '18611788525' });
    expect(result.sysAllDictItems.sex?.map((item) => item.text)).toEqual(['男', '女']);
    expect(result.departs.map((d) => d.orgCode)).toEqual(['A02A01']);
    expect(result.multi_depart).toBe(1);
    expect(await tokenWorks(mock.app, result.token)).toBe(true);
    const latest = (await logs('?logType=1&userid=jeecg')).records[0];
    expect(latest).toMatchObject({ logContent: '用户名: jeecg,登录成功！', logType_dictText: '登录日志', username: 'jeecg' });
    expect((await phoneLogin(mock.app, '18611788525', code)).body).toMatchObject({ success: false, message: '手机验证码错误' });
  });

  it.each([
    ['13426411111', '000000', '手机验证码错误'],
    ['13900000000', '123456', '该用户不存在，请注册'],
    ['13512345678', '123456', '该用户已冻结'],
    ['23426411111', '123456', '请输入正确手机号'],
    ['', '123456', '请输入手机号'],
  ])('refuses %s / %s with %s', async (mobile, captcha, message) => {
    expect((await phoneLogin(mock.app, mobile, captcha)).body).toMatchObject({ success: false, code: 500, message });
  });

  it('a missing captcha answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysPhoneLogin', { method: 'POST', url: '/v1/sys/phoneLogin', payload: { mobile: '18611788525' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：body.captcha 不能为空');
  });
});

describe('sysCasClientValidateLogin', () => {
  const validate = (payload: object) => call(mock.app, 'sysCasClientValidateLogin', { method: 'POST', url: '/v1/sys/cas/client/validateLogin', payload });

  it('A-SESSION-04 a seeded ticket answers token and userInfo (code 200) and the token works', async () => {
    const answer = await validate({ ticket: 'ST-3-mis-zhangsan', service: 'http://localhost:3000/dashboard/analysis' });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = resultOf(answer);
    expect(result.userInfo).toMatchObject({ username: 'zhangsan', realname: '张三' });
    expect(result.multi_depart).toBe(2);
    expect(await tokenWorks(mock.app, result.token)).toBe(true);
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
    call(mock.app, 'sysThirdLoginGetLoginUser', { url: `/v1/sys/thirdLogin/getLoginUser/${token}/${thirdType}` });

  it('A-SESSION-05 a seeded callback token answers the bound login user with a new working token (code 200)', async () => {
    const answer = await thirdUser('oauth2-github-jeecg', 'github');
    expect(answer.body).toMatchObject({ success: true, code: 200, result: { thirdType: 'github', thirdUserId: '58264913', userInfo: { username: 'jeecg' } } });
    const token = resultOf(answer).token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(await tokenWorks(mock.app, token)).toBe(true);
    expect((await logs('?userid=jeecg')).records[0]?.logContent).toBe('用户名: jeecg,登录成功[第三方用户]！');
  });

  it('a live access token of a bound user answers that same token', async () => {
    const own = await loginAs(mock.app, 'zhangsan');
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
  const workNoLogin = (query: string) => call(mock.app, 'sysWorkNoLogin', { url: `/v1/sys/workNoLogin${query}` });

  it('A-SESSION-06 logs in by work number and password with the login result (code 200)', async () => {
    const answer = await workNoLogin('?workNo=00002&password=123456');
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功', result: { userInfo: { username: 'jeecg', workNo: '00002' } } });
    expect(await tokenWorks(mock.app, resultOf(answer).token)).toBe(true);
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

describe('the OAuth2 provider stand-in (oauth2/{source}/login and callback)', () => {
  const origin = 'http://127.0.0.1:3000';
  const providerPage = (source: string, state: string) =>
    callRaw(mock.app, 'sysThirdLoginOauth2Login', { url: `/v1/sys/thirdLogin/oauth2/${source}/login?state=${encodeURIComponent(state)}` });
  const callback = (source: string, query: string) =>
    mock.app.inject({ method: 'GET', url: `/v1/sys/thirdLogin/oauth2/${source}/callback?${query}` });

  it("the authorisation page lists the platform's bound accounts, each leading to the callback with its code", async () => {
    const page = await providerPage('wechat_enterprise', `${origin}?redirect=/rpm/candidate-caller`);
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    const html = page.raw.toString('utf8');
    expect(html).toContain('<title>模拟企业微信授权</title>');
    expect(html).toContain('张三（zhangsan）');
    expect(html).not.toContain('jeecg');
    expect(html).toContain(`callback?code=ZhangSan&amp;state=${encodeURIComponent(`${origin}?redirect=/rpm/candidate-caller`)}&amp;tenantId=0`);
    const dingtalk = (await providerPage('dingtalk', origin)).raw.toString('utf8');
    expect(dingtalk).toContain('模拟钉钉授权');
    expect(dingtalk).toContain('callback?authCode=manager4412');
  });

  it('the callback redirects the browser to the client login with the seeded token, thirdType and the carried redirect', async () => {
    const state = encodeURIComponent(`${origin}/?redirect=%2Frpm%2Fcandidate-caller`);
    const answer = await callback('wechat_enterprise', `code=ZhangSan&state=${state}&tenantId=0`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`${origin}/oauth2-app/login?oauth2LoginToken=oauth2-wechat_enterprise-zhangsan&tenantId=0&thirdType=wechat_enterprise&redirect=%2Frpm%2Fcandidate-caller`);
    const token = new URL(String(answer.headers.location)).searchParams.get('oauth2LoginToken') ?? '';
    const user = await call(mock.app, 'sysThirdLoginGetLoginUser', { url: `/v1/sys/thirdLogin/getLoginUser/${token}/wechat_enterprise` });
    expect(resultOf(user).userInfo.username).toBe('zhangsan');
    const dingtalk = await callback('dingtalk', `authCode=manager4412&state=${encodeURIComponent(origin)}`);
    expect(dingtalk.headers.location).toBe(`${origin}/oauth2-app/login?oauth2LoginToken=oauth2-dingtalk-admin&tenantId=0&thirdType=dingtalk`);
  });

  it('an unknown code answers 登录失败 as text, as upstream', async () => {
    const answer = await callRaw(mock.app, 'sysThirdLoginOauth2Callback', { url: `/v1/sys/thirdLogin/oauth2/wechat_enterprise/callback?code=Nobody&state=${encodeURIComponent(origin)}` });
    expect(answer.status).toBe(200);
    expect(answer.raw.toString('utf8')).toBe('登录失败');
    // A 企业微信 code is not read as a 钉钉 one.
    const crossed = await callRaw(mock.app, 'sysThirdLoginOauth2Callback', { url: `/v1/sys/thirdLogin/oauth2/dingtalk/callback?code=manager4412&state=${encodeURIComponent(origin)}` });
    expect(crossed.raw.toString('utf8')).toBe('登录失败');
  });

  it.each([
    ['sysThirdLoginOauth2Login', '/v1/sys/thirdLogin/oauth2/wechat_enterprise/login?state=javascript%3Aalert(1)', 'query.state'],
    ['sysThirdLoginOauth2Callback', '/v1/sys/thirdLogin/oauth2/wechat_enterprise/callback?code=ZhangSan&state=%2F%2Fevil.example', 'query.state'],
    ['sysThirdLoginOauth2Login', '/v1/sys/thirdLogin/oauth2/github/login?state=http%3A%2F%2Fx', 'path.source'],
  ] as const)('%s refuses %s with 400 naming %s', async (operationId, url, field) => {
    const answer = await call(mock.app, operationId, { url });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(field);
  });
});
