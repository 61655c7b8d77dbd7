// localStorage with per-entry expiry, readable and writable by the Vue2 front end's Vue.ls:
// key `pro__<name>`, value `{"value": ..., "expire": <epoch ms> | null}`.

export const STORAGE_PREFIX = 'pro__';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cache lifetime presets of spec 000 §9. */
export const CacheLifetime = {
  short: DAY_MS,
  medium: 7 * DAY_MS,
  long: 30 * DAY_MS,
} as const;

export const DEFAULT_CACHE_LIFETIME = CacheLifetime.medium;

export type StorageErrorKind = 'quota-exceeded' | 'invalid-data' | 'privacy-mode' | 'unknown';

interface StoredEntry {
  value: unknown;
  expire: number | null;
}

function isStoredEntry(candidate: unknown): candidate is StoredEntry {
  if (typeof candidate !== 'object' || candidate === null || !('value' in candidate)) return false;
  const expire = (candidate as { expire?: unknown }).expire;
  return expire === null || expire === undefined || typeof expire === 'number';
}

export function classifyStorageError(error: unknown): StorageErrorKind {
  if (error instanceof SyntaxError) return 'invalid-data';
  if (error instanceof DOMException || (error instanceof Error && 'name' in error)) {
    const { name } = error as { name: string };
    const code = (error as { code?: number }).code;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014) {
      return 'quota-exceeded';
    }
    // Safari private mode and blocked third-party storage refuse access outright.
    if (name === 'SecurityError') return 'privacy-mode';
  }
  return 'unknown';
}

export interface ExpiringStorage {
  get<T>(name: string): T | null;
  /** `lifetimeMs` null keeps the entry until it is removed. */
  set(name: string, value: unknown, lifetimeMs?: number | null): StorageErrorKind | null;
  remove(name: string): void;
}

export function createExpiringStorage(
  backend: () => Storage,
  now: () => number = () => Date.now(),
  onError: (kind: StorageErrorKind, error: unknown) => void = () => {},
): ExpiringStorage {
  return {
    get<T>(name: string): T | null {
      const key = STORAGE_PREFIX + name;
      try {
        const raw = backend().getItem(key);
        if (raw === null) return null;
        const entry: unknown = JSON.parse(raw);
        if (!isStoredEntry(entry)) {
          onError('invalid-data', new TypeError(`Malformed entry under ${key}`));
          return null;
        }
        if (typeof entry.expire === 'number' && entry.expire < now()) {
          backend().removeItem(key);
          return null;
        }
        return entry.value as T;
      } catch (error) {
        onError(classifyStorageError(error), error);
        return null;
      }
    },
    set(name, value, lifetimeMs = DEFAULT_CACHE_LIFETIME) {
      const entry: StoredEntry = { value, expire: lifetimeMs === null ? null : now() + lifetimeMs };
      try {
        backend().setItem(STORAGE_PREFIX + name, JSON.stringify(entry));
        return null;
      } catch (error) {
        const kind = classifyStorageError(error);
        onError(kind, error);
        return kind;
      }
    },
    remove(name) {
      try {
        backend().removeItem(STORAGE_PREFIX + name);
      } catch (error) {
        onError(classifyStorageError(error), error);
      }
    },
  };
}

export const localCache: ExpiringStorage = createExpiringStorage(() => window.localStorage);
