// The user picker's calls (001 §7): users by department page, and the echo of stored values with getMultiUser.
import { getAction } from '@/api/http';
import { resultOf, rowsOf, type RowPage } from '@/widgets/picker-kit';
import { USER_DEFAULT_SORT } from '../model/user-list-limits';
import { toChosenUser, type ChosenUser, type UserStoreField } from '../model/user-selection';

const quiet = { quietBusinessErrors: true } as const;

export interface UserPageQuery {
  departId?: string;
  username?: string;
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
}

/** B-PICK-10: username, column, order, field, pageNo, pageSize, departId → result.records, result.total. */
export async function fetchUserPage(query: UserPageQuery): Promise<RowPage> {
  const answer = await getAction('/sys/user/queryUserComponentData', {
    query: {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      column: query.column ?? USER_DEFAULT_SORT.column,
      order: query.order ?? USER_DEFAULT_SORT.order,
      field: 'id,username,realname,sex,phone,birthday,orgCodeTxt',
      ...(query.departId ? { departId: query.departId } : {}),
      ...(query.username ? { username: query.username } : {}),
    },
    ...quiet,
  });
  return rowsOf(resultOf(answer));
}

/** B-PICK-11: the users of stored values (ids or usernames, comma-joined); upstream answers a bare array. */
export async function fetchChosenUsers(storeField: UserStoreField, values: readonly string[]): Promise<ChosenUser[]> {
  if (values.length === 0) return [];
  const answer: unknown = await getAction('/sys/user/getMultiUser', { query: { [storeField]: values.join(',') }, ...quiet });
  const { rows } = rowsOf(Array.isArray(answer) ? answer : resultOf(answer));
  return rows.map(toChosenUser).filter((user): user is ChosenUser => user !== null);
}
