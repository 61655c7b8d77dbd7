// Signs a browser context in without the login form: logs in through the API, then stores the session the way the
// client does (expiring local storage, `pro__` prefix) before any page script runs.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './mock-api';

export interface SignedInUser {
  token: string;
  userInfo: { id: string; username: string; realname?: string };
}

export async function signIn(page: Page, request: APIRequestContext, username = 'admin'): Promise<SignedInUser> {
  const result = (await apiLogin(request, username)) as unknown as SignedInUser;
  const entries = {
    'pro__Access-Token': result.token,
    pro__Login_Username: result.userInfo.username,
    pro__Login_Userinfo: result.userInfo,
  };
  await page.addInitScript((stored) => {
    // Only on the first document: a test that logs out must stay logged out after a reload.
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(stored)) {
      window.localStorage.setItem(key, JSON.stringify({ value, expire: null }));
    }
  }, entries);
  return result;
}

/** Calls the API as the signed-in user (X-Access-Token), returning the parsed envelope. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ success: boolean; code: number; message: string; result: T }> {
  const response = await request.fetch(`/v1${path}`, { method, headers: { 'X-Access-Token': token }, data });
  if (!response.ok()) throw new Error(`${method} ${path}: HTTP ${response.status()}`);
  return (await response.json()) as { success: boolean; code: number; message: string; result: T };
}
