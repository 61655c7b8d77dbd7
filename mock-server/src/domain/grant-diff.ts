// Grants (to roles, departments, department roles) save with upstream's diff of two comma lists.
import { idList } from '../crud/rows.js';
import { permissions } from '../entities/permissions.js';
import type { Store } from '../store/store.js';
import { PERMISSION_NOT_FOUND } from './permission-tree.js';

interface Diff {
  grant: string[];
  revoke: string[];
}

/** Upstream getDiff both ways: ids new but not last are granted; ids last but not new are revoked. */
export function diffOf(permissionIds: string, lastPermissionIds: string | null | undefined): Diff {
  const next = idList(permissionIds);
  const last = idList(lastPermissionIds);
  return { grant: next.filter((id) => !last.includes(id)), revoke: last.filter((id) => !next.includes(id)) };
}

/** The refusal naming the first of `ids` that is no permission, or null. */
export function unknownPermission(store: Store, ids: string[]): string | null {
  const missing = ids.find((id) => !permissions.all(store).some((row) => row.id === id));
  return missing ? `${PERMISSION_NOT_FOUND}：${missing}` : null;
}
