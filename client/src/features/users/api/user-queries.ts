import { queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';
import type { LoadPage } from '@/widgets/list-page';

export type User = Schema<'SysUser'>;
export type DepartNode = Schema<'SysDepartTreeModel'>;

/** The user list's page (filters, sort, page and the advanced query as list-page builds them). */
export const loadUsers: LoadPage<User> = async (params) => (await getAction('/sys/user/list', { query: params })).result;

export const userQueries = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  /** Every role, for the form's role select. */
  roles: () =>
    queryOptions({
      queryKey: [...userQueries.all, 'roles'] as const,
      queryFn: async () => (await getAction('/sys/role/queryall')).result ?? [],
      staleTime: 60_000,
    }),
  /** The ids of the roles a user holds. */
  rolesOf: (userId: string) =>
    queryOptions({
      queryKey: [...userQueries.all, 'roles-of', userId] as const,
      queryFn: async () => (await getAction('/sys/user/queryUserRole', { query: { userid: userId } })).result ?? [],
    }),
  /** The departments a user belongs to (upstream userDepartList). */
  departsOf: (userId: string) =>
    queryOptions({
      queryKey: [...userQueries.all, 'departs-of', userId] as const,
      queryFn: async () => (await getAction('/sys/user/userDepartList', { query: { userId } })).result ?? [],
    }),
  /** The department tree the form's department choice offers. */
  departTree: () =>
    queryOptions({
      queryKey: [...userQueries.all, 'depart-tree'] as const,
      queryFn: async (): Promise<DepartNode[]> => (await getAction('/sys/sysDepart/queryTreeList', { query: {} })).result ?? [],
      staleTime: 60_000,
    }),
};

/** Every position, for the form's 职务 choice (stored as the positions' codes). */
export const positionOptionsQuery = () =>
  queryOptions({
    queryKey: [...userQueries.all, 'positions'] as const,
    queryFn: async (): Promise<Schema<'SysPosition'>[]> => (await getAction('/sys/position/list', { query: { pageNo: 1, pageSize: 200 } })).result?.records ?? [],
    staleTime: 60_000,
  });
