// A list answer computed once per data revision and query, for lists that depend on nothing but the store and the
// query (not on the session or the clock). Any writing operation bumps the revision (register-routes.ts), so a
// cached page never outlives the data it was read from. The client's cache-buster `_t` is not part of the key.
import type { Envelope } from '../envelope.js';
import type { Store } from '../store/store.js';
import { StableEnvelope } from './json-once.js';
import { queryKey } from './query-key.js';

export function cachedPage<T>(store: Store, list: string, query: Record<string, unknown>, compute: () => Envelope<T>): Envelope<T> {
  const answer = store.memo(queryKey(`page:${list}`, query, ['_t']), compute);
  return new StableEnvelope(answer.success, answer.message, answer.code, answer.result, Date.now());
}

