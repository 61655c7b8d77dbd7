import { appConfig } from '@/shared/config/env';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Server file paths are relative (`temp/a_1700.png`); they are served under the static domain prefix. */
export function staticFileUrl(path: string | null | undefined, staticDomainURL: string = appConfig.staticDomainURL): string {
  if (!path) return '';
  if (ABSOLUTE.test(path)) return path;
  return `${staticDomainURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
