// What the user picker stores and shows (001 §3, decision 16): the stored value defaults to username (the store
// field is configurable), the display text is realname, and the result rows carry both id and username.
import { textOf, type PickerRow } from '@/widgets/picker-kit';

export type UserStoreField = 'username' | 'id';

/** B-PICK-07 */
export const DEFAULT_USER_STORE_FIELD: UserStoreField = 'username';

export interface ChosenUser {
  id: string;
  username: string;
  realname: string;
}

/** B-PICK-09: the keys a chosen row keeps. Rows without id or username are not choosable. */
export function toChosenUser(row: PickerRow): ChosenUser | null {
  const id = textOf(row.id);
  const username = textOf(row.username);
  if (!id || !username) return null;
  return { id, username, realname: textOf(row.realname) || username };
}

export function storedValueOf(user: ChosenUser, storeField: UserStoreField = DEFAULT_USER_STORE_FIELD): string {
  return user[storeField];
}

/** B-PICK-08: realname is what the field shows. */
export function displayTextOf(user: ChosenUser): string {
  return user.realname;
}

/** 001 §3: sex 1 male, 2 female. */
export function sexText(sex: unknown): string {
  const code = textOf(sex);
  return code === '1' ? '男' : code === '2' ? '女' : '';
}
