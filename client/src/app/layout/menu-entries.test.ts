import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/types';
import { buildMenuEntries, findMenuEntry, openKeysFor } from './menu-entries';

function item(path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: path,
    route: '1',
    path,
    name: path,
    component: 'x/Page',
    meta: { title, keepAlive: false, internalOrExternal: false },
    ...extra,
  };
}

const menu: MenuItem[] = [
  item('/dashboard/analysis', '首页', { meta: { title: '首页', icon: 'home', keepAlive: false, internalOrExternal: false } }),
  item('/isps/userAnnouncement', '我的消息', { hidden: true }),
  item('/isystem', '系统管理', {
    component: 'layouts/RouteView',
    children: [item('/isystem/user', '用户管理'), item('/isystem/roleUserList', '角色用户', { hidden: true })],
  }),
  item('/empty', '全部隐藏', {
    component: 'layouts/RouteView',
    children: [item('/empty/a', 'A', { hidden: true })],
  }),
  item('/account/settings', '个人设置', {
    component: 'account/settings/Index',
    children: [item('/account/settings/base', '基本设置', { hidden: true })],
  }),
  item('/monitor/swagger', '接口文档', {
    component: 'layouts/IframePageView',
    meta: { title: '接口文档', keepAlive: false, internalOrExternal: true, url: '{{ window.base }}/doc.html' },
  }),
];

const entries = buildMenuEntries(menu, (template) => template.replace('{{ window.base }}', 'https://api.example'));

describe('buildMenuEntries', () => {
  it('leaves hidden items out of the menu', () => {
    expect(entries.map((entry) => entry.key)).not.toContain('/isps/userAnnouncement');
    expect(findMenuEntry(entries, '/isystem')?.children?.map((child) => child.key)).toEqual(['/isystem/user']);
  });

  it('A-PERM-05 hides a parent menu with no visible children', () => {
    expect(findMenuEntry(entries, '/empty')).toBeUndefined();
  });

  it('shows a page whose sub-pages are all hidden as a plain entry', () => {
    expect(findMenuEntry(entries, '/account/settings')).toEqual({ key: '/account/settings', label: '个人设置' });
  });

  it('carries icons and the filled external url', () => {
    expect(entries[0]).toEqual({ key: '/dashboard/analysis', label: '首页', icon: 'home' });
    expect(findMenuEntry(entries, '/monitor/swagger')?.externalUrl).toBe('https://api.example/doc.html');
  });
});

describe('openKeysFor', () => {
  it('opens the ancestors of the selected entry', () => {
    expect(openKeysFor(entries, '/isystem/user')).toEqual(['/isystem']);
    expect(openKeysFor(entries, '/dashboard/analysis')).toEqual([]);
    expect(openKeysFor(entries, '/nowhere')).toEqual([]);
  });
});
