// Login hardening as upstream's LoginController (latest): an account locked for 10 minutes after more than 5 wrong
// passwords, a captcha good for one attempt, and tokens that expire when idle. One mock of its own with a fake clock:
// the wrong passwords sent here lock no account of another file's mock.
import type { MockApp } from '@mis/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captchaFor, resultOf, startMock, tryLogin } from '../kit';

const LOCKED = { success: false, code: 500, message: '该用户登录失败次数过多，请于10分钟后再次登录！' };
const WRONG_PASSWORD = { success: false, code: 500, message: '用户名或密码错误' };
const MINUTE = 60_000;

let now = Date.UTC(2026, 10, 29, 9);
let app: MockApp;

beforeAll(async () => {
  // No tokenTtlSeconds: the default lifetime is under test too.
  app = await startMock({ now: () => now });
});
afterAll(() => app.close());

const failTimes = async (username: string, times: number) => {
  for (let attempt = 1; attempt <= times; attempt++) expect((await tryLogin(app, username, 'wrong-password')).body, `attempt ${attempt}`).toMatchObject(WRONG_PASSWORD);
};

describe('account lock after wrong passwords', () => {
  it('the 6th wrong password still answers 用户名或密码错误; then even the right one is refused for 10 minutes after the last', async () => {
    await failTimes('zhangsan', 6);
    now += MINUTE;
    expect((await tryLogin(app, 'zhangsan')).body).toMatchObject(LOCKED);
    now += 9 * MINUTE - 1_000;
    expect((await tryLogin(app, 'zhangsan')).body).toMatchObject(LOCKED);
    now += 2_000;
    expect((await tryLogin(app, 'zhangsan')).body).toMatchObject({ success: true, code: 200 });
  });

  it('five wrong passwords do not lock, and a success starts the count again', async () => {
    await failTimes('staff001', 5);
    expect((await tryLogin(app, 'staff001')).body).toMatchObject({ success: true, code: 200 });
    await failTimes('staff001', 5);
    expect((await tryLogin(app, 'staff001')).body).toMatchObject({ success: true, code: 200 });
  });

  it('each failure restarts the 10 minutes', async () => {
    await failTimes('staff002', 5);
    now += 8 * MINUTE;
    await failTimes('staff002', 1);
    now += 8 * MINUTE;
    // 16 minutes after the first failure, 8 after the last: still locked.
    expect((await tryLogin(app, 'staff002')).body).toMatchObject(LOCKED);
  });

  it('locks the account only: another user signs in meanwhile', async () => {
    await failTimes('staff003', 6);
    expect((await tryLogin(app, 'staff003')).body).toMatchObject(LOCKED);
    expect((await tryLogin(app, 'staff004')).body).toMatchObject({ success: true, code: 200 });
  });

  it('wrong passwords by 工号 count against the account, and a locked account is refused there too', async () => {
    const byWorkNo = (password: string) => call(app, 'sysWorkNoLogin', { url: `/v1/sys/workNoLogin?workNo=00002&password=${password}` });
    for (let attempt = 1; attempt <= 6; attempt++) expect((await byWorkNo('wrong')).body).toMatchObject({ success: false, message: '工号或密码错误' });
    expect((await byWorkNo('123456')).body).toMatchObject(LOCKED);
    expect((await tryLogin(app, 'jeecg')).body).toMatchObject(LOCKED);
  });

  it('wrong SMS codes lock the mobile as upstream phoneLogin does', async () => {
    const mobile = '13426411111';
    await call(app, 'sysSms', { method: 'POST', url: '/v1/sys/sms', payload: { mobile, smsmode: '0' } });
    const code = (await app.inject({ method: 'GET', url: `/__mock/sms/${mobile}` })).json().result.code as string;
    const phoneLogin = (captcha: string) => call(app, 'sysPhoneLogin', { method: 'POST', url: '/v1/sys/phoneLogin', payload: { mobile, captcha } });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 6; attempt++) expect((await phoneLogin(wrong)).body).toMatchObject({ success: false, message: '手机验证码错误' });
    expect((await phoneLogin(code)).body).toMatchObject(LOCKED);
  });

  it('a reset of the mock lifts every lock', async () => {
    await failTimes('staff005', 6);
    expect((await tryLogin(app, 'staff005')).body).toMatchObject(LOCKED);
    app.store.reset();
    expect((await tryLogin(app, 'staff005')).body).toMatchObject({ success: true, code: 200 });
  });
});

describe('captcha', () => {
  it('is spent by an attempt that passes it, even a failed one: sent again it answers 412 验证码错误', async () => {
    const checkKey = 'hardening-once';
    const captcha = await captchaFor(app, checkKey);
    const login = (password: string) => call(app, 'sysLogin', { method: 'POST', url: '/v1/sys/login', payload: { username: 'staff006', password, captcha, checkKey } });
    expect((await login('wrong-password')).body).toMatchObject(WRONG_PASSWORD);
    expect((await login('123456')).body).toMatchObject({ success: false, code: 412, message: '验证码错误' });
  });
});

describe('token expiry', () => {
  it('an idle token expires after the default lifetime of 3600 s and then answers HTTP 401 Token失效，请重新登录!, also on a guarded operation', async () => {
    const token = resultOf(await tryLogin(app, 'admin')).token;
    const listLogs = () => call(app, 'sysLogList', { url: '/v1/sys/log/list?pageSize=1', token });
    now += 3_599_000;
    expect((await listLogs()).status).toBe(200);
    now += 3_600_001;
    const expired = await listLogs();
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!', result: null });
  });
});
