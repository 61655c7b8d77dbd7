// Who is logged in. Mirrored in localStorage under the Vue2 front end's keys (7 days) so a reload keeps the session.
import { create } from 'zustand';
import type { LoginRequest, LoginResult, PhoneLoginRequest, UserInfo } from '@/api/types';
import { CacheLifetime, localCache } from '@/shared/storage/expiring-storage';
import { removeDictCache, writeDictCache } from '@/shared/storage/dict-cache';
import { SessionKey, StorageKey, tenantIdKey } from '@/shared/storage/storage-keys';
import { usePermissionStore } from '../access/permission-store';
import { requestLogin, requestLogout, requestPhoneLogin, requestThirdLogin, type ThirdLoginResult, type ThirdType } from './session-api';
import { runSessionEndHandlers } from './session-end';

/** Token, user name and user info are kept 7 days (604800000 ms); so is the selected department. */
export const SESSION_LIFETIME_MS = CacheLifetime.medium;

/** login result multi_depart: the user belongs to several departments and must choose the current one. */
const SEVERAL_DEPARTMENTS = 2;

interface SessionState {
  token: string | null;
  username: string | null;
  userInfo: UserInfo | null;
  login: (credentials: LoginRequest) => Promise<LoginResult>;
  phoneLogin: (credentials: PhoneLoginRequest) => Promise<LoginResult>;
  /** Signs in with an OAuth2 callback's token, replacing any session already here (another account may arrive). */
  thirdLogin: (token: string, thirdType: ThirdType) => Promise<ThirdLoginResult>;
  /** A changed user (e.g. after choosing a department): stored 7 days. */
  updateUserInfo: (userInfo: UserInfo) => void;
  logout: () => Promise<void>;
  /**
   * Ends the session ahead of a page reload (401, expired token): the stored session and the server session go,
   * but the screen stays as it is until the reload, so the reason shown to the user stays readable.
   */
  expire: () => Promise<void>;
}

function storedSession() {
  return {
    token: localCache.get<string>(StorageKey.accessToken) || null,
    username: localCache.get<string>(StorageKey.username),
    userInfo: localCache.get<UserInfo>(StorageKey.userInfo),
  };
}

/** The first tenant the user belongs to (relTenantIds is comma separated), kept per user. */
function storeTenant(userInfo: UserInfo): void {
  const tenantId = (userInfo.relTenantIds ?? '').split(',').map((id) => id.trim()).find(Boolean);
  if (tenantId) localCache.set(tenantIdKey(userInfo.username), tenantId, SESSION_LIFETIME_MS);
  else localCache.remove(tenantIdKey(userInfo.username));
}

export function departChoiceRequired(): boolean {
  return window.sessionStorage.getItem(SessionKey.departChoiceRequired) === '1';
}

export function clearDepartChoiceRequired(): void {
  window.sessionStorage.removeItem(SessionKey.departChoiceRequired);
}

/** Removes every stored trace of the session (000 §4 logout list). */
function clearStoredSession(username: string | null): void {
  for (const key of [
    StorageKey.accessToken,
    StorageKey.userInfo,
    StorageKey.username,
    StorageKey.subMenu,
    StorageKey.selectedMenuKeys,
    StorageKey.projectId,
    StorageKey.currentDepartName,
    tenantIdKey(username),
  ]) {
    localCache.remove(key);
  }
  removeDictCache();
  clearDepartChoiceRequired();
}

/** Ends the token on the server; the local session is over whatever the server says (a refusal was already shown). */
async function endServerSession(token: string | null): Promise<void> {
  if (token) await requestLogout(token).catch(() => undefined);
}

export const useSessionStore = create<SessionState>()((set, get) => {
  const keep = ({ token, userInfo }: Pick<LoginResult, 'token' | 'userInfo'>): void => {
    localCache.set(StorageKey.accessToken, token, SESSION_LIFETIME_MS);
    localCache.set(StorageKey.username, userInfo.username, SESSION_LIFETIME_MS);
    localCache.set(StorageKey.userInfo, userInfo, SESSION_LIFETIME_MS);
  };

  const begin = (result: LoginResult): LoginResult => {
    const { token, userInfo, sysAllDictItems } = result;
    keep(result);
    writeDictCache(sysAllDictItems);
    if (userInfo.orgCodeTxt) localCache.set(StorageKey.currentDepartName, userInfo.orgCodeTxt, SESSION_LIFETIME_MS);
    storeTenant(userInfo);
    if (result.multi_depart === SEVERAL_DEPARTMENTS) window.sessionStorage.setItem(SessionKey.departChoiceRequired, '1');
    else clearDepartChoiceRequired();
    set({ token, username: userInfo.username, userInfo });
    return result;
  };

  return {
    ...storedSession(),

    login: async (credentials) => begin(await requestLogin(credentials)),

    phoneLogin: async (credentials) => begin(await requestPhoneLogin(credentials)),

    async thirdLogin(callbackToken, thirdType) {
      const result = await requestThirdLogin(callbackToken, thirdType);
      const { username: previous } = get();
      // The answer carries no dictionaries; the old user's permissions and stored choices must not stay.
      if (previous && previous !== result.userInfo.username) clearStoredSession(previous);
      usePermissionStore.getState().reset();
      keep(result);
      storeTenant(result.userInfo);
      clearDepartChoiceRequired();
      set({ token: result.token, username: result.userInfo.username, userInfo: result.userInfo });
      return result;
    },

    updateUserInfo(userInfo) {
      localCache.set(StorageKey.userInfo, userInfo, SESSION_LIFETIME_MS);
      if (userInfo.orgCodeTxt) localCache.set(StorageKey.currentDepartName, userInfo.orgCodeTxt, SESSION_LIFETIME_MS);
      set({ userInfo });
    },

    async logout() {
      const { token, username } = get();
      clearStoredSession(username);
      usePermissionStore.getState().reset();
      runSessionEndHandlers();
      set({ token: null, username: null, userInfo: null });
      await endServerSession(token);
    },

    async expire() {
      const { token, username } = get();
      clearStoredSession(username);
      usePermissionStore.getState().clearStoredLists();
      await endServerSession(token);
    },
  };
});
