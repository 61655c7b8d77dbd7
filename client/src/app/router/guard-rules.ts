// The route guard of spec 000 §2.2 as pure rules; app-routes.tsx applies them on every navigation.
import { CANDIDATE_CALLER_PATH, HOME_PATH, LOGIN_PATH, OAUTH2_LOGIN_PATH } from '@/shared/config/app-constants';

/**
 * Landing page of single sign-on (CAS): the identity provider sends the browser here with a ticket, so it must
 * be reachable without a token.
 */
export const SSO_LANDING_PATH = '/sso/login-landing';

export const PUBLIC_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  SSO_LANDING_PATH,
  '/oauth2-app',
  OAUTH2_LOGIN_PATH,
];

/**
 * Pages outside the back office: they need no menu or permissions, so a signed-in visit renders them at once. The
 * OAuth2 login may also replace the session it finds (another account arriving from the messaging app).
 */
const STANDALONE_PATHS: readonly string[] = ['/oauth2-app', OAUTH2_LOGIN_PATH, CANDIDATE_CALLER_PATH];

const normalised = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalised(pathname));
}

/** `/oauth2-app/login?redirect=<the page asked for>`: the caller page's way in, as upstream's OAuth2 app routes. */
export function oauth2LoginPathWithRedirect(pathname: string, search = ''): string {
  return `${OAUTH2_LOGIN_PATH}?${new URLSearchParams({ redirect: pathname + search }).toString()}`;
}

/** `/user/login?redirect=<the full original path, search included>`. */
export function loginPathWithRedirect(pathname: string, search = ''): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: pathname + search }).toString()}`;
}

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'load-permissions' };

export interface NavigationFacts {
  pathname: string;
  search: string;
  hasToken: boolean;
  permissionsReady: boolean;
}

export function decideNavigation({ pathname, search, hasToken, permissionsReady }: NavigationFacts): GuardDecision {
  if (!hasToken) {
    if (isPublicPath(pathname)) return { kind: 'render' };
    if (normalised(pathname) === CANDIDATE_CALLER_PATH) return { kind: 'redirect', to: oauth2LoginPathWithRedirect(pathname, search) };
    return { kind: 'redirect', to: loginPathWithRedirect(pathname, search) };
  }
  if (STANDALONE_PATHS.includes(normalised(pathname))) return { kind: 'render' };
  if (pathname === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (!permissionsReady) return { kind: 'load-permissions' };
  return { kind: 'render' };
}
