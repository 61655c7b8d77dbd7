import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

async function login(app: App, key: string): Promise<string> {
  await app.inject({ method: 'GET', url: `/v1/sys/randomImage/${key}` });
  const captcha = (await app.inject({ method: 'GET', url: `/__mock/captcha/${key}` })).json().result.code as string;
  const answer = await app.inject({ method: 'POST', url: '/v1/sys/login', payload: { username: 'admin', password: '123456', captcha, checkKey: key } });
  return answer.json().result.token as string;
}

const userInfo = (app: App, token: string) => app.inject({ method: 'GET', url: '/v1/sys/user/list?pageSize=1', headers: { 'x-access-token': token } });

describe('/__mock/reset', () => {
  it('ends every session but those it is asked to keep', async () => {
    const app = await buildApp({ staticDir: false });
    const kept = await login(app, 'k');
    const ended = await login(app, 'e');

    const reset = await app.inject({ method: 'POST', url: '/__mock/reset', payload: { keepSessions: [kept] } });
    expect(reset.json().success).toBe(true);

    expect((await userInfo(app, kept)).json().success).toBe(true);
    expect((await userInfo(app, ended)).statusCode).toBe(401);
    await app.close();
  });

  it('refuses a keepSessions that is not a list of tokens, naming the field', async () => {
    const app = await buildApp({ staticDir: false });
    const reset = await app.inject({ method: 'POST', url: '/__mock/reset', payload: { keepSessions: 'abc' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toContain('keepSessions');
    await app.close();
  });
});
