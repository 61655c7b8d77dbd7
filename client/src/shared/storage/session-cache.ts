// Read access to the stored session for layers below the app shell (the HTTP client needs the token and tenant).
import { localCache } from './expiring-storage';
import { StorageKey, tenantIdKey } from './storage-keys';

export function readStoredToken(): string | null {
  return localCache.get<string>(StorageKey.accessToken) || null;
}

export function readStoredTenantId(): string | number | null {
  const username = localCache.get<string>(StorageKey.username);
  return localCache.get<string | number>(tenantIdKey(username));
}
