import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/types';
import { buildMenuRoutes } from './build-routes';
import { fillMenuUrl } from './menu-url-template';

function item(path: string, component: string, extra: Partial<MenuItem> = {}, title = path): MenuItem {
  return {
    id: path,
    route: '1',
    path,
    name: path.slice(1).replaceAll('/', '-'),
    component,
    meta: { title, keepAlive: true, internalOrExternal: false },
    ...extra,
  };
}

const fill = (template: string) => fillMenuUrl(template, { window: { _CONFIG: { domianURL: 'https://api.example' } } });

const menu: MenuItem[] = [
  item('/dashboard/analysis', 'dashboard/Analysis', {}, '首页'),
  item('/isps/userAnnouncement', 'system/UserAnnouncementList', { hidden: true }, '我的消息'),
  item(
    '/isystem',
    'layouts/RouteView',
    {
      children: [
        item('/isystem/user', 'system/UserList', {}, '用户管理'),
        item('/isystem/roleUserList', 'system/RoleUserList', { route: '0', hidden: true }, '角色用户'),
      ],
    },
    '系统管理',
  ),
  item(
    '/account',
    'layouts/RouteView',
    {
      alwaysShow: true,
      children: [item('/account/center', 'account/center/Index', {}, '个人中心')],
    },
    '个人页',
  ),
  item('/hrm', 'layouts/RouteView', { redirect: '/hrm/b', children: [item('/hrm/a', 'x/A'), item('/hrm/b', 'x/B')] }),
  item('/monitor/swagger', 'layouts/IframePageView', {
    meta: {
      title: '接口文档',
      keepAlive: true,
      internalOrExternal: true,
      url: "{{ window._CONFIG['domianURL'] }}/doc.html",
    },
  }),
  item('/skipped', 'layouts/RouteView', { route: '0', children: [item('/skipped/child', 'x/Child')] }),
];

const routes = buildMenuRoutes(menu, fill);
const byPath = (path: string) => routes.find((route) => route.path === path);

describe('buildMenuRoutes', () => {
  it('A-GUARD-06 A-ROUTE-03 turns every routable menu item, nested or not, into a route', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/dashboard/analysis',
      '/isps/userAnnouncement',
      '/isystem',
      '/isystem/user',
      '/account',
      '/account/center',
      '/hrm',
      '/hrm/a',
      '/hrm/b',
      '/monitor/swagger',
    ]);
    expect(byPath('/isystem/user')).toMatchObject({ component: 'system/UserList', title: '用户管理', name: 'isystem-user' });
  });

  it('A-GUARD-12 skips items whose route flag is "0", with their subtree', () => {
    expect(byPath('/isystem/roleUserList')).toBeUndefined();
    expect(byPath('/skipped')).toBeUndefined();
    expect(byPath('/skipped/child')).toBeUndefined();
  });

  it('keeps hidden items as routes, flagged hidden', () => {
    expect(byPath('/isps/userAnnouncement')).toMatchObject({ hidden: true, component: 'system/UserAnnouncementList' });
  });

  it('A-GUARD-13 an alwaysShow item redirects to its own path', () => {
    expect(byPath('/account')?.redirect).toBe('/account');
  });

  it('a layout parent leads on to the server redirect, else its first child', () => {
    expect(byPath('/hrm')?.redirect).toBe('/hrm/b');
    expect(byPath('/isystem')?.redirect).toBe('/isystem/user');
    expect(byPath('/isystem/user')?.redirect).toBeUndefined();
  });

  it('A-GUARD-15 evaluates {{expression}} placeholders of meta.url and marks new-window links', () => {
    expect(byPath('/monitor/swagger')).toMatchObject({
      url: 'https://api.example/doc.html',
      opensInNewWindow: true,
    });
  });

  it('records the ancestry for the breadcrumb', () => {
    expect(byPath('/isystem/user')?.trail).toEqual([
      { title: '系统管理', path: '/isystem' },
      { title: '用户管理', path: '/isystem/user' },
    ]);
  });
});
