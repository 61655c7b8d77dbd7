import { deleteAction, getVerdict, postAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type RoleForm = Schema<'SysRoleForm'>;

export async function saveRole(form: RoleForm): Promise<string> {
  const { id } = form;
  if (id) return (await putAction('/sys/role/edit', { body: { ...form, id } })).message;
  return (await postAction('/sys/role/add', { body: form })).message;
}

export async function deleteRole(id: string): Promise<string> {
  return (await deleteAction('/sys/role/delete', { query: { id } })).message;
}

export async function deleteRoles(ids: string): Promise<string> {
  return (await deleteAction('/sys/role/deleteBatch', { query: { ids } })).message;
}

/** Grants the role exactly `permissionIds`; `lastPermissionIds` is the set the drawer loaded. */
export async function saveRolePermissions(roleId: string, permissionIds: readonly string[], lastPermissionIds: readonly string[]): Promise<string> {
  return (await postAction('/sys/permission/saveRolePermission', { body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: lastPermissionIds.join(',') } })).message;
}

/** The server's refusal of a role code (taken, or not allowed), or null when it is free. */
export async function roleCodeProblem(roleCode: string, roleId: string | undefined): Promise<string | null> {
  const verdict = await getVerdict('/sys/role/checkRoleCode', { query: { roleCode, id: roleId } });
  return verdict.success ? null : verdict.message;
}
