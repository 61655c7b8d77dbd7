// Which permissions a role holds, and saving a role's grants (SysPermissionController.queryRolePermission …).
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { diffOf, unknownPermission } from './grant-diff.js';
import { NO_ENTITY } from '../../entity/answers.js';

export const sysPermissionQueryRolePermission: Handler<'sysPermissionQueryRolePermission'> = ({ query }, { store }) => {
  const role = store.data.roles.find((r) => r.id === query.roleId);
  const ids = role ? store.data.permissions.filter((row) => row.roles.includes(role.roleCode)).map((row) => row.id) : [];
  return ok(ids, { code: 0 });
};

export const sysPermissionSaveRolePermission: Handler<'sysPermissionSaveRolePermission'> = ({ body }, { store }) => {
  const role = store.data.roles.find((r) => r.id === body.roleId);
  if (!role) return fail(NO_ENTITY);
  const { grant, revoke } = diffOf(body.permissionIds, body.lastpermissionIds);
  const problem = unknownPermission(store, grant);
  if (problem) return fail(problem);
  for (const row of store.data.permissions) {
    if (grant.includes(row.id) && !row.roles.includes(role.roleCode)) row.roles = [...row.roles, role.roleCode];
    if (revoke.includes(row.id)) row.roles = row.roles.filter((code) => code !== role.roleCode);
  }
  // Upstream deletes the sys_role_permission row, and the data rules on it with it.
  store.data.roleDataRules = store.data.roleDataRules.filter((row) => !(row.roleId === role.id && revoke.includes(row.permissionId)));
  return ok(null, { message: '保存成功！' });
};
