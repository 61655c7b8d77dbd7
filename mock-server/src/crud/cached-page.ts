// A list answer computed once per data revision and query, for lists that depend on nothing but the store and the
// query (not on the session or the clock). Any writing operation bumps the revision (register-routes.ts), so a cached page never
// outlives the data it was read from. The client's cache-buster `_t` is not part of the key.
import type { Envelope } from '../envelope.js';
import type { Store } from '../store/store.js';
import { markImmutable } from './json-once.js';

export function cachedPage<T>(store: Store, list: string, query: Record<string, unknown>, compute: () => Envelope<T>): Envelope<T> {
  const answer = store.memo(pageKey(list, query), () => {
    const computed = compute();
    if (computed.result !== null && typeof computed.result === 'object') markImmutable(computed.result);
    return computed;
  });
  return { success: answer.success, message: answer.message, code: answer.code, result: answer.result, timestamp: Date.now() };
}

/** The list and its validated query, `_t` left out; values are JSON so that `a,b` and ['a', 'b'] differ. */
function pageKey(list: string, query: Record<string, unknown>): string {
  let key = `page:${list}`;
  for (const name in query) {
    if (name !== '_t') key += `&${name}=${JSON.stringify(query[name])}`;
  }
  return key;
}
