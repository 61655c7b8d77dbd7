// 用户 as the user lists answer them (用户管理, 角色用户, the recycle bin, the department's users): the record joined with
// its departments and roles.
import { departs } from '../entities/departs.js';
import { users } from '../entities/users.js';
import type { Schema } from '../lib/schema.js';
import type { UserRecord } from '../store/records/users.js';
import type { Store } from '../store/store.js';

/** A user as SysUser: its user info with the names of all its departments and its role codes. */
export function userRow(store: Store, user: UserRecord): Schema<'SysUser'> {
  const info = store.userInfo(user);
  return {
    ...info,
    // Upstream's list shows the names of every department the user belongs to here, not the current one.
    orgCodeTxt: store.departsOf(user).map((d) => d.departName).join(',') || null,
    status: user.status,
    delFlag: user.delFlag,
    roleCodes: user.roleCodes.join(','),
    createBy: user.createBy,
    createTime: user.createTime,
    updateBy: user.updateBy,
    updateTime: user.updateTime,
  };
}

/** Every listed user as a row, with its joins, computed once per data revision. */
const allRows = (store: Store) =>
  store.memo('users:rows', () =>
    users.live(store).map((user) => ({ row: userRow(store, user), orgCodes: user.orgCodes })),
  );

/** The listed users' rows; with `departId`, those belonging to that department. */
export function visibleRows(store: Store, query: Record<string, unknown>): Schema<'SysUser'>[] {
  const departId = typeof query.departId === 'string' ? query.departId : '';
  const depart = departId ? departs.all(store).find((d) => d.id === departId) : undefined;
  return allRows(store)
    .filter((entry) => !departId || (depart !== undefined && entry.orgCodes.includes(depart.orgCode)))
    .map((entry) => entry.row);
}
