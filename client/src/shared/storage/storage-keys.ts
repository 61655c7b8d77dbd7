// Names of the stored session entries, as the Vue2 front end spells them (jeecg mutation-types.js), so both can
// share a browser profile. localStorage names get the `pro__` prefix from expiring-storage.

export const StorageKey = {
  accessToken: 'Access-Token',
  username: 'Login_Username',
  userInfo: 'Login_Userinfo',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
  selectedMenuKeys: 'SELECTED_MENU_KEYS',
  currentDepartName: 'CURRENT_DEPART_NAME',
  projectId: 'PROJECT_ID',
} as const;

/** sessionStorage keys (no prefix, plain JSON) holding the permission lists. */
export const SessionKey = {
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  systemButtonAuth: 'SYS_BUTTON_AUTH',
} as const;

/** The tenant id is kept per user: `TENANT_ID_<username>`. */
export function tenantIdKey(username: string | null | undefined): string {
  return username ? `${StorageKey.tenantId}_${username}` : StorageKey.tenantId;
}
