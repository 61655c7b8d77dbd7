import { queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';
import { choiceOrNone } from '@/widgets/data-rule-chooser';

export type DepartNode = Schema<'SysDepartTreeModel'>;
export type PermissionNode = Schema<'PermissionTreeModel'>;
export type DepartUser = Schema<'SysUser'>;
export type DepartRole = Schema<'SysDepartRole'>;

export interface DepartUserFilters {
  depId: string;
  username?: string;
  pageNo: number;
  pageSize: number;
}

export interface DepartRoleFilters {
  deptId: string;
  roleName?: string;
  pageNo: number;
  pageSize: number;
}

export const departQueries = {
  all: ['departments'] as const,
  /** Every department as a tree (upstream queryTreeList). */
  tree: () =>
    queryOptions({
      queryKey: [...departQueries.all, 'tree'] as const,
      queryFn: async (): Promise<DepartNode[]> => (await getAction('/sys/sysDepart/queryTreeList', { query: {} })).result ?? [],
    }),
  /** The permission tree a department is granted from (upstream's DepartAuthModal reads the role tree). */
  permissionTree: () =>
    queryOptions({
      queryKey: [...departQueries.all, 'permission-tree'] as const,
      queryFn: async () => (await getAction('/sys/role/queryTreeList')).result ?? { treeList: [], ids: [] },
    }),
  /** The ids of the permissions the department holds. */
  granted: (departId: string) =>
    queryOptions({
      queryKey: [...departQueries.all, 'granted', departId] as const,
      queryFn: async () => (await getAction('/sys/permission/queryDepartPermission', { query: { departId } })).result ?? [],
    }),
  /** One page of the users of a department and of the departments below it. */
  users: (filters: DepartUserFilters) =>
    queryOptions({
      queryKey: [...departQueries.all, 'users', filters] as const,
      queryFn: async () => {
        const page = (await getAction('/sys/user/departUserList', { query: { ...filters, username: filters.username || undefined } })).result;
        return { records: page?.records ?? [], total: page?.total ?? 0 };
      },
    }),
  /** One page of a department's roles (upstream DeptRoleInfo). */
  roles: (filters: DepartRoleFilters) =>
    queryOptions({
      queryKey: [...departQueries.all, 'roles', filters] as const,
      queryFn: async () => {
        const page = (await getAction('/sys/sysDepartRole/list', { query: { ...filters, roleName: filters.roleName || undefined } })).result;
        return { records: page?.records ?? [], total: page?.total ?? 0 };
      },
    }),
  /** The permissions a department role may be granted: those its department holds. */
  roleGrantable: (departId: string) =>
    queryOptions({
      queryKey: [...departQueries.all, 'role-grantable', departId] as const,
      queryFn: async () => (await getAction('/sys/sysDepartPermission/queryTreeListForDeptRole', { query: { departId } })).result ?? { treeList: [], ids: [] },
    }),
  /** The ids of the permissions a department role holds. */
  roleGranted: (roleId: string) =>
    queryOptions({
      queryKey: [...departQueries.all, 'role-granted', roleId] as const,
      queryFn: async () => (await getAction('/sys/sysDepartPermission/queryDeptRolePermission', { query: { roleId } })).result ?? [],
    }),
  /** Every role of a department, as 部门角色分配 offers them to the user (upstream asks with the user, unread). */
  rolesOffered: (departId: string, userId: string) =>
    queryOptions({
      queryKey: [...departQueries.all, 'roles-offered', departId, userId] as const,
      queryFn: async () => (await getAction('/sys/sysDepartRole/getDeptRoleList', { query: { departId, userId } })).result ?? [],
    }),
  /** The ids of the department's roles the user holds. */
  userRoles: (departId: string, userId: string) =>
    queryOptions({
      queryKey: [...departQueries.all, 'user-roles', departId, userId] as const,
      queryFn: async () => ((await getAction('/sys/sysDepartRole/getDeptRoleByUserId', { query: { departId, userId } })).result ?? []).map((link) => link.droleId),
    }),
  /** The departments a user is authorised for beyond their own (sys_auth_relation). */
  authorised: (userId: string) =>
    queryOptions({
      queryKey: [...departQueries.all, 'authorised', userId] as const,
      queryFn: async () => (await getAction('/system/sysAuthRelation/queryAuthDepartIds', { query: { userId } })).result ?? [],
    }),
};

/**
 * The departments whose name contains the keyword, flat (upstream searchBy). Nothing found is an answer, not an
 * error: it resolves with the server's message.
 */
export async function searchDeparts(keyWord: string): Promise<{ nodes: DepartNode[]; problem: string | null }> {
  const answer = await getAction('/sys/sysDepart/searchBy', { query: { keyWord }, quietBusinessErrors: true });
  return answer.success === false ? { nodes: [], problem: answer.message } : { nodes: answer.result ?? [], problem: null };
}

/** The data rules of a menu and those the department holds on it; null when the menu has none. */
export const loadDepartDataRules = (permissionId: string, departId: string) =>
  choiceOrNone(getAction('/sys/sysDepartPermission/datarule/{permissionId}/{departId}', { path: { permissionId, departId }, quietBusinessErrors: true }));

/** The data rules the department holds on a menu and those its role holds; null when the department holds none. */
export const loadDepartRoleDataRules = (permissionId: string, departId: string, roleId: string) =>
  choiceOrNone(getAction('/sys/sysDepartRole/datarule/{permissionId}/{departId}/{roleId}', { path: { permissionId, departId, roleId }, quietBusinessErrors: true }));
