import { describe, expect, it } from 'vitest';
import type { AuthEntry, MenuItem } from '@/api/types';
import { buildMenuRoutes } from '../pages/build-routes';
import { filterMenuByPermission } from './menu-permission';

function item(path: string, component: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: path,
    route: '1',
    path,
    name: path,
    component,
    meta: { title: path, keepAlive: false, internalOrExternal: false },
    ...extra,
  };
}

const needs = (...actions: string[]): Partial<MenuItem> => ({
  meta: {
    title: 'guarded',
    keepAlive: false,
    internalOrExternal: false,
    permissionList: actions.map((action) => ({ action, type: '1' })),
  },
});

const menu: MenuItem[] = [
  item('/dashboard/analysis', 'dashboard/Analysis'),
  item('/report', 'layouts/RouteView', {
    children: [item('/report/sales', 'report/Sales', needs('report:sales')), item('/report/cost', 'report/Cost', needs('report:cost', 'report:all'))],
  }),
  item('/audit', 'layouts/RouteView', { children: [item('/audit/log', 'audit/Log', needs('audit:view'))] }),
  item('/account/settings', 'account/settings/Index', { children: [item('/account/settings/base', 'x/Base', { hidden: true })] }),
];

const held = (...actions: string[]): AuthEntry[] => actions.map((action) => ({ action, type: '1' }));
const paths = (items: MenuItem[]): string[] => items.flatMap((entry) => [entry.path, ...paths(entry.children ?? [])]);

describe('menu permission filter (000 §6)', () => {
  it('A-PERM-04 a route with meta permissions shows only if the user holds any of them', () => {
    const visible = filterMenuByPermission(menu, held('report:all'));
    expect(paths(visible)).toContain('/report/cost');
    expect(paths(visible)).not.toContain('/report/sales');
    expect(paths(visible)).not.toContain('/audit/log');
  });

  it('A-PERM-04 an entry of type 2 does not grant a route', () => {
    const visible = filterMenuByPermission(menu, [{ action: 'audit:view', type: '2' }]);
    expect(paths(visible)).not.toContain('/audit/log');
  });

  it('A-PERM-05 a parent menu with no visible child is hidden', () => {
    const visible = filterMenuByPermission(menu, held('report:sales'));
    expect(visible.find((entry) => entry.path === '/audit')?.hidden).toBe(true);
    expect(visible.find((entry) => entry.path === '/report')?.hidden).toBeUndefined();
  });

  it('a page whose sub-pages are hidden stays a page', () => {
    const visible = filterMenuByPermission(menu, []);
    expect(visible.find((entry) => entry.path === '/account/settings')?.hidden).toBeUndefined();
  });

  it('A-GUARD-06 routes the user lacks the permission for are not registered', () => {
    const routes = buildMenuRoutes(filterMenuByPermission(menu, held('report:sales')), (url) => url);
    const routePaths = routes.map((route) => route.path);
    expect(routePaths).toContain('/report/sales');
    expect(routePaths).not.toContain('/report/cost');
    expect(routePaths).not.toContain('/audit/log');
  });
});
