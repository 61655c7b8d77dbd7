// The caller's own user record, from the session.
import type { UserRecord } from '../store/core-data.js';
import type { Store } from '../store/store.js';

export function caller(store: Store, session: { username: string } | null): UserRecord | undefined {
  return session ? store.userByName(session.username) : undefined;
}
