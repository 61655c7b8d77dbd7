import { useEffect } from 'react';
import { STORAGE_PREFIX } from '@/shared/storage/expiring-storage';
import { StorageKey } from '@/shared/storage/storage-keys';

const TOKEN_STORAGE_KEY = STORAGE_PREFIX + StorageKey.accessToken;

/** Another tab logged in, out, or as someone else (a cleared storage counts too). */
export function isTokenChange(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean {
  if (event.key === null) return true;
  return event.key === TOKEN_STORAGE_KEY && event.oldValue !== event.newValue;
}

/** Reloads this tab when the stored token changes in another one, so it never runs on someone else's session. */
export function useCrossTabTokenSync(reload: () => void = () => window.location.reload()): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isTokenChange(event)) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);
}
