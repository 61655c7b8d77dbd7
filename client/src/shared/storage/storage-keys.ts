// Names of the stored session entries, as the Vue2 front end spells them (jeecg mutation-types.js), so both can
// share a browser profile. localStorage names get the `pro__` prefix from expiring-storage.

export const StorageKey = {
  accessToken: 'Access-Token',
  username: 'Login_Username',
  userInfo: 'Login_Userinfo',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
  /** The side menu's selected entry. */
  selectedMenuKeys: 'SELECTED_MENU_KEYS',
  /** The side menu's open sub-menus. */
  subMenu: 'SUB_MENU',
  currentDepartName: 'CURRENT_DEPART_NAME',
  projectId: 'PROJECT_ID',
} as const;

/** UI settings of the settings drawer (spec 000 §3), kept without expiry. */
export const UiKey = {
  sidebarOpen: 'SIDEBAR_TYPE',
  theme: 'DEFAULT_THEME',
  layout: 'DEFAULT_LAYOUT_MODE',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedSidebar: 'DEFAULT_FIXED_SIDEMENU',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  colour: 'DEFAULT_COLOR',
  colourWeak: 'DEFAULT_COLOR_WEAK',
  multipage: 'DEFAULT_MULTI_PAGE',
} as const;

/** sessionStorage keys (no prefix, plain JSON). */
export const SessionKey = {
  /** The user's button permissions (`auth`). */
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  /** Every button permission with its status (`allAuth`). */
  systemButtonAuth: 'SYS_BUTTON_AUTH',
  /** The open page tabs (multi-page mode), so a reload keeps the tab strip (not the pages' state). */
  pageTabs: 'MULTI_PAGE_TABS',
  /** Set by a login of a user with several departments until a current one is chosen. */
  departChoiceRequired: 'DEPART_CHOICE_REQUIRED',
} as const;

/** The tenant id is kept per user: `TENANT_ID_<username>`. */
export function tenantIdKey(username: string | null | undefined): string {
  return username ? `${StorageKey.tenantId}_${username}` : StorageKey.tenantId;
}
