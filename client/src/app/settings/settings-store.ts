// The UI settings, kept in localStorage under the Vue2 front end's keys (no expiry) and applied on reload.
import { create } from 'zustand';
import { ErrorText } from '@/api/errors';
import { localCache } from '@/shared/storage/expiring-storage';
import { UiKey } from '@/shared/storage/storage-keys';
import { DEFAULT_UI_SETTINGS, isThemeColour, withSettingRules, type UiSettings } from './ui-settings';

type SettingName = keyof UiSettings;

const KEY_OF: Readonly<Record<SettingName, string>> = {
  sidebarOpen: UiKey.sidebarOpen,
  theme: UiKey.theme,
  layout: UiKey.layout,
  fixedHeader: UiKey.fixedHeader,
  fixedSidebar: UiKey.fixedSidebar,
  autoHideHeader: UiKey.autoHideHeader,
  contentWidth: UiKey.contentWidth,
  colour: UiKey.colour,
  colourWeak: UiKey.colourWeak,
  multipage: UiKey.multipage,
};

const ALLOWED: { [Name in SettingName]: (value: unknown) => boolean } = {
  sidebarOpen: (value) => typeof value === 'boolean',
  theme: (value) => value === 'dark' || value === 'light',
  layout: (value) => value === 'sidemenu' || value === 'topmenu',
  fixedHeader: (value) => typeof value === 'boolean',
  fixedSidebar: (value) => typeof value === 'boolean',
  autoHideHeader: (value) => typeof value === 'boolean',
  contentWidth: (value) => value === 'Fixed' || value === 'Fluid',
  colour: isThemeColour,
  colourWeak: (value) => typeof value === 'boolean',
  multipage: (value) => typeof value === 'boolean',
};

/** The stored settings over the defaults; a stored value of the wrong kind is ignored. */
export function readStoredSettings(): UiSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_UI_SETTINGS };
  for (const name of Object.keys(KEY_OF) as SettingName[]) {
    const stored = localCache.get<unknown>(KEY_OF[name]);
    if (stored !== null && ALLOWED[name](stored)) settings[name] = stored;
  }
  return withSettingRules(settings as unknown as UiSettings);
}

function persist(previous: UiSettings, next: UiSettings): void {
  for (const name of Object.keys(KEY_OF) as SettingName[]) {
    if (previous[name] !== next[name]) localCache.set(KEY_OF[name], next[name], null);
  }
}

/** Why a theme colour could not be applied; null when it was. */
export type ThemeFailure = typeof ErrorText.themeUpdateFailed | null;

interface SettingsState extends UiSettings {
  change: <Name extends SettingName>(name: Name, value: UiSettings[Name]) => void;
  /** Applies a theme colour; anything but a #rrggbb colour is a failed theme update. */
  changeColour: (colour: string) => ThemeFailure;
}

function settingsOf(state: SettingsState): UiSettings {
  const { change: _change, changeColour: _changeColour, ...settings } = state;
  return settings;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readStoredSettings(),
  change(name, value) {
    const previous = settingsOf(get());
    const next = withSettingRules({ ...previous, [name]: value });
    persist(previous, next);
    set(next);
  },
  changeColour(colour) {
    if (!isThemeColour(colour)) return ErrorText.themeUpdateFailed;
    get().change('colour', colour);
    return null;
  },
}));
