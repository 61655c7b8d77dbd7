// B-POPUP-07 / B-POPUP-08: a report's columns and query info are cached per group for 30 s, so several popup
// fields of one form (one group) ask once. A failed load is not kept.
import { POPUP_CACHE_LIFETIME_MS } from './popup-limits';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export interface PopupCache {
  get<T>(group: string, key: string, load: () => Promise<T>): Promise<T>;
}

export function createPopupCache(now: () => number = Date.now, lifetimeMs = POPUP_CACHE_LIFETIME_MS): PopupCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(group: string, key: string, load: () => Promise<T>): Promise<T> {
      const id = `${group}\u0000${key}`;
      const entry = entries.get(id);
      if (entry && entry.expires > now()) return entry.value as Promise<T>;
      const value = load();
      entries.set(id, { expires: now() + lifetimeMs, value });
      value.catch(() => entries.delete(id));
      return value;
    },
  };
}

/** The app's one popup cache. */
export const popupCache = createPopupCache();
