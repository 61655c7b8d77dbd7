// Authorisation of an operation (upstream's Shiro @RequiresPermissions): what a signed-in user's roles grant, read
// from the same permission rows and rules as the user's menu (GET /sys/permission/getUserPermissionByToken), against
// the menu paths and button codes an operation names in its `x-permission` (docs/architecture.md §4).
import { permissions } from '../entities/permissions.js';
import { buildUserPermissions } from '../store/permissions.js';
import type { Store } from '../store/store.js';
import type { Schema } from '../lib/schema.js';

/** Upstream's refusal (JeecgBootExceptionHandler on Shiro's AuthorizationException): HTTP 200, code 510. */
export const NO_PERMISSION_MESSAGE = '没有权限，请联系管理员授权';
export const NO_PERMISSION_CODE = 510;

type MenuItem = Schema<'MenuItem'>;

function collectPaths(items: MenuItem[], into: Set<string>): void {
  for (const item of items) {
    into.add(item.path);
    if (item.meta.url) into.add(item.meta.url);
    if (item.children) collectPaths(item.children, into);
  }
}

/**
 * The menu paths and button codes a user holds: their menu's entries, the buttons of their `auth` list (a comma
 * separated code grants each code), and every button whose rule is inactive (status 0), which the client shows to
 * everyone, so the server refuses exactly what the client hides. Computed once per user and data revision: a grant,
 * a role change or a menu edit is a write, which starts a new revision.
 */
export function grantsOf(store: Store, username: string): ReadonlySet<string> {
  return store.memo(`operation-grants:${username}`, () => {
    const grants = new Set<string>();
    const user = store.userByName(username);
    if (!user) return grants;
    const answer = buildUserPermissions(permissions.all(store), user.roleCodes);
    collectPaths(answer.menu, grants);
    const codes = [...answer.auth.map((entry) => entry.action), ...answer.allAuth.filter((entry) => entry.status === '0').map((entry) => entry.action)];
    for (const code of codes) for (const part of code.split(',')) if (part.trim()) grants.add(part.trim());
    return grants;
  });
}

/** Whether the user holds one of the operation's required grants (an operation requiring none is open to all). */
export function mayCall(store: Store, username: string, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const grants = grantsOf(store, username);
  return required.some((grant) => grants.has(grant));
}
