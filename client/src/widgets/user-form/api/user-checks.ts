// The uniqueness checks the user form's validators ask the server (checkOnlyUser and the duplicate check).
import { getVerdict } from '@/api/http';

export async function isUsernameTaken(username: string, userId: string | undefined): Promise<boolean> {
  return !(await getVerdict('/sys/user/checkOnlyUser', { query: { username, id: userId } })).success;
}

/** Whether another user already has this value in a sys_user column (phone, email, work_no). */
export async function isUserValueTaken(fieldName: 'phone' | 'email' | 'work_no', fieldVal: string, userId: string | undefined): Promise<boolean> {
  return !(await getVerdict('/sys/duplicate/check', { query: { tableName: 'sys_user', fieldName, fieldVal, dataId: userId } })).success;
}
