import type { AppConfig } from '@/shared/config/env';
import { fillMenuUrl } from './menu-url-template';

declare global {
  interface Window {
    /** The Vue2 front end's global settings; menu urls refer to them as {{ window._CONFIG['domianURL'] }}. */
    _CONFIG?: Record<string, string>;
  }
}

/** Publishes the settings under the names menus written for the Vue2 front end expect (`domianURL` sic). */
export function installLegacyWindowConfig(config: AppConfig): void {
  window._CONFIG = {
    ...window._CONFIG,
    domianURL: config.apiBaseUrl,
    staticDomainURL: config.staticDomainURL,
  };
}

export function fillMenuUrlFromWindow(template: string): string {
  return fillMenuUrl(template, { window });
}
