import { deleteAction, getVerdict, postAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type DepartForm = Schema<'SysDepartForm'>;

export const DEPART_EXPORT_URL = '/sys/sysDepart/exportXls';
export const DEPART_IMPORT_URL = '/sys/sysDepart/importExcel';

export async function addDepart(form: DepartForm): Promise<string> {
  return (await postAction('/sys/sysDepart/add', { body: form })).message;
}

export async function editDepart(form: DepartForm & { id: string }): Promise<string> {
  return (await putAction('/sys/sysDepart/edit', { body: form })).message;
}

export async function deleteDepart(id: string): Promise<string> {
  return (await deleteAction('/sys/sysDepart/delete', { query: { id } })).message;
}

/** Deletes the departments with their subtrees; ids travel as upstream sends them ("a,b,"). */
export async function deleteDeparts(ids: readonly string[]): Promise<string> {
  return (await deleteAction('/sys/sysDepart/deleteBatch', { query: { ids: ids.map((id) => `${id},`).join('') } })).message;
}

/** Grants the department exactly `permissionIds`; `lastPermissionIds` is what the panel loaded. */
export async function saveDepartPermissions(departId: string, permissionIds: readonly string[], lastPermissionIds: readonly string[]): Promise<string> {
  return (await postAction('/sys/permission/saveDepartPermission', { body: { departId, permissionIds: permissionIds.join(','), lastpermissionIds: lastPermissionIds.join(',') } })).message;
}

export async function addDepartUsers(depId: string, userIdList: readonly string[]): Promise<string> {
  return (await postAction('/sys/user/editSysDepartWithUser', { body: { depId, userIdList: [...userIdList] } })).message;
}

export async function removeDepartUsers(depId: string, userIds: readonly string[]): Promise<string> {
  return (await deleteAction('/sys/user/deleteUserInDepartBatch', { query: { depId, userIds: userIds.join(',') } })).message;
}

export async function saveAuthorisedDeparts(userId: string, departIds: readonly string[]): Promise<string> {
  return (await postAction('/system/sysAuthRelation/saveSysAuthRelation', { body: { userId, departIds: departIds.join(',') } })).message;
}

export type DepartRoleForm = Schema<'SysDepartRoleForm'>;

export async function addDepartRole(form: DepartRoleForm): Promise<string> {
  return (await postAction('/sys/sysDepartRole/add', { body: form })).message;
}

export async function editDepartRole(form: DepartRoleForm & { id: string }): Promise<string> {
  return (await putAction('/sys/sysDepartRole/edit', { body: form })).message;
}

export async function deleteDepartRole(id: string): Promise<string> {
  return (await deleteAction('/sys/sysDepartRole/delete', { query: { id } })).message;
}

export async function deleteDepartRoles(ids: readonly string[]): Promise<string> {
  return (await deleteAction('/sys/sysDepartRole/deleteBatch', { query: { ids: ids.map((id) => `${id},`).join('') } })).message;
}

/** Grants the department role exactly `permissionIds`; `lastPermissionIds` is what the drawer loaded. */
export async function saveDepartRolePermissions(roleId: string, permissionIds: readonly string[], lastPermissionIds: readonly string[]): Promise<string> {
  return (await postAction('/sys/sysDepartPermission/saveDeptRolePermission', { body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: lastPermissionIds.join(',') } })).message;
}

/** Sets the data rules the department holds on one menu (it must hold the menu first). */
export async function saveDepartDataRules(departId: string, permissionId: string, dataRuleIds: readonly string[]): Promise<string> {
  return (await postAction('/sys/sysDepartPermission/datarule', { body: { departId, permissionId, dataRuleIds: dataRuleIds.join(',') } })).message;
}

/** Sets the data rules a department role holds on one menu (the role must hold the menu first). */
export async function saveDepartRoleDataRules(roleId: string, permissionId: string, dataRuleIds: readonly string[]): Promise<string> {
  return (await postAction('/sys/sysDepartRole/datarule', { body: { roleId, permissionId, dataRuleIds: dataRuleIds.join(',') } })).message;
}

/** 部门角色分配: gives the user the roles now chosen and takes those unchosen; `loaded` is what the drawer showed. */
export async function saveUserDepartRoles(userId: string, chosen: readonly string[], loaded: readonly string[]): Promise<string> {
  return (await postAction('/sys/sysDepartRole/deptRoleUserAdd', { body: { userId, newRoleId: chosen.join(','), oldRoleId: loaded.join(',') } })).message;
}

/** The server's refusal of a department role code already in use (duplicate check on sys_depart_role), or null. */
export async function departRoleCodeProblem(roleCode: string, roleId: string | undefined): Promise<string | null> {
  const verdict = await getVerdict('/sys/duplicate/check', { query: { tableName: 'sys_depart_role', fieldName: 'role_code', fieldVal: roleCode, dataId: roleId } });
  return verdict.success ? null : verdict.message;
}
