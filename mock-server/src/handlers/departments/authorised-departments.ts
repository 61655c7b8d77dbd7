// The fork's authorised departments (sys_auth_relation): the departments a user may see beyond their own.
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { authDepartRelations } from '../../entities/authorised-departments.js';
import { departs } from '../../entities/departs.js';
import { users } from '../../entities/users.js';

const USER_NOT_FOUND = '未找到用户信息';

export const systemSysAuthRelationQueryAuthDepartIds: Handler<'systemSysAuthRelationQueryAuthDepartIds'> = ({ query }, { store }) => {
  if (!users.all(store).some((u) => u.id === query.userId)) return fail(USER_NOT_FOUND);
  return ok(authDepartRelations.all(store).filter((link) => link.userId === query.userId).map((link) => link.departId));
};

export const systemSysAuthRelationSaveSysAuthRelation: Handler<'systemSysAuthRelationSaveSysAuthRelation'> = ({ body, session }, { store, now }) => {
  if (!users.all(store).some((u) => u.id === body.userId)) return fail(USER_NOT_FOUND);
  const departIds = [...new Set(idList(body.departIds))];
  const missing = departIds.find((id) => !departs.all(store).some((d) => d.id === id));
  if (missing) return fail(`未找到部门信息：${missing}`);
  authDepartRelations.removeWhere(store, (link) => link.userId === body.userId);
  for (const departId of departIds) authDepartRelations.insert(store, { userId: body.userId, departId }, session, now());
  return ok(null, { message: '保存成功！' });
};
