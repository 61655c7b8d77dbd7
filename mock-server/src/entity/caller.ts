// The caller's own user record, from the session.
import type { Store } from '../store/store.js';
import type { UserRecord } from '../store/records/users.js';

export function caller(store: Store, session: { username: string } | null): UserRecord | undefined {
  return session ? store.userByName(session.username) : undefined;
}
