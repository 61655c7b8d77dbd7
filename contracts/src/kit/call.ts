// A mock server per test file (in-process, app.inject), with helpers that validate every answer against the document.
import { buildApp, type MockApp } from '@mis/mock-server';
import { expect } from 'vitest';
import { responseProblems } from './document';

export interface Answer {
  status: number;
  body: { success: boolean; message: string; code: number; result: unknown; timestamp: number };
}

export async function startMock(options: Parameters<typeof buildApp>[0] = {}): Promise<MockApp> {
  const app = await buildApp({ staticDir: false, ...options });
  await app.ready();
  return app;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  raw: Buffer;
}

/** Calls an operation that may answer a file; a JSON answer is still validated against the document. */
export async function callRaw(app: MockApp, operationId: string, options: CallOptions): Promise<RawAnswer> {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Buffer }),
  });
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('application/json')) {
    expect(responseProblems(operationId, response.statusCode, response.json()), response.body).toBeNull();
  }
  return { status: response.statusCode, contentType, raw: response.rawPayload };
}

/** Calls the mock and asserts the answer matches the operation's declared response for its status. */
export async function call(app: MockApp, operationId: string, options: CallOptions): Promise<Answer> {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  const body = response.json();
  expect(responseProblems(operationId, response.statusCode, body), `${operationId} ${response.statusCode} ${response.body}`).toBeNull();
  return { status: response.statusCode, body };
}

export async function loginAs(app: MockApp, username: string, password = '123456'): Promise<string> {
  const key = `k-${username}-${Math.random()}`;
  await app.inject({ method: 'GET', url: `/v1/sys/randomImage/${key}` });
  const captcha = app.store.captchas.peek(key);
  const answer = await call(app, 'sysLogin', { method: 'POST', url: '/v1/sys/login', payload: { username, password, captcha, checkKey: key } });
  expect(answer.body.code).toBe(200);
  return (answer.body.result as { token: string }).token;
}
