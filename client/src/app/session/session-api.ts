// The session calls of spec 000 §7, typed by the OpenAPI document.
import { getAction, postAction } from '@/api/http';
import { BusinessError } from '@/api/errors';
import type { LoginRequest, LoginResult, PhoneLoginRequest, Schema } from '@/api/types';

export type ThirdLoginResult = Schema<'ThirdLoginResult'>;

type LoginAnswer = { code: number; result?: LoginResult | null };

/** Login succeeds only on body code 200 (code 0 is not enough here); anything else rejects with the server answer. */
function loginResultOf(answer: LoginAnswer & { message: string; success?: boolean }): LoginResult {
  if (answer.code !== 200 || !answer.result) throw new BusinessError(answer);
  return answer.result;
}

export async function requestLogin(credentials: LoginRequest): Promise<LoginResult> {
  // The login form shows the server's message itself (验证码错误, 用户名或密码错误 ...).
  return loginResultOf(await postAction('/sys/login', { body: credentials }, { quietBusinessErrors: true }));
}

export async function requestPhoneLogin(credentials: PhoneLoginRequest): Promise<LoginResult> {
  return loginResultOf(await postAction('/sys/phoneLogin', { body: credentials }, { quietBusinessErrors: true }));
}

/**
 * The user behind an OAuth2 callback's token (企业微信 / 钉钉): a new session. Rejects with the server's reason
 * (token认证失败, 该用户未绑定该第三方账号, 该用户已冻结 …), which the OAuth2 login page shows.
 */
export async function requestThirdLogin(token: string, thirdType: ThirdType): Promise<ThirdLoginResult> {
  const answer = await getAction('/sys/thirdLogin/getLoginUser/{token}/{thirdType}', { path: { token, thirdType }, quietBusinessErrors: true });
  if (answer.code !== 200 || !answer.result) throw new BusinessError(answer);
  return answer.result;
}

export const THIRD_TYPES = ['github', 'wechat_open', 'wechat_enterprise', 'dingtalk'] as const;
export type ThirdType = (typeof THIRD_TYPES)[number];

/** Sends the login SMS code (template "0") to the mobile. */
export async function requestLoginSms(mobile: string): Promise<void> {
  await postAction('/sys/sms', { body: { mobile, smsmode: '0' } }, { quietBusinessErrors: true });
}

/** Ends the given token on the server; the stored token is already gone by then, so it is passed explicitly. */
export async function requestLogout(token: string): Promise<void> {
  await postAction('/sys/logout', { headers: { 'X-Access-Token': token } });
}

/** A data-URL image of the captcha bound to `key`. */
export async function requestCaptchaImage(key: string): Promise<string> {
  const answer = await getAction('/sys/randomImage/{key}', { path: { key } });
  return answer.result ?? '';
}
