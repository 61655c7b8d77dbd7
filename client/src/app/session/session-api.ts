// The session calls of spec 000 §7, typed by the OpenAPI document.
import { getAction, postAction } from '@/api/http';
import { BusinessError, PermissionsNotArrayError } from '@/api/errors';
import type { LoginRequest, LoginResult, PermissionResult } from '@/api/types';

/** Login succeeds only on body code 200 (code 0 is not enough here); anything else rejects with the server answer. */
export async function requestLogin(credentials: LoginRequest): Promise<LoginResult> {
  // The login form shows the server's message itself (验证码错误, 用户名或密码错误 ...).
  const answer = await postAction('/sys/login', { body: credentials }, { quietBusinessErrors: true });
  if (answer.code !== 200 || !answer.result) throw new BusinessError(answer);
  return answer.result;
}

/** Ends the given token on the server; the stored token is already gone by then, so it is passed explicitly. */
export async function requestLogout(token: string): Promise<void> {
  await postAction('/sys/logout', { headers: { 'X-Access-Token': token } });
}

export async function requestPermissions(): Promise<PermissionResult> {
  const answer = await getAction('/sys/permission/getUserPermissionByToken');
  const result = answer.result;
  if (!result || !Array.isArray(result.menu) || result.menu.length === 0) throw new PermissionsNotArrayError();
  return result;
}

/** A data-URL image of the captcha bound to `key`. */
export async function requestCaptchaImage(key: string): Promise<string> {
  const answer = await getAction('/sys/randomImage/{key}', { path: { key } });
  return answer.result ?? '';
}
