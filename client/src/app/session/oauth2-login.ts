// The rules of the OAuth2 login (企业微信 / 钉钉, decision 44): what /oauth2-app/login does with the address it was
// opened at, and the address of the platform's authorisation (ThirdLoginController's oauth2/{source}/login).
import { CANDIDATE_CALLER_PATH } from '@/shared/config/app-constants';
import { safeInternalPath } from '@/shared/lib/safe-redirect';
import { THIRD_TYPES, type ThirdType } from './session-api';

export type OAuth2Source = 'wechat_enterprise' | 'dingtalk';

export const OAUTH2_SOURCES: ReadonlyArray<{ source: OAuth2Source; label: string }> = [
  { source: 'wechat_enterprise', label: '企业微信' },
  { source: 'dingtalk', label: '钉钉' },
];

export type OAuth2Step =
  | { kind: 'off'; redirect: string }
  | { kind: 'sign-in'; token: string; thirdType: ThirdType; redirect: string }
  | { kind: 'bad-address'; problem: string; redirect: string }
  | { kind: 'authorise'; source: OAuth2Source; redirect: string }
  | { kind: 'choose'; redirect: string };

/**
 * Off: nothing is signed in, not even with a token in the address (a deployment that has not switched OAuth2 on has
 * no platform to trust). On: a callback's token signs in; without one, the messaging app the page is opened in
 * (its user agent, as upstream's OAuth2Login.vue) goes to its platform, and a plain browser chooses one.
 */
export function oauth2StepOf(search: URLSearchParams, enabled: boolean, userAgent: string): OAuth2Step {
  const redirect = safeInternalPath(search.get('redirect')) ?? CANDIDATE_CALLER_PATH;
  if (!enabled) return { kind: 'off', redirect };
  const token = search.get('oauth2LoginToken')?.trim();
  const thirdType = search.get('thirdType')?.trim() ?? '';
  if (token) {
    if (!(THIRD_TYPES as readonly string[]).includes(thirdType)) {
      return { kind: 'bad-address', problem: thirdType ? `不支持的第三方类型：${thirdType}` : '登录地址缺少第三方类型（thirdType）', redirect };
    }
    return { kind: 'sign-in', token, thirdType: thirdType as ThirdType, redirect };
  }
  if (/wxwork/i.test(userAgent)) return { kind: 'authorise', source: 'wechat_enterprise', redirect };
  if (/dingtalk/i.test(userAgent)) return { kind: 'authorise', source: 'dingtalk', redirect };
  return { kind: 'choose', redirect };
}

/** The platform's authorisation, which comes back to `<origin>/oauth2-app/login?oauth2LoginToken=…&redirect=…`. */
export function authorisationUrl(apiBaseUrl: string, source: OAuth2Source, origin: string, redirect: string): string {
  const state = `${origin}?${new URLSearchParams({ redirect }).toString()}`;
  return `${apiBaseUrl}/sys/thirdLogin/oauth2/${source}/login?${new URLSearchParams({ state }).toString()}`;
}

/** What the login failure says: the server's reason, with what it means for someone opening the page from the app. */
export function thirdLoginFailureText(message: string | undefined, code?: number): string {
  if (code === 510 || message === 'token认证失败') return '登录凭证无效或已过期（token认证失败），请从企业微信或钉钉重新打开';
  return message ? `登录失败：${message}` : '登录失败，请稍后重试';
}
