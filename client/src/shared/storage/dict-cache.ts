// The UI dictionary cache (A-DICT, 000 §9): every dictionary's items keyed by code, written at login and after
// 刷新缓存, kept with the medium lifetime under UI_CACHE_DB_DICT_DATA. The one cache the dictionary widgets read;
// writers notify readers so open widgets show the refreshed items.
import { CacheLifetime, localCache } from './expiring-storage';
import { StorageKey } from './storage-keys';

/** The dictionary cache uses the medium cache lifetime (000 §9): 7 days. */
export const DICT_CACHE_LIFETIME_MS = CacheLifetime.medium;

/** Items as the server sent them; the widgets normalise them. */
export type CachedDictionaries = Record<string, unknown>;

const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version++;
  for (const listener of listeners) listener();
}

export function readDictCache(): CachedDictionaries | null {
  const stored = localCache.get<unknown>(StorageKey.dictCache);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as CachedDictionaries) : null;
}

/** The cached items of one dictionary code, or null when the cache lacks it (or has expired). */
export function readCachedDict(code: string): unknown[] | null {
  const items = readDictCache()?.[code];
  return Array.isArray(items) ? items : null;
}

export function writeDictCache(dictionaries: CachedDictionaries | null | undefined): void {
  localCache.remove(StorageKey.dictCache);
  localCache.set(StorageKey.dictCache, dictionaries ?? {}, DICT_CACHE_LIFETIME_MS);
  notify();
}

export function removeDictCache(): void {
  localCache.remove(StorageKey.dictCache);
  notify();
}

/** For useSyncExternalStore: changes whenever the cache is written or removed in this tab. */
export function dictCacheVersion(): number {
  return version;
}

export function subscribeDictCache(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
