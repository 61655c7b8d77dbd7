// The UI settings of the settings drawer (spec 000 §2.3) and their defaults (000 §9).

export type MenuTheme = 'dark' | 'light';
export type NavigationMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface UiSettings {
  sidebarOpen: boolean;
  theme: MenuTheme;
  layout: NavigationMode;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  autoHideHeader: boolean;
  contentWidth: ContentWidth;
  colour: string;
  colourWeak: boolean;
  multipage: boolean;
}

/** The eight theme colour presets (the Vue2 front end's SettingDrawer); 拂晓蓝 is the default blue. */
export const COLOUR_PRESETS: ReadonlyArray<{ name: string; colour: string }> = [
  { name: '薄暮', colour: '#F5222D' },
  { name: '火山', colour: '#FA541C' },
  { name: '日暮', colour: '#FAAD14' },
  { name: '明青', colour: '#13C2C2' },
  { name: '极光绿', colour: '#52C41A' },
  { name: '拂晓蓝（默认）', colour: '#1890FF' },
  { name: '极客蓝', colour: '#2F54EB' },
  { name: '酱紫', colour: '#722ED1' },
];

export const DEFAULT_COLOUR = '#1890FF';

/** Spec 000 §9: blue, sidemenu, fixed header and sider, content width Fixed, multipage off; dark menu (§2.3). */
export const DEFAULT_UI_SETTINGS: Readonly<UiSettings> = {
  sidebarOpen: true,
  theme: 'dark',
  layout: 'sidemenu',
  fixedHeader: true,
  fixedSidebar: true,
  autoHideHeader: false,
  contentWidth: 'Fixed',
  colour: DEFAULT_COLOUR,
  colourWeak: false,
  multipage: false,
};

/**
 * The rules between settings: Fluid only with topmenu; the side menu cannot be fixed in topmenu; hiding the
 * header on scroll needs a fixed header. Returns the settings with every rule applied.
 */
export function withSettingRules(settings: UiSettings): UiSettings {
  const next = { ...settings };
  if (next.layout === 'sidemenu') next.contentWidth = 'Fixed';
  if (next.layout === 'topmenu') next.fixedSidebar = false;
  if (!next.fixedHeader) next.autoHideHeader = false;
  return next;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isThemeColour(colour: unknown): colour is string {
  return typeof colour === 'string' && HEX_COLOUR.test(colour);
}
