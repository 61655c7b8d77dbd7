// The users of a department as 部门管理's 用户信息 tab maintains them (SysUserController.departUserList,
// editSysDepartWithUser, deleteUserInDepartBatch): a user's departments are its orgCodes.
import { idList, pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { departs } from '../../entities/departs.js';
import { USER_FIELDS, USER_SORT, users } from '../../entities/users.js';
import { userRow } from '../../domain/user-rows.js';

const DEPART_NOT_FOUND = '未找到部门信息';

export const sysUserDepartUserList: Handler<'sysUserDepartUserList'> = ({ query }, { store }) => {
  const depart = departs.all(store).find((d) => d.id === query.depId);
  if (!depart) return ok(null, { code: 0 });
  const username = query.username?.trim() ?? '';
  const rows = users
    .live(store)
    .filter((user) => user.orgCodes.some((code) => code.startsWith(depart.orgCode)) && user.username.includes(username))
    .map((user) => ({
      ...userRow(store, user),
      // Upstream shows every department of the user, by name, in the orgCode column.
      orgCode: user.orgCodes.map((code) => store.departByCode(code)?.departName ?? code).join(','),
    }));
  return pageOf(store, rows, { pageNo: query.pageNo, pageSize: query.pageSize }, USER_FIELDS, { defaultSort: USER_SORT, code: 0 });
};

export const sysUserEditSysDepartWithUser: Handler<'sysUserEditSysDepartWithUser'> = ({ body }, { store }) => {
  const depart = departs.all(store).find((d) => d.id === body.depId);
  if (!depart) return fail(DEPART_NOT_FOUND);
  const chosen = body.userIdList.map((id) => ({ id, user: users.get(store, id) }));
  const missing = chosen.find((entry) => entry.user === undefined);
  if (missing) return fail(`未找到用户信息：${missing.id}`);
  for (const { user } of chosen) {
    if (user && !user.orgCodes.includes(depart.orgCode)) {
      user.orgCodes = [...user.orgCodes, depart.orgCode];
      if (!user.orgCode) user.orgCode = depart.orgCode;
    }
  }
  return ok(null, { code: 0, message: '添加成功!' });
};

export const sysUserDeleteUserInDepartBatch: Handler<'sysUserDeleteUserInDepartBatch'> = ({ query }, { store }) => {
  const depart = departs.all(store).find((d) => d.id === query.depId);
  const ids = idList(query.userIds);
  if (depart) {
    for (const user of users.all(store)) {
      if (!ids.includes(user.id) || !user.orgCodes.includes(depart.orgCode)) continue;
      user.orgCodes = user.orgCodes.filter((code) => code !== depart.orgCode);
      if (user.orgCode === depart.orgCode) user.orgCode = user.orgCodes[0] ?? '';
    }
  }
  return ok(null, { message: '删除成功!' });
};
