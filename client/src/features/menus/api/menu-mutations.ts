import { deleteAction, postAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type MenuForm = Schema<'SysPermissionForm'>;
export type DataRuleForm = Schema<'PermissionDataRuleForm'>;

/** Adds a menu, sub-menu or button, or edits one when the form carries its id. */
export async function saveMenu(form: MenuForm): Promise<string> {
  const { id } = form;
  if (id) return (await putAction('/sys/permission/edit', { body: { ...form, id } })).message;
  return (await postAction('/sys/permission/add', { body: form })).message;
}

export async function deleteMenu(id: string): Promise<string> {
  return (await deleteAction('/sys/permission/delete', { query: { id } })).message;
}

export async function deleteMenus(ids: readonly string[]): Promise<string> {
  return (await deleteAction('/sys/permission/deleteBatch', { query: { ids: ids.join(',') } })).message;
}

export async function saveDataRule(form: DataRuleForm): Promise<string> {
  const { id } = form;
  if (id) return (await putAction('/sys/permission/editPermissionRule', { body: { ...form, id } })).message;
  return (await postAction('/sys/permission/addPermissionRule', { body: form })).message;
}

export async function deleteDataRule(id: string): Promise<string> {
  return (await deleteAction('/sys/permission/deletePermissionRule', { query: { id } })).message;
}
