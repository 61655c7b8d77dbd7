import { describe, expect, it } from 'vitest';
import { SSO_LANDING_PATH, decideNavigation, isPublicPath, loginPathWithRedirect } from './guard-rules';

describe('isPublicPath', () => {
  it.each([
    ['/user/login', true],
    ['/user/register', true],
    ['/user/register-result', true],
    ['/user/alteration', true],
    [SSO_LANDING_PATH, true],
    ['/user/login/', true],
    ['/', false],
    ['/user', false],
    ['/dashboard/analysis', false],
    ['/user/login-other', false],
    ['/404', false],
    ['/oauth2-app/login', true],
    ['/rpm/candidate-caller', false],
  ])('A-GUARD-01 %s → %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe('loginPathWithRedirect', () => {
  it('A-GUARD-03 carries the full original path including the search', () => {
    const target = loginPathWithRedirect('/isystem/user', '?page=2&name=张');
    expect(target.startsWith('/user/login?redirect=')).toBe(true);
    expect(new URLSearchParams(target.split('?')[1]).get('redirect')).toBe('/isystem/user?page=2&name=张');
  });
});

describe('decideNavigation', () => {
  const cases: [string, Parameters<typeof decideNavigation>[0], ReturnType<typeof decideNavigation>][] = [
    [
      'A-GUARD-02 A-GUARD-03 no token, private path → login with redirect',
      { pathname: '/hrm/employee/rosterList', search: '?a=1', hasToken: false, permissionsReady: false },
      { kind: 'redirect', to: '/user/login?redirect=%2Fhrm%2Femployee%2FrosterList%3Fa%3D1' },
    ],
    [
      'A-GUARD-02 no token, root → login with redirect /',
      { pathname: '/', search: '', hasToken: false, permissionsReady: false },
      { kind: 'redirect', to: '/user/login?redirect=%2F' },
    ],
    [
      'A-GUARD-01 no token, login page → render',
      { pathname: '/user/login', search: '?redirect=%2Fx', hasToken: false, permissionsReady: false },
      { kind: 'render' },
    ],
    [
      'A-GUARD-01 no token, SSO landing → render',
      { pathname: SSO_LANDING_PATH, search: '?ticket=ST-1', hasToken: false, permissionsReady: false },
      { kind: 'render' },
    ],
    [
      'no token, the caller page → the OAuth2 login with the redirect (decision 44)',
      { pathname: '/rpm/candidate-caller', search: '', hasToken: false, permissionsReady: false },
      { kind: 'redirect', to: '/oauth2-app/login?redirect=%2Frpm%2Fcandidate-caller' },
    ],
    [
      'token, the caller page → render without the back office permissions',
      { pathname: '/rpm/candidate-caller', search: '', hasToken: true, permissionsReady: false },
      { kind: 'render' },
    ],
    [
      'token, the OAuth2 login → render (it may sign another account in)',
      { pathname: '/oauth2-app/login', search: '?oauth2LoginToken=t&thirdType=dingtalk', hasToken: true, permissionsReady: false },
      { kind: 'render' },
    ],
    [
      'A-GUARD-04 token, login page → workbench',
      { pathname: '/user/login', search: '', hasToken: true, permissionsReady: true },
      { kind: 'redirect', to: '/dashboard/analysis' },
    ],
    [
      'A-GUARD-04 token, login page before permissions → workbench first',
      { pathname: '/user/login', search: '?redirect=%2Fx', hasToken: true, permissionsReady: false },
      { kind: 'redirect', to: '/dashboard/analysis' },
    ],
    [
      'A-GUARD-05 token, first navigation → load permissions',
      { pathname: '/isystem/user', search: '', hasToken: true, permissionsReady: false },
      { kind: 'load-permissions' },
    ],
    [
      'token, permissions loaded → render the target',
      { pathname: '/isystem/user', search: '', hasToken: true, permissionsReady: true },
      { kind: 'render' },
    ],
  ];

  it.each(cases)('%s', (_name, facts, expected) => {
    expect(decideNavigation(facts)).toEqual(expected);
  });
});
