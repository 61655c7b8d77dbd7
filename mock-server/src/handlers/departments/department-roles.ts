// 部门角色 (SysDepartRoleController): the roles a department defines for its own staff, on the entity kit. Their
// permissions are department-grants.ts's.
import { idList } from '../../crud/rows.js';
import { BAD_IDS, NO_ENTITY, okText } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { departRolePermissions } from '../../entities/department-grants.js';
import { departRoleUsers, departRoles } from '../../entities/department-roles.js';
import { departs } from '../../entities/departs.js';

/** A name typed without JeecgBoot's wildcards matches where the role's name contains it. */
const containing = (text: string | undefined) => (text && !text.includes('*') ? `*${text}*` : text);

export const sysSysDepartRoleList: Handler<'sysSysDepartRoleList'> = ({ query }, { store }) => {
  const { deptId, roleName, ...rest } = query;
  const rows = deptId ? departRoles.all(store).filter((role) => role.departId === deptId) : undefined;
  return departRoles.page(store, { ...rest, roleName: containing(roleName) }, rows);
};

export const sysSysDepartRoleAdd: Handler<'sysSysDepartRoleAdd'> = ({ body, session }, { store, now }) => {
  if (!departs.all(store).some((d) => d.id === body.departId)) return fail('未找到部门信息');
  departRoles.insert(store, { departId: body.departId, roleName: body.roleName, roleCode: body.roleCode, description: body.description ?? null }, session, now());
  return okText('添加成功！');
};

export const sysSysDepartRoleEdit: Handler<'sysSysDepartRoleEdit'> = ({ body, session }, { store, now }) => {
  const role = departRoles.get(store, body.id);
  if (!role) return fail(NO_ENTITY);
  const patch = { roleName: body.roleName, roleCode: body.roleCode, ...(body.description !== undefined && { description: body.description }) };
  departRoles.update(role, patch, session, now());
  return okText('编辑成功!');
};

/** Deletes the roles with the permissions they held and their users' links to them. */
export function removeDepartRoles(store: Store, ids: string[]): void {
  departRoles.remove(store, ids);
  const doomed = new Set(ids);
  departRolePermissions.removeWhere(store, (link) => doomed.has(link.roleId));
  departRoleUsers.removeWhere(store, (link) => doomed.has(link.droleId));
}

export const sysSysDepartRoleDelete: Handler<'sysSysDepartRoleDelete'> = ({ query }, { store }) => {
  removeDepartRoles(store, [query.id]);
  return okText('删除成功!');
};

export const sysSysDepartRoleDeleteBatch: Handler<'sysSysDepartRoleDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  removeDepartRoles(store, ids);
  return okText('批量删除成功!');
};
