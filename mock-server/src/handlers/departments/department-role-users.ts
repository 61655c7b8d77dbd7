// Which department roles a user holds (SysDepartRoleController getDeptRoleList / getDeptRoleByUserId /
// deptRoleUserAdd): 部门管理 → 用户信息 → 分配部门角色.
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { okText } from '../../entity/answers.js';
import { randomId } from '../../lib/ids.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { departRoleUsers, departRoles } from '../../entities/department-roles.js';
import { users } from '../../entities/users.js';

const rolesOfDepart = (store: Store, departId: string) => departRoles.all(store).filter((role) => role.departId === departId);

export const sysSysDepartRoleGetDeptRoleList: Handler<'sysSysDepartRoleGetDeptRoleList'> = ({ query }, { store }) =>
  ok(rolesOfDepart(store, query.departId), { code: 0 });

export const sysSysDepartRoleGetDeptRoleByUserId: Handler<'sysSysDepartRoleGetDeptRoleByUserId'> = ({ query }, { store }) => {
  const roleIds = new Set(rolesOfDepart(store, query.departId).map((role) => role.id));
  // Upstream leaves the list null when the department has no roles.
  if (roleIds.size === 0) return ok(null, { code: 0 });
  return ok(departRoleUsers.all(store).filter((link) => link.userId === query.userId && roleIds.has(link.droleId)), { code: 0 });
};

export const sysSysDepartRoleDeptRoleUserAdd: Handler<'sysSysDepartRoleDeptRoleUserAdd'> = ({ body }, { store }) => {
  if (!users.all(store).some((user) => user.id === body.userId)) return fail('未找到用户信息');
  const chosen = idList(body.newRoleId);
  const loaded = idList(body.oldRoleId);
  const given = chosen.filter((id) => !loaded.includes(id));
  const taken = new Set(loaded.filter((id) => !chosen.includes(id)));
  if (given.some((id) => !departRoles.all(store).some((role) => role.id === id))) return fail('未找到部门角色信息');
  const held = new Set(departRoleUsers.all(store).filter((link) => link.userId === body.userId).map((link) => link.droleId));
  for (const droleId of given) {
    if (!held.has(droleId)) departRoleUsers.add(store, { id: randomId(), userId: body.userId, droleId });
  }
  departRoleUsers.removeWhere(store, (link) => link.userId === body.userId && taken.has(link.droleId));
  return okText('添加成功！');
};
