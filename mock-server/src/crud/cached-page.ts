// A list answer computed once per data revision and query, for lists that depend on nothing but the store and the
// query (not on the session or the clock). Any write request bumps the revision (app.ts), so a cached page never
// outlives the data it was read from. The client's cache-buster `_t` is not part of the key.
import type { Envelope } from '../envelope.js';
import type { Store } from '../store/store.js';
import { markImmutable } from './json-once.js';

export function cachedPage<T>(store: Store, list: string, query: Record<string, unknown>, compute: () => Envelope<T>): Envelope<T> {
  const { _t: _cacheBuster, ...key } = query;
  const answer = store.memo(`page:${list}:${JSON.stringify(key)}`, () => {
    const computed = compute();
    if (computed.result !== null && typeof computed.result === 'object') markImmutable(computed.result);
    return computed;
  });
  return { ...answer, timestamp: Date.now() };
}
