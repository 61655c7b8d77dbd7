import { queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';
import { choiceOrNone } from '@/widgets/data-rule-chooser';
import type { LoadPage } from '@/widgets/list-page';

export type Role = Schema<'SysRole'>;
export type PermissionNode = Schema<'PermissionTreeModel'>;
export type RoleUser = Schema<'SysUser'>;

export const loadRoles: LoadPage<Role> = async (params) => (await getAction('/sys/role/list', { query: params })).result;

/** The users of one role (userRoleList reads only the role, the account and the page). */
export const loadRoleUsers =
  (roleId: string): LoadPage<RoleUser> =>
  async ({ username, pageNo, pageSize }) =>
    (await getAction('/sys/user/userRoleList', { query: { roleId, username: username === undefined ? undefined : String(username), pageNo: Number(pageNo), pageSize: Number(pageSize) } })).result;

export const roleQueries = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  users: (roleId: string) => ['roles', 'users', roleId] as const,
  /** One role, for the 角色用户 screen's title. */
  role: (roleId: string) =>
    queryOptions({
      queryKey: [...roleQueries.all, 'role', roleId] as const,
      queryFn: async () => (await getAction('/sys/role/queryById', { query: { id: roleId } })).result ?? null,
    }),
  /** The permission tree a role is granted from, and every id in it. */
  permissionTree: () =>
    queryOptions({
      queryKey: [...roleQueries.all, 'permission-tree'] as const,
      queryFn: async () => (await getAction('/sys/role/queryTreeList')).result ?? { treeList: [], ids: [] },
    }),
  /** The ids of the permissions the role holds. */
  granted: (roleId: string) =>
    queryOptions({
      queryKey: [...roleQueries.all, 'granted', roleId] as const,
      queryFn: async () => (await getAction('/sys/permission/queryRolePermission', { query: { roleId } })).result ?? [],
    }),
};

/** The data rules of one menu and those the role holds on it; null when the menu has none (未找到权限配置信息). */
export const loadRoleDataRules = (permissionId: string, roleId: string) =>
  choiceOrNone(getAction('/sys/role/datarule/{permissionId}/{roleId}', { path: { permissionId, roleId }, quietBusinessErrors: true }));
