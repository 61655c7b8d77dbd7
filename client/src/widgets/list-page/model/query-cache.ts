// Query params cached per screen in session storage (001 §3), so returning to a screen in the same tab finds its
// last search even when the address carries none.

const PREFIX = 'LIST_QUERY_PARAMS_';

export function listQueryCacheKey(screenKey: string): string {
  return `${PREFIX}${screenKey}`;
}

export function readCachedQuery(screenKey: string, storage: Storage = sessionStorage): string | null {
  try {
    return storage.getItem(listQueryCacheKey(screenKey));
  } catch {
    return null;
  }
}

export function writeCachedQuery(screenKey: string, search: string, storage: Storage = sessionStorage): void {
  try {
    if (search) storage.setItem(listQueryCacheKey(screenKey), search);
    else storage.removeItem(listQueryCacheKey(screenKey));
  } catch {
    // Storage full or disabled: the address still carries the state.
  }
}
