import { getVerdict } from '@/api/http';

/** Whether another permission already uses this 授权标识 (the duplicate check the Vue2 menu form asks). */
export async function isPermsTaken(perms: string, editedId: string | undefined): Promise<boolean> {
  const verdict = await getVerdict('/sys/duplicate/check', {
    query: { tableName: 'sys_permission', fieldName: 'perms', fieldVal: perms, dataId: editedId },
  });
  return !verdict.success;
}
