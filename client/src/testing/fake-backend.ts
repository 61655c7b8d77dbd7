// Test-only: answers the shared axios instance's requests in-process, like the mock server would.
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/api/http';

export interface FakeReply {
  status?: number;
  data: unknown;
}

export type FakeHandler = (request: InternalAxiosRequestConfig) => FakeReply;

export function envelope(code: number, result: unknown, message = ''): Record<string, unknown> {
  return { success: code === 0 || code === 200, code, message, result, timestamp: 1_700_000_000_000 };
}

/** "GET /sys/randomImage/{key}" → a regular expression matching the filled path. */
function routePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Routes requests by "METHOD /path" (path without base URL and query); unknown routes answer HTTP 404. */
export function installFakeBackend(routes: Record<string, FakeHandler>) {
  const requests: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    requests.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
    const handler = Object.entries(routes).find(([pattern]) => routePattern(pattern).test(key))?.[1];
    const { status = 200, data } = handler ? handler(config) : { status: 404, data: { message: 'not found' } };
    const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  return {
    requests,
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method.toLowerCase() && request.url?.split('?')[0] === path),
  };
}

export function storeSession(token: string, userInfo: Record<string, unknown>) {
  const entry = (value: unknown) => JSON.stringify({ value, expire: null });
  window.localStorage.setItem('pro__Access-Token', entry(token));
  window.localStorage.setItem('pro__Login_Username', entry(userInfo.username));
  window.localStorage.setItem('pro__Login_Userinfo', entry(userInfo));
}
