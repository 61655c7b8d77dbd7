// 角色用户 (upstream SysUserController's role endpoints): the users holding a role, giving a role to users and
// taking it back. Users hold role codes, so these read and write `UserRecord.roleCodes`.
import { idList, NOT_FOUND, pageOf } from '../../crud/rows.js';
import { success } from '../../entity/answers.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { visibleRows } from '../../domain/user-rows.js';
import { roles } from '../../entities/roles.js';
import { USER_FIELDS, USER_SORT, users } from '../../entities/users.js';

const roleById = (store: Store, id: string) => roles.all(store).find((role) => role.id === id);

export const sysUserUserRoleList: Handler<'sysUserUserRoleList'> = ({ query }, { store }) => {
  const role = roleById(store, query.roleId);
  const rows = role ? visibleRows(store, {}).filter((row) => (row.roleCodes ?? '').split(',').includes(role.roleCode)) : [];
  const { roleId: _roleId, ...filters } = query;
  return pageOf(store, rows, filters, USER_FIELDS, { defaultSort: USER_SORT, code: 0 });
};

export const sysUserAddSysUserRole: Handler<'sysUserAddSysUserRole'> = ({ body }, { store }) => {
  const role = roleById(store, body.roleId);
  if (!role) return fail(`出错了: ${NOT_FOUND}`);
  for (const user of users.live(store)) {
    if (body.userIdList.includes(user.id) && !user.roleCodes.includes(role.roleCode)) user.roleCodes.push(role.roleCode);
  }
  return ok(null, { code: 0, message: '添加成功!' });
};

export const sysUserDeleteUserRoleBatch: Handler<'sysUserDeleteUserRoleBatch'> = ({ query }, { store }) => {
  const role = roleById(store, query.roleId);
  if (!role) return fail(`出错了: ${NOT_FOUND}`);
  const ids = idList(query.userIds);
  for (const user of users.all(store)) {
    if (ids.includes(user.id)) user.roleCodes = user.roleCodes.filter((code) => code !== role.roleCode);
  }
  return success('删除成功!');
};

export const sysUserDeleteUserRole: Handler<'sysUserDeleteUserRole'> = ({ query }, { store }) => {
  const role = roleById(store, query.roleId);
  if (!role) return fail(`出错了: ${NOT_FOUND}`);
  const user = users.all(store).find((u) => u.id === query.userId);
  if (user) user.roleCodes = user.roleCodes.filter((code) => code !== role.roleCode);
  return success('删除成功!');
};
