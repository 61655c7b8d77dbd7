// Test-only data shaped by the OpenAPI document.
import type { GlobalSummary, MenuItem, UserInfo } from '@/api/types';

export const adminUser: UserInfo = { id: 'u-admin', username: 'admin', realname: '管理员' };

function menuItem(path: string, title: string, component: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: path,
    route: '1',
    path,
    name: path.slice(1).replaceAll('/', '-'),
    component,
    meta: { title, keepAlive: false, internalOrExternal: false },
    ...extra,
  };
}

export const adminMenu: MenuItem[] = [
  menuItem('/dashboard/analysis', '首页', 'dashboard/Analysis'),
  menuItem('/isps/userAnnouncement', '我的消息', 'system/UserAnnouncementList', { hidden: true }),
  menuItem('/isystem', '系统管理', 'layouts/RouteView', {
    children: [
      menuItem('/isystem/user', '用户管理', 'system/UserList'),
      menuItem('/isystem/role', '角色管理', 'system/RoleList'),
    ],
  }),
];

export const globalSummary: GlobalSummary = {
  group0: { value_0: 88000000, value_1: 96500000, value_2: 9.66 },
  group1: { value_3: 12300000, value_4: 11800000, value_5: 4.24 },
  group2: { value_6: -1.5, value_7: 120, value_8: 860, value_9: 980 },
  group3: { value_10: 36, value_11: 3, value_12: 2, value_13: 5.88 },
  group4: { value_14: 23400000, value_15: 47 },
  group5: { value_16: 71.3, value_17: 10 },
};
