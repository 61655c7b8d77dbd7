import type { ThemeConfig } from 'antd';

/**
 * antd's theme for every screen but the login page: the settings' theme colour, and no motion for someone whose
 * system asks for reduced motion. The build extracts antd's styles for the default colour with this same function
 * (client/build/antd-static-styles.ts): the two must agree token for token, or the extracted styles go unused.
 */
export function appTheme(colour: string, reducedMotion: boolean): ThemeConfig {
  return { token: { colorPrimary: colour, motion: !reducedMotion } };
}
