import { queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';
import type { LoadPage } from '@/widgets/list-page';

export type User = Schema<'SysUser'>;

/** The user list's page (filters, sort, page and the advanced query as list-page builds them). */
export const loadUsers: LoadPage<User> = async (params) => (await getAction('/sys/user/list', { query: params })).result;

export const userQueries = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  /** The deleted users (回收站), not paged, their department names in orgCode. */
  recycleBin: () =>
    queryOptions({
      queryKey: [...userQueries.all, 'recycle-bin'] as const,
      queryFn: async () => (await getAction('/sys/user/recycleBin')).result ?? [],
    }),
};
