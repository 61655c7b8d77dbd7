// The permissions a department is granted and those of its department roles (SysPermissionController,
// SysDepartPermissionController).
import { fail, ok } from '../../envelope.js';
import { randomId } from '../../lib/ids.js';
import type { Handler } from '../../types.js';
import { diffOf, unknownPermission } from '../../domain/grant-diff.js';
import { sortedPermissions, treeAnswer } from '../../domain/permission-tree.js';
import { departPermissions, departRolePermissions } from '../../entities/department-grants.js';
import { departRoles } from '../../entities/department-roles.js';
import { departs } from '../../entities/departs.js';

export const sysPermissionQueryDepartPermission: Handler<'sysPermissionQueryDepartPermission'> = ({ query }, { store }) =>
  ok(
    departPermissions.all(store).filter((link) => link.departId === query.departId).map((link) => link.permissionId),
    { code: 0 },
  );

export const sysPermissionSaveDepartPermission: Handler<'sysPermissionSaveDepartPermission'> = ({ body }, { store }) => {
  if (!departs.all(store).some((d) => d.id === body.departId)) return fail('未找到部门信息');
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  const held = new Set(departPermissions.all(store).filter((link) => link.departId === body.departId).map((link) => link.permissionId));
  for (const permissionId of grant) {
    if (!held.has(permissionId)) departPermissions.add(store, { id: randomId(), departId: body.departId, permissionId, dataRuleIds: null });
  }
  const departRoleIds = new Set(departRoles.all(store).filter((role) => role.departId === body.departId).map((role) => role.id));
  departPermissions.removeWhere(store, (link) => link.departId === body.departId && revoke.includes(link.permissionId));
  // A permission the department loses is taken from its roles as well.
  departRolePermissions.removeWhere(store, (link) => departRoleIds.has(link.roleId) && revoke.includes(link.permissionId));
  return ok(null, { message: '保存成功！' });
};

export const sysSysDepartPermissionQueryTreeListForDeptRole: Handler<'sysSysDepartPermissionQueryTreeListForDeptRole'> = ({ query }, { store }) => {
  const held = new Set(departPermissions.all(store).filter((link) => link.departId === query.departId).map((link) => link.permissionId));
  return ok(treeAnswer(store, sortedPermissions(store).filter((row) => held.has(row.id)), true), { code: 0 });
};

export const sysSysDepartPermissionQueryDeptRolePermission: Handler<'sysSysDepartPermissionQueryDeptRolePermission'> = ({ query }, { store }) =>
  ok(
    departRolePermissions.all(store).filter((link) => link.roleId === query.roleId).map((link) => link.permissionId),
    { code: 0 },
  );

export const sysSysDepartPermissionSaveDeptRolePermission: Handler<'sysSysDepartPermissionSaveDeptRolePermission'> = ({ body }, { store }) => {
  if (!departRoles.all(store).some((role) => role.id === body.roleId)) return fail('未找到部门角色信息');
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  const held = new Set(departRolePermissions.all(store).filter((link) => link.roleId === body.roleId).map((link) => link.permissionId));
  for (const permissionId of grant) {
    if (!held.has(permissionId)) departRolePermissions.add(store, { id: randomId(), roleId: body.roleId, permissionId, dataRuleIds: null });
  }
  departRolePermissions.removeWhere(store, (link) => link.roleId === body.roleId && revoke.includes(link.permissionId));
  return ok(null, { message: '保存成功！' });
};
