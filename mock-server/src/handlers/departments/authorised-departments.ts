// The fork's authorised departments (sys_auth_relation): the departments a user may see beyond their own.
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { defineEntity } from '../../entity/entity.js';

const USER_NOT_FOUND = '未找到用户信息';

/** sys_auth_relation on the entity kit: links never updated (creation stamp only), new ones last. */
const authRelations = defineEntity({ table: (data) => data.authDepartRelations, fields: { id: { type: 'string' }, userId: { type: 'string' } }, newRows: 'last', audit: 'creation' });

export const systemSysAuthRelationQueryAuthDepartIds: Handler<'systemSysAuthRelationQueryAuthDepartIds'> = ({ query }, { store }) => {
  if (!store.data.users.some((u) => u.id === query.userId)) return fail(USER_NOT_FOUND);
  return ok(store.data.authDepartRelations.filter((link) => link.userId === query.userId).map((link) => link.departId));
};

export const systemSysAuthRelationSaveSysAuthRelation: Handler<'systemSysAuthRelationSaveSysAuthRelation'> = ({ body, session }, { store, now }) => {
  if (!store.data.users.some((u) => u.id === body.userId)) return fail(USER_NOT_FOUND);
  const departIds = [...new Set(idList(body.departIds))];
  const missing = departIds.find((id) => !store.data.departs.some((d) => d.id === id));
  if (missing) return fail(`未找到部门信息：${missing}`);
  store.data.authDepartRelations = store.data.authDepartRelations.filter((link) => link.userId !== body.userId);
  for (const departId of departIds) authRelations.insert(store, { userId: body.userId, departId }, session, now());
  return ok(null, { message: '保存成功！' });
};
