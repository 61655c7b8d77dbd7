// Who is logged in. Mirrored in localStorage under the Vue2 front end's keys (7 days) so a reload keeps the session.
import { create } from 'zustand';
import type { LoginRequest, LoginResult, UserInfo } from '@/api/types';
import { CacheLifetime, localCache } from '@/shared/storage/expiring-storage';
import { StorageKey, tenantIdKey } from '@/shared/storage/storage-keys';
import { usePermissionStore } from '../access/permission-store';
import { queryClient } from '../providers/query-client';
import { requestLogin, requestLogout } from './session-api';

/** Token, user name and user info are kept 7 days (604800000 ms). */
export const SESSION_LIFETIME_MS = CacheLifetime.medium;

interface SessionState {
  token: string | null;
  username: string | null;
  userInfo: UserInfo | null;
  login: (credentials: LoginRequest) => Promise<LoginResult>;
  logout: () => Promise<void>;
}

function storedSession() {
  return {
    token: localCache.get<string>(StorageKey.accessToken) || null,
    username: localCache.get<string>(StorageKey.username),
    userInfo: localCache.get<UserInfo>(StorageKey.userInfo),
  };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...storedSession(),

  async login(credentials) {
    const result = await requestLogin(credentials);
    const { token, userInfo, sysAllDictItems } = result;
    localCache.set(StorageKey.accessToken, token, SESSION_LIFETIME_MS);
    localCache.set(StorageKey.username, userInfo.username, SESSION_LIFETIME_MS);
    localCache.set(StorageKey.userInfo, userInfo, SESSION_LIFETIME_MS);
    localCache.set(StorageKey.dictCache, sysAllDictItems, SESSION_LIFETIME_MS);
    set({ token, username: userInfo.username, userInfo });
    return result;
  },

  async logout() {
    const { token, username } = get();
    for (const key of [
      StorageKey.accessToken,
      StorageKey.userInfo,
      StorageKey.username,
      StorageKey.dictCache,
      StorageKey.selectedMenuKeys,
      StorageKey.projectId,
      StorageKey.currentDepartName,
      tenantIdKey(username),
    ]) {
      localCache.remove(key);
    }
    usePermissionStore.getState().reset();
    queryClient.clear();
    set({ token: null, username: null, userInfo: null });
    // The local session is over whatever the server says.
    if (token) await requestLogout(token).catch(() => undefined);
  },
}));
