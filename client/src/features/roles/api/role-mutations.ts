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

/** Sets the data rules the role holds on one menu (the menu must be granted and saved first). */
export async function saveRoleDataRules(roleId: string, permissionId: string, dataRuleIds: readonly string[]): Promise<string> {
  return (await postAction('/sys/role/datarule', { body: { roleId, permissionId, dataRuleIds: dataRuleIds.join(',') } })).message;
}

/** The server's refusal of a role code (taken, or not allowed), or null when it is free. */
export async function roleCodeProblem(roleCode: string, roleId: string | undefined): Promise<string | null> {
  const verdict = await getVerdict('/sys/role/checkRoleCode', { query: { roleCode, id: roleId } });
  return verdict.success ? null : verdict.message;
}

/** 添加已有用户: gives the role to the users (those holding it already are skipped). */
export async function addRoleUsers(roleId: string, userIdList: readonly string[]): Promise<string> {
  return (await postAction('/sys/user/addSysUserRole', { body: { roleId, userIdList: [...userIdList] } })).message;
}

/** 取消关联 of one user. */
export async function removeRoleUser(roleId: string, userId: string): Promise<string> {
  return (await deleteAction('/sys/user/deleteUserRole', { query: { roleId, userId } })).message;
}

/** 取消关联 of the users in the comma list. */
export async function removeRoleUsers(roleId: string, userIds: string): Promise<string> {
  return (await deleteAction('/sys/user/deleteUserRoleBatch', { query: { roleId, userIds } })).message;
}
