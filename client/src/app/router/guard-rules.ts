// The route guard of spec 000 §2.2 as pure rules; app-routes.tsx applies them on every navigation.
import { HOME_PATH, LOGIN_PATH } from '@/shared/config/app-constants';

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
];

export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(normalised);
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
    return isPublicPath(pathname) ? { kind: 'render' } : { kind: 'redirect', to: loginPathWithRedirect(pathname, search) };
  }
  if (pathname === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (!permissionsReady) return { kind: 'load-permissions' };
  return { kind: 'render' };
}
