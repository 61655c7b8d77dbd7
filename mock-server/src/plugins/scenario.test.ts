import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MockApp } from '../app.js';

let app: MockApp;
beforeAll(async () => {
  app = await buildApp({ staticDir: false });
});
afterAll(() => app.close());

const scenario = (body: object) => app.inject({ method: 'POST', url: '/__mock/scenario', payload: body });
const captcha = () => app.inject({ method: 'GET', url: '/v1/sys/randomImage/s' });

describe('scenario controls', () => {
  it('force401 answers the next N API requests with 401 Token失效, then normal again', async () => {
    await scenario({ force401: 2 });
    for (let i = 0; i < 2; i++) {
      const forced = await captcha();
      expect(forced.statusCode).toBe(401);
      expect(forced.json()).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
    }
    expect((await captcha()).statusCode).toBe(200);
  });

  it('forceLegacy500 answers the JeecgBoot 2.x Spring error body once', async () => {
    await scenario({ forceLegacy500: 1 });
    const legacy = await captcha();
    expect(legacy.statusCode).toBe(500);
    expect(legacy.json()).toMatchObject({ status: 500, error: 'Internal Server Error', message: 'Token失效，请重新登录', path: '/v1/sys/randomImage/s' });
    expect((await captcha()).statusCode).toBe(200);
  });

  it('latency delays answers; faultRate 1 fails every API request; control routes stay reachable', async () => {
    await scenario({ latencyMs: 120 });
    const started = performance.now();
    await captcha();
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    await scenario({ latencyMs: 0, faultRate: 1 });
    const fault = await captcha();
    expect(fault.statusCode).toBe(500);
    expect(fault.json().message).toContain('模拟服务器故障');
    const state = await app.inject({ method: 'GET', url: '/__mock/scenario' });
    expect(state.json().result).toMatchObject({ faultRate: 1 });
    await scenario({ faultRate: 0 });
    expect((await captcha()).statusCode).toBe(200);
  });

  it('refuses a fault rate above 1 naming the field', async () => {
    const answer = await scenario({ faultRate: 2 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('参数错误：body.faultRate 应为 0 到 1 之间的数');
  });

  it('a forced answer makes the next N requests to one path fail with the message (or an empty body), then normal again', async () => {
    const force = (body: object) => app.inject({ method: 'POST', url: '/__mock/scenario/answer', payload: body });
    expect((await force({ path: '/sys/randomImage/s', times: 1, message: '模拟失败' })).statusCode).toBe(200);
    const refused = await captcha();
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ success: false, message: '模拟失败' });
    expect((await captcha()).json().success).toBe(true);
    await force({ path: '/sys/randomImage/s', times: 1, empty: true });
    const empty = await captcha();
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');
    expect((await captcha()).json().success).toBe(true);
  });

  it('a forced answer with an HTTP status fails that one path with it, while other paths go through', async () => {
    const force = (body: object) => app.inject({ method: 'POST', url: '/__mock/scenario/answer', payload: body });
    expect((await force({ path: '/sys/randomImage/s', times: 1, message: '模拟服务器故障', status: 500 })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/sys/randomImage/other' })).json().success).toBe(true);
    const failed = await captcha();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ success: false, code: 500, message: '模拟服务器故障' });
    expect((await captcha()).json().success).toBe(true);
  });

  it('refuses a forced answer whose status is not 200 or an HTTP error, naming the field', async () => {
    const answer = await app.inject({ method: 'POST', url: '/__mock/scenario/answer', payload: { path: '/sys/logout', status: 302 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('参数错误：body.status 应为 200 或 400 到 599 的整数');
  });

  it('refuses a forced answer without a path, naming the field', async () => {
    const answer = await app.inject({ method: 'POST', url: '/__mock/scenario/answer', payload: { times: 1 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('参数错误：body.path 应为以 / 开头的接口路径');
  });
});
