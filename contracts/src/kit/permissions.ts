// What a user is granted, read and changed through the API: the grant contracts of roles, menus and departments.
import type { MockApp } from '@mis/mock-server';
import { call, resultOf } from './call';
import type { Schema } from './document';
import { loginAs } from './login';

/** The menus and buttons `username` gets after a new login. */
export async function permissionsOf(app: MockApp, username: string): Promise<Schema<'PermissionResult'>> {
  const answer = await call(app, 'sysPermissionGetUserPermissionByToken', { url: '/v1/sys/permission/getUserPermissionByToken', token: await loginAs(app, username) });
  return resultOf(answer);
}

/** The titles of menu entries, in order. */
export const titles = (items: Schema<'MenuItem'>[] = []): string[] => items.map((item) => item.meta.title);

/** Every node of a tree, depth first. */
export const flatTree = <N extends { children?: N[] }>(nodes: N[]): N[] => nodes.flatMap((node) => [node, ...flatTree(node.children ?? [])]);

/**
 * A user whose only role grants exactly these menu entries (titles) and buttons (codes), made through the API as an
 * administrator would (e2e's `restrictedUser` alike); no grants: a user without any role. Answers the username
 * (password 123456).
 */
export async function restrictedUser(app: MockApp, adminToken: string, name: string, grants: readonly string[]): Promise<string> {
  let selectedroles = '';
  if (grants.length > 0) {
    const roleCode = `role_${name}`;
    await call(app, 'sysRoleAdd', { method: 'POST', url: '/v1/sys/role/add', token: adminToken, payload: { roleName: `受限${name}`, roleCode } });
    const roles = resultOf(await call(app, 'sysRoleList', { url: `/v1/sys/role/list?roleCode=${roleCode}`, token: adminToken }));
    const roleId = roles.records[0]?.id;
    if (!roleId) throw new Error(`role ${roleCode} not created`);
    const nodes = flatTree(resultOf(await call(app, 'sysPermissionList', { url: '/v1/sys/permission/list', token: adminToken })));
    const ids = grants.map((grant) => {
      const node = nodes.find((entry) => entry.perms === grant || (entry.name === grant && entry.menuType !== 2));
      if (!node) throw new Error(`no menu entry or button ${grant}`);
      return node.id;
    });
    const saved = await call(app, 'sysPermissionSaveRolePermission', { method: 'POST', url: '/v1/sys/permission/saveRolePermission', token: adminToken, payload: { roleId, permissionIds: ids.join(','), lastpermissionIds: '' } });
    if (!saved.body.success) throw new Error(saved.body.message);
    selectedroles = roleId;
  }
  const username = `user_${name}`;
  const added = await call(app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token: adminToken, payload: { username, realname: `受限${name}`, password: '123456', selectedroles, selecteddeparts: '' } });
  if (!added.body.success) throw new Error(added.body.message);
  return username;
}
