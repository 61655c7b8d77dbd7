// Talks to the mock server's control routes (outside the contract) from the tests.
import type { APIRequestContext } from '@playwright/test';

/** Sessions a reset must not end: the worker's kept signed-in tab (fixtures.ts) registers its token here. */
export const keptSessions = new Set<string>();

export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__mock/reset', { data: { keepSessions: [...keptSessions] } });
  if (!response.ok()) throw new Error(`reset failed: ${response.status()}`);
}

export async function captchaFor(request: APIRequestContext, key: string): Promise<string> {
  const response = await request.get(`/__mock/captcha/${encodeURIComponent(key)}`);
  const body = (await response.json()) as { result?: { code?: string } };
  if (!body.result?.code) throw new Error(`no captcha for key ${key}`);
  return body.result.code;
}

/** Logs in through the API (not the UI) and returns the token and the answer's user info. */
export async function apiLogin(request: APIRequestContext, username: string, password = '123456') {
  const key = `e2e-${username}-${Date.now()}`;
  await request.get(`/v1/sys/randomImage/${key}`);
  const captcha = await captchaFor(request, key);
  const response = await request.post('/v1/sys/login', { data: { username, password, captcha, checkKey: key } });
  const body = (await response.json()) as { code: number; result: { token: string } };
  if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.result;
}

/**
 * The next `times` calls to `path` (e.g. '/sys/common/upload') answer success:false with `message` (HTTP `status`,
 * 200 unless given), or an empty body.
 */
export async function forceAnswer(
  request: APIRequestContext,
  answer: { path: string; times?: number; message?: string; empty?: boolean; status?: number },
): Promise<void> {
  const response = await request.post('/__mock/scenario/answer', { data: { times: 1, ...answer } });
  if (!response.ok()) throw new Error(`forcing an answer failed: ${response.status()} ${await response.text()}`);
}
