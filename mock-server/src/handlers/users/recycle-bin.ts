// 用户回收站 (SysUserController.getRecycleBin / putRecycleBin / deleteRecycleBin): the logically deleted users,
// putting them back, and deleting them for good.
import { idList } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { updated } from '../../entity/audit.js';
import { ok } from '../../envelope.js';
import { isRecycled } from '../../store/live.js';
import type { Handler } from '../../types.js';
import { userRow } from './users.js';

export const sysUserRecycleBin: Handler<'sysUserRecycleBin'> = (_input, { store }) =>
  ok(
    store.data.users.filter(isRecycled).map((user) => ({
      ...userRow(store, user),
      // Upstream shows the department names in orgCode (getDepNamesByUserIds).
      orgCode: store.departsOf(user).map((depart) => depart.departName).join(','),
    })),
  );

export const sysUserPutRecycleBin: Handler<'sysUserPutRecycleBin'> = ({ body, session }, { store, now }) => {
  const ids = idList(body.userIds);
  for (const user of store.data.users) {
    if (ids.includes(user.id) && isRecycled(user)) Object.assign(user, { delFlag: 0, ...updated(session?.username, now()) });
  }
  return okText('还原成功');
};

export const sysUserDeleteRecycleBin: Handler<'sysUserDeleteRecycleBin'> = ({ query }, { store }) => {
  const ids = new Set(idList(query.userIds).filter((id) => store.data.users.some((user) => user.id === id && isRecycled(user))));
  // The user's roles and departments live on its record; its authorised departments are links of their own.
  store.data.users = store.data.users.filter((user) => !ids.has(user.id));
  store.data.authDepartRelations = store.data.authDepartRelations.filter((link) => !ids.has(link.userId));
  return okText('删除成功');
};
