import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSettings, useSettingsStore } from './settings-store';
import { COLOUR_PRESETS, DEFAULT_UI_SETTINGS } from './ui-settings';

function stored(key: string): unknown {
  const raw = window.localStorage.getItem(`pro__${key}`);
  return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
}

beforeEach(() => {
  window.localStorage.clear();
  useSettingsStore.setState({ ...DEFAULT_UI_SETTINGS });
});

describe('UI defaults (000 §9)', () => {
  it('A-SETTINGS-13 primary colour blue', () => expect(DEFAULT_UI_SETTINGS.colour).toBe('#1890FF'));
  it('A-SETTINGS-14 sidemenu layout', () => expect(DEFAULT_UI_SETTINGS.layout).toBe('sidemenu'));
  it('A-SETTINGS-15 fixed header on', () => expect(DEFAULT_UI_SETTINGS.fixedHeader).toBe(true));
  it('A-SETTINGS-16 fixed sider on', () => expect(DEFAULT_UI_SETTINGS.fixedSidebar).toBe(true));
  it('A-SETTINGS-17 content width Fixed', () => expect(DEFAULT_UI_SETTINGS.contentWidth).toBe('Fixed'));
  it('A-SETTINGS-18 multipage off', () => expect(DEFAULT_UI_SETTINGS.multipage).toBe(false));
  it('A-LAYOUT-03 the menu theme is dark', () => expect(DEFAULT_UI_SETTINGS.theme).toBe('dark'));

  it('A-SETTINGS-02 eight colour presets including the default blue', () => {
    expect(COLOUR_PRESETS).toHaveLength(8);
    expect(new Set(COLOUR_PRESETS.map((preset) => preset.colour)).size).toBe(8);
    expect(COLOUR_PRESETS.map((preset) => preset.colour)).toContain('#1890FF');
  });

  it('with nothing stored, the defaults apply', () => {
    expect(readStoredSettings()).toEqual(DEFAULT_UI_SETTINGS);
  });
});

describe('settings store', () => {
  it('A-STORE-07 every setting is kept in localStorage under its key and read back on reload', () => {
    const { change } = useSettingsStore.getState();
    change('layout', 'topmenu');
    change('contentWidth', 'Fluid');
    change('theme', 'light');
    change('fixedHeader', true);
    change('autoHideHeader', true);
    change('colourWeak', true);
    change('multipage', true);
    change('sidebarOpen', false);
    useSettingsStore.getState().changeColour('#722ED1');
    expect(stored('DEFAULT_LAYOUT_MODE')).toBe('topmenu');
    expect(stored('DEFAULT_CONTENT_WIDTH_TYPE')).toBe('Fluid');
    expect(stored('DEFAULT_THEME')).toBe('light');
    expect(stored('DEFAULT_FIXED_HEADER_HIDDEN')).toBe(true);
    expect(stored('DEFAULT_COLOR_WEAK')).toBe(true);
    expect(stored('DEFAULT_MULTI_PAGE')).toBe(true);
    expect(stored('SIDEBAR_TYPE')).toBe(false);
    expect(stored('DEFAULT_COLOR')).toBe('#722ED1');
    // topmenu switched the fixed side menu off
    expect(stored('DEFAULT_FIXED_SIDEMENU')).toBe(false);
    expect(readStoredSettings()).toMatchObject({
      layout: 'topmenu',
      contentWidth: 'Fluid',
      theme: 'light',
      fixedHeader: true,
      autoHideHeader: true,
      fixedSidebar: false,
      colour: '#722ED1',
      colourWeak: true,
      multipage: true,
      sidebarOpen: false,
    });
  });

  it('A-SETTINGS-05 Fluid is only kept with topmenu', () => {
    const { change } = useSettingsStore.getState();
    change('contentWidth', 'Fluid');
    expect(useSettingsStore.getState().contentWidth).toBe('Fixed');
    change('layout', 'topmenu');
    change('contentWidth', 'Fluid');
    expect(useSettingsStore.getState().contentWidth).toBe('Fluid');
    change('layout', 'sidemenu');
    expect(useSettingsStore.getState().contentWidth).toBe('Fixed');
  });

  it('A-SETTINGS-08 hiding the header on scroll needs a fixed header', () => {
    const { change } = useSettingsStore.getState();
    change('autoHideHeader', true);
    expect(useSettingsStore.getState().autoHideHeader).toBe(true);
    change('fixedHeader', false);
    expect(useSettingsStore.getState()).toMatchObject({ fixedHeader: false, autoHideHeader: false });
    change('autoHideHeader', true);
    expect(useSettingsStore.getState().autoHideHeader).toBe(false);
  });

  it('A-SETTINGS-10 the side menu cannot be fixed in topmenu', () => {
    const { change } = useSettingsStore.getState();
    change('layout', 'topmenu');
    change('fixedSidebar', true);
    expect(useSettingsStore.getState().fixedSidebar).toBe(false);
  });

  it('A-SETTINGS-19 a theme colour that cannot be applied reports Failed to update theme', () => {
    expect(useSettingsStore.getState().changeColour('not-a-colour')).toBe('Failed to update theme');
    expect(useSettingsStore.getState().colour).toBe('#1890FF');
    expect(useSettingsStore.getState().changeColour('#13C2C2')).toBeNull();
    expect(useSettingsStore.getState().colour).toBe('#13C2C2');
  });

  it('ignores stored values of the wrong kind', () => {
    window.localStorage.setItem('pro__DEFAULT_THEME', JSON.stringify({ value: 'purple', expire: null }));
    window.localStorage.setItem('pro__DEFAULT_COLOR', JSON.stringify({ value: 'red', expire: null }));
    expect(readStoredSettings()).toMatchObject({ theme: 'dark', colour: '#1890FF' });
  });
});
