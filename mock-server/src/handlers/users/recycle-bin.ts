// 用户回收站 (SysUserController.getRecycleBin / putRecycleBin / deleteRecycleBin): the logically deleted users,
// putting them back, and deleting them for good.
import { idList } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { authDepartRelations } from '../../entities/authorised-departments.js';
import { users } from '../../entities/users.js';
import { userRow } from '../../domain/user-rows.js';

export const sysUserRecycleBin: Handler<'sysUserRecycleBin'> = (_input, { store }) =>
  ok(
    users.recycled(store).map((user) => ({
      ...userRow(store, user),
      // Upstream shows the department names in orgCode (getDepNamesByUserIds).
      orgCode: store.departsOf(user).map((depart) => depart.departName).join(','),
    })),
  );

export const sysUserPutRecycleBin: Handler<'sysUserPutRecycleBin'> = ({ body, session }, { store, now }) => {
  users.recover(store, idList(body.userIds), session, now());
  return okText('还原成功');
};

export const sysUserDeleteRecycleBin: Handler<'sysUserDeleteRecycleBin'> = ({ query }, { store }) => {
  const ids = new Set(idList(query.userIds).filter((id) => users.recycled(store).some((user) => user.id === id)));
  // The user's roles and departments live on its record; its authorised departments are links of their own.
  users.remove(store, [...ids]);
  authDepartRelations.removeWhere(store, (link) => ids.has(link.userId));
  return okText('删除成功');
};
