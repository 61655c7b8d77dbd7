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
