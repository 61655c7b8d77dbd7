/** Height of a chart that does not set one (001 §9). */
export const DEFAULT_CHART_HEIGHT = 254;

/**
 * Animation is off when a browser is driven by automation (Playwright sets navigator.webdriver), so screenshots
 * and "chart drawn" checks never catch a half-drawn frame.
 */
export function chartAnimationEnabled(nav: Pick<Navigator, 'webdriver'> | undefined = globalThis.navigator): boolean {
  return !nav?.webdriver;
}
