// A list answer computed once per data revision and query, for lists that depend on nothing but the store and the
// query (not on the session or the clock). Any writing operation bumps the revision (register-routes.ts), so a
// cached page never outlives the data it was read from. The client's cache-buster `_t` is not part of the key.
import type { Envelope } from '../envelope.js';
import type { Store } from '../store/store.js';
import { StableEnvelope } from './json-once.js';

export function cachedPage<T>(store: Store, list: string, query: Record<string, unknown>, compute: () => Envelope<T>): Envelope<T> {
  const answer = store.memo(pageKey(list, query), compute);
  return new StableEnvelope(answer.success, answer.message, answer.code, answer.result, Date.now());
}

/**
 * The list and its validated query, `_t` left out. A parameter's type is fixed by the document (validation coerces
 * to it), so a string value is written as it is and only other values as JSON.
 */
function pageKey(list: string, query: Record<string, unknown>): string {
  let key = `page:${list}`;
  for (const name in query) {
    if (name === '_t') continue;
    const value = query[name];
    key += `&${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
  }
  return key;
}
