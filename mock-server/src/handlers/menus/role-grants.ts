// Which permissions a role holds, and saving a role's grants (SysPermissionController.queryRolePermission …).
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { NO_ENTITY } from '../../entity/answers.js';
import { diffOf, unknownPermission } from '../../domain/grant-diff.js';
import { roleDataRules } from '../../entities/data-rules.js';
import { permissions } from '../../entities/permissions.js';
import { roles } from '../../entities/roles.js';

export const sysPermissionQueryRolePermission: Handler<'sysPermissionQueryRolePermission'> = ({ query }, { store }) => {
  const role = roles.all(store).find((r) => r.id === query.roleId);
  const ids = role ? permissions.all(store).filter((row) => row.roles.includes(role.roleCode)).map((row) => row.id) : [];
  return ok(ids, { code: 0 });
};

export const sysPermissionSaveRolePermission: Handler<'sysPermissionSaveRolePermission'> = ({ body }, { store }) => {
  const role = roles.all(store).find((r) => r.id === body.roleId);
  if (!role) return fail(NO_ENTITY);
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  for (const row of permissions.all(store)) {
    if (grant.includes(row.id) && !row.roles.includes(role.roleCode)) row.roles = [...row.roles, role.roleCode];
    if (revoke.includes(row.id)) row.roles = row.roles.filter((code) => code !== role.roleCode);
  }
  // Upstream deletes the sys_role_permission row, and the data rules on it with it.
  roleDataRules.removeWhere(store, (row) => row.roleId === role.id && revoke.includes(row.permissionId));
  return ok(null, { message: '保存成功！' });
};
