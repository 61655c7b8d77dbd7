// What the user form reads and writes: a user's roles and departments, and the save (add, or edit with an id).
import { queryOptions } from '@tanstack/react-query';
import { getAction, postAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type UserForm = Schema<'SysUserForm'>;
export type User = Schema<'SysUser'>;

/** Under the users domain's key, so the user screen's invalidation of ['users'] refreshes them too. */
export const userFormQueries = {
  /** The ids of the roles a user holds. */
  rolesOf: (userId: string) =>
    queryOptions({
      queryKey: ['users', 'roles-of', userId] as const,
      queryFn: async () => (await getAction('/sys/user/queryUserRole', { query: { userid: userId } })).result ?? [],
    }),
  /** The departments a user belongs to (upstream userDepartList). */
  departsOf: (userId: string) =>
    queryOptions({
      queryKey: ['users', 'departs-of', userId] as const,
      queryFn: async () => (await getAction('/sys/user/userDepartList', { query: { userId } })).result ?? [],
    }),
};

/** Adds a user, or edits one when the form carries its id; answers the server's message. */
export async function saveUser(form: UserForm): Promise<string> {
  const { id } = form;
  if (id) return (await putAction('/sys/user/edit', { body: { ...form, id } })).message;
  return (await postAction('/sys/user/add', { body: form })).message;
}
