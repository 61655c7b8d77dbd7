// Sets up 系统管理 data through the API: menu entries, roles with their grants, users holding them.
import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './session';

interface MenuNode {
  id: string;
  name: string;
  perms?: string | null;
  children?: MenuNode[];
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

export async function menuEntries(request: APIRequestContext, token: string): Promise<MenuNode[]> {
  return flatten((await apiCall<MenuNode[]>(request, token, 'GET', '/sys/permission/list')).result);
}

/** The id of the menu entry with this title, or of the button with these perms. */
export async function menuIdOf(request: APIRequestContext, token: string, nameOrPerms: string): Promise<string> {
  const entry = (await menuEntries(request, token)).find((node) => node.name === nameOrPerms || node.perms === nameOrPerms);
  if (!entry) throw new Error(`no menu entry ${nameOrPerms}`);
  return entry.id;
}

export async function addSubMenu(request: APIRequestContext, token: string, parentId: string, name: string): Promise<string> {
  await apiCall(request, token, 'POST', '/sys/permission/add', { menuType: 1, parentId, name, url: `/e2e/${Date.now()}${Math.random().toString(36).slice(2, 6)}`, component: 'e2e/Page', sortNo: 99, route: true });
  return menuIdOf(request, token, name);
}

/**
 * A user whose only role grants exactly these menu entries and buttons (titles or perms): a restricted
 * administrator. Answers the new username (password 123456).
 */
export async function restrictedUser(request: APIRequestContext, token: string, grants: readonly string[]): Promise<string> {
  const stamp = Date.now().toString(36);
  const roleCode = `e2e_${stamp}`;
  await apiCall(request, token, 'POST', '/sys/role/add', { roleName: `受限${stamp}`, roleCode });
  const roles = await apiCall<{ records: { id: string; roleCode: string }[] }>(request, token, 'GET', `/sys/role/list?roleCode=${roleCode}`);
  const roleId = roles.result.records[0]?.id;
  if (!roleId) throw new Error('role not created');
  const ids = await Promise.all(grants.map((grant) => menuIdOf(request, token, grant)));
  await apiCall(request, token, 'POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: ids.join(','), lastpermissionIds: '' });
  const username = `e2e${stamp}`;
  const added = await apiCall(request, token, 'POST', '/sys/user/add', { username, realname: `受限${stamp}`, password: '123456', selectedroles: roleId, selecteddeparts: '' });
  if (!added.success) throw new Error(added.message);
  return username;
}
