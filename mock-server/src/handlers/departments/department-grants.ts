// The permissions a department is granted and those of its department roles (SysPermissionController,
// SysDepartPermissionController).
import { fail, ok } from '../../envelope.js';
import { randomId } from '../../lib/ids.js';
import type { Handler } from '../../types.js';
import { sortedPermissions, treeAnswer } from '../menus/permission-tree.js';
import { diffOf, unknownPermission } from '../menus/grant-diff.js';

export const sysPermissionQueryDepartPermission: Handler<'sysPermissionQueryDepartPermission'> = ({ query }, { store }) =>
  ok(
    store.data.departPermissions.filter((link) => link.departId === query.departId).map((link) => link.permissionId),
    { code: 0 },
  );

export const sysPermissionSaveDepartPermission: Handler<'sysPermissionSaveDepartPermission'> = ({ body }, { store }) => {
  if (!store.data.departs.some((d) => d.id === body.departId)) return fail('未找到部门信息');
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  const held = new Set(store.data.departPermissions.filter((link) => link.departId === body.departId).map((link) => link.permissionId));
  for (const permissionId of grant) {
    if (!held.has(permissionId)) store.data.departPermissions.push({ id: randomId(), departId: body.departId, permissionId, dataRuleIds: null });
  }
  const departRoleIds = new Set(store.data.departRoles.filter((role) => role.departId === body.departId).map((role) => role.id));
  store.data.departPermissions = store.data.departPermissions.filter((link) => !(link.departId === body.departId && revoke.includes(link.permissionId)));
  // A permission the department loses is taken from its roles as well.
  store.data.departRolePermissions = store.data.departRolePermissions.filter((link) => !(departRoleIds.has(link.roleId) && revoke.includes(link.permissionId)));
  return ok(null, { message: '保存成功！' });
};

export const sysSysDepartPermissionQueryTreeListForDeptRole: Handler<'sysSysDepartPermissionQueryTreeListForDeptRole'> = ({ query }, { store }) => {
  const held = new Set(store.data.departPermissions.filter((link) => link.departId === query.departId).map((link) => link.permissionId));
  return ok(treeAnswer(store, sortedPermissions(store).filter((row) => held.has(row.id)), true), { code: 0 });
};

export const sysSysDepartPermissionQueryDeptRolePermission: Handler<'sysSysDepartPermissionQueryDeptRolePermission'> = ({ query }, { store }) =>
  ok(
    store.data.departRolePermissions.filter((link) => link.roleId === query.roleId).map((link) => link.permissionId),
    { code: 0 },
  );

export const sysSysDepartPermissionSaveDeptRolePermission: Handler<'sysSysDepartPermissionSaveDeptRolePermission'> = ({ body }, { store }) => {
  if (!store.data.departRoles.some((role) => role.id === body.roleId)) return fail('未找到部门角色信息');
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  const held = new Set(store.data.departRolePermissions.filter((link) => link.roleId === body.roleId).map((link) => link.permissionId));
  for (const permissionId of grant) {
    if (!held.has(permissionId)) store.data.departRolePermissions.push({ id: randomId(), roleId: body.roleId, permissionId, dataRuleIds: null });
  }
  store.data.departRolePermissions = store.data.departRolePermissions.filter((link) => !(link.roleId === body.roleId && revoke.includes(link.permissionId)));
  return ok(null, { message: '保存成功！' });
};
