// Where the client finds its backend. Build time gives the defaults (VITE_* variables); `public/config.js`
// sets `window.__MIS_CONFIG__` before the app starts so one build can be pointed at another backend.

export interface RuntimeConfig {
  apiBaseUrl?: string;
  staticDomainURL?: string;
  filePreviewURL?: string;
  ossDomainURL?: string;
  signatureSecret?: string;
  /** AMap JS API key and security code: set both to use the online map; otherwise the offline map is used. */
  amapKey?: string;
  amapSecurityCode?: string;
  /** `true` switches the OAuth2 login (企业微信 / 钉钉, /oauth2-app/login) on; anything else leaves it off. */
  oauth2LoginEnabled?: boolean;
}

export interface BuildEnv {
  VITE_API_BASE_URL?: string;
  VITE_STATIC_DOMAIN_URL?: string;
  VITE_FILE_PREVIEW_URL?: string;
  VITE_OSS_DOMAIN_URL?: string;
  /** Sub-applications: `VUE_APP_SUB_<name>=<entry url>` (vite.config.ts exposes the prefix). */
  [subApp: `${typeof SUB_APP_PREFIX}${string}`]: string | undefined;
}

/** A sub-application registered at build time under `VUE_APP_SUB_<name>`. */
export interface SubApp {
  name: string;
  entry: string;
}

export interface AppConfig {
  /** Prefix of every API call, e.g. `/v1` or `https://host/jeecg-boot`. */
  apiBaseUrl: string;
  /** Prefix for relative file paths returned by the server (uploads, avatars). */
  staticDomainURL: string;
  /** Shared secret of the X-Sign request signature; must equal the backend's `jeecg.signatureSecret`. */
  signatureSecret: string;
  /** Single sign-on (CAS) switch; off. */
  ssoEnabled: boolean;
  /** OAuth2 login switch: off unless the run-time config switches it on (A-ENV-05). */
  oauth2LoginEnabled: boolean;
  /** Host of the online file preview service (kkFileView), as upstream's VUE_APP_ONLINE_BASE_URL. */
  filePreviewURL: string;
  /** Host files in object storage are served from; without one, the backend's static domain. */
  ossDomainURL: string;
  subApps: SubApp[];
  /** The online map (AMap) when run-time config gives its key and security code; null → the offline map. */
  amap: { key: string; securityCode: string } | null;
  /** Error reporting samples every trace (spec 000 §7: full trace sampling); for the reporter once one is wired. */
  errorTracesSampleRate: number;
}

declare global {
  interface Window {
    __MIS_CONFIG__?: RuntimeConfig;
  }
}

export const DEFAULT_API_BASE_URL = '/v1';
export const SUB_APP_PREFIX = 'VUE_APP_SUB_';
/** Upstream JeecgBoot's default preview host (.env VUE_APP_ONLINE_BASE_URL). */
export const DEFAULT_FILE_PREVIEW_URL = 'http://fileview.jeecg.com/onlinePreview';
export const DEFAULT_SIGNATURE_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

export function subAppsOf(build: BuildEnv): SubApp[] {
  return Object.entries(build)
    .filter(([key, value]) => key.startsWith(SUB_APP_PREFIX) && key.length > SUB_APP_PREFIX.length && nonEmpty(value))
    .map(([key, value]) => ({ name: key.slice(SUB_APP_PREFIX.length), entry: (value as string).trim() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function amapOf(runtime: RuntimeConfig | undefined): AppConfig['amap'] {
  const key = nonEmpty(runtime?.amapKey);
  const securityCode = nonEmpty(runtime?.amapSecurityCode);
  return key && securityCode ? { key, securityCode } : null;
}

export function resolveAppConfig(runtime: RuntimeConfig | undefined, build: BuildEnv): AppConfig {
  const apiBaseUrl = withoutTrailingSlash(
    nonEmpty(runtime?.apiBaseUrl) ?? nonEmpty(build.VITE_API_BASE_URL) ?? DEFAULT_API_BASE_URL,
  );
  const staticDomainURL = withoutTrailingSlash(
    nonEmpty(runtime?.staticDomainURL) ?? nonEmpty(build.VITE_STATIC_DOMAIN_URL) ?? `${apiBaseUrl}/sys/common/static`,
  );
  return {
    apiBaseUrl,
    staticDomainURL,
    signatureSecret: nonEmpty(runtime?.signatureSecret) ?? DEFAULT_SIGNATURE_SECRET,
    ssoEnabled: false,
    oauth2LoginEnabled: runtime?.oauth2LoginEnabled === true,
    filePreviewURL: withoutTrailingSlash(nonEmpty(runtime?.filePreviewURL) ?? nonEmpty(build.VITE_FILE_PREVIEW_URL) ?? DEFAULT_FILE_PREVIEW_URL),
    ossDomainURL: withoutTrailingSlash(nonEmpty(runtime?.ossDomainURL) ?? nonEmpty(build.VITE_OSS_DOMAIN_URL) ?? staticDomainURL),
    subApps: subAppsOf(build),
    amap: amapOf(runtime),
    errorTracesSampleRate: 1,
  };
}

export const appConfig: AppConfig = resolveAppConfig(
  typeof window === 'undefined' ? undefined : window.__MIS_CONFIG__,
  import.meta.env as BuildEnv,
);
