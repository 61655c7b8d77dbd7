// Signing in through the API, as the client does: a captcha image for a key, then the login with the code the mock
// keeps for that key.
import type { MockApp } from '@mis/mock-server';
import { expect } from 'vitest';
import { call, resultOf, type Answer } from './call';

/** Asks for a captcha image under `key` and returns the code the mock keeps for it. */
export async function captchaFor(app: MockApp, key: string): Promise<string> {
  await call(app, 'sysRandomImage', { url: `/v1/sys/randomImage/${key}` });
  const code = app.store.captchas.peek(key);
  expect(code, `no captcha kept for ${key}`).toBeTruthy();
  return code as string;
}

/** Sends a login with a fresh, correct captcha and returns the answer, success or not. */
export async function tryLogin(app: MockApp, username: string, password = '123456', headers?: Record<string, string>): Promise<Answer<'sysLogin'>> {
  const checkKey = `k-${username}-${Math.random()}`;
  const captcha = await captchaFor(app, checkKey);
  return call(app, 'sysLogin', { method: 'POST', url: '/v1/sys/login', payload: { username, password, captcha, checkKey }, ...(headers ? { headers } : {}) });
}

/** Signs a user in and returns the token; fails the test when the login does not succeed. */
export async function loginAs(app: MockApp, username: string, password = '123456'): Promise<string> {
  const answer = await tryLogin(app, username, password);
  expect(answer.body.code).toBe(200);
  return resultOf(answer).token;
}
