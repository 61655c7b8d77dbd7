import { isValidElement } from 'react';
import { Navigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../pages/build-routes';
import { ROOT_ROUTE_ID, buildRouteTable } from './route-table';

function menuRoute(path: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  return {
    path,
    name: path,
    component: 'x/Page',
    registryKey: 'x/Page',
    componentName: 'Page',
    title: path,
    hidden: false,
    keepAlive: false,
    opensInNewWindow: false,
    trail: [],
    ...extra,
  };
}

describe('buildRouteTable', () => {
  const table = buildRouteTable([menuRoute('/isystem/user'), menuRoute('/isystem', { redirect: '/isystem/user' })]);
  const topLevel = table.map((route) => route.path);
  const root = table.find((route) => route.path === '/');

  it('A-ROUTE-01 the root route is named dashboard with title 首页', () => {
    expect(root?.id).toBe(ROOT_ROUTE_ID);
    expect(ROOT_ROUTE_ID).toBe('dashboard');
    expect(root?.handle).toEqual({ title: '首页' });
  });

  it('A-ROUTE-03 A-GUARD-06 the children of / include the menu routes', () => {
    const childPaths = root?.children?.map((child) => child.path);
    expect(childPaths).toEqual(expect.arrayContaining(['/isystem/user', '/isystem']));
  });

  it('has /user with login, register, register-result and alteration, /404 and a catch-all', () => {
    const user = table.find((route) => route.path === '/user');
    expect(user?.children?.map((child) => child.path ?? 'index')).toEqual([
      'index',
      'login',
      'register',
      'register-result',
      'alteration',
    ]);
    expect(topLevel).toEqual(expect.arrayContaining(['/404', '*']));
  });

  it('has /oauth2-app with its login child, /rpm/candidate-caller named candidate-caller, and /test with home', () => {
    const oauth = table.find((route) => route.path === '/oauth2-app');
    expect(oauth?.children?.map((child) => child.path ?? 'index')).toEqual(['index', 'login']);
    expect(table.find((route) => route.path === '/rpm/candidate-caller')?.id).toBe('candidate-caller');
    expect(table.find((route) => route.path === '/test')?.children?.map((child) => child.path ?? 'index')).toEqual(['index', 'home']);
    expect(topLevel).toContain('/bigscreen/screen');
  });

  it('a container route leads on to its redirect; the exception pages are in the main layout', () => {
    const container = root?.children?.find((child) => child.path === '/isystem');
    const redirect = container?.element;
    expect(isValidElement(redirect) && redirect.type).toBe(Navigate);
    expect(isValidElement(redirect) && redirect.props).toEqual({ to: '/isystem/user', replace: true });
    // A page route only claims its path: its page renders in the tabs.
    expect(root?.children?.find((child) => child.path === '/isystem/user')?.element).toBeNull();
    expect(root?.children?.map((child) => child.path)).toEqual(expect.arrayContaining(['/exception/403', '/exception/404', '/exception/500']));
  });
});
