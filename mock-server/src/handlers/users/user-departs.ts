// A user's departments as the user form's department picker preselects them (SysUserController.getUserDepartsList).
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { departs } from '../../entities/departs.js';
import { users } from '../../entities/users.js';

export const sysUserUserDepartList: Handler<'sysUserUserDepartList'> = ({ query }, { store }) => {
  const user = users.get(store, query.userId);
  if (!user) return fail('查找失败');
  const held = user.orgCodes
    .map((code) => departs.all(store).find((d) => d.orgCode === code))
    .filter((depart) => depart !== undefined)
    .map((depart) => ({ key: depart.id, value: depart.id, title: depart.departName, children: [] }));
  return ok(held, { code: 0, message: '查找成功' });
};
