import { deleteAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export async function deleteUser(id: string): Promise<string> {
  return (await deleteAction('/sys/user/delete', { query: { id } })).message;
}

export async function deleteUsers(ids: string): Promise<string> {
  return (await deleteAction('/sys/user/deleteBatch', { query: { ids } })).message;
}

/** 冻结 (status "2") or 解冻 (status "1") the users in the comma list. */
export async function setUsersFrozen(ids: string, frozen: boolean): Promise<string> {
  return (await putAction('/sys/user/frozenBatch', { body: { ids, status: frozen ? '2' : '1' } })).message;
}

export async function changeUserPassword(body: Schema<'ChangePasswordRequest'>): Promise<string> {
  return (await putAction('/sys/user/changePassword', { body })).message;
}

/** 还原: the deleted users in the comma list come back. */
export async function recoverUsers(userIds: string): Promise<string> {
  return (await putAction('/sys/user/putRecycleBin', { body: { userIds } })).message;
}

/** 彻底删除: the deleted users in the comma list are removed for good. */
export async function realDeleteUsers(userIds: string): Promise<string> {
  return (await deleteAction('/sys/user/deleteRecycleBin', { query: { userIds } })).message;
}
