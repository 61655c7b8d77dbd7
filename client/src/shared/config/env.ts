// Where the client finds its backend. Build time gives the defaults (VITE_* variables); `public/config.js`
// sets `window.__MIS_CONFIG__` before the app starts so one build can be pointed at another backend.

export interface RuntimeConfig {
  apiBaseUrl?: string;
  staticDomainURL?: string;
  signatureSecret?: string;
}

export interface BuildEnv {
  VITE_API_BASE_URL?: string;
  VITE_STATIC_DOMAIN_URL?: string;
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
  /** OAuth2 login switch; off. */
  oauth2LoginEnabled: boolean;
}

declare global {
  interface Window {
    __MIS_CONFIG__?: RuntimeConfig;
  }
}

export const DEFAULT_API_BASE_URL = '/v1';
export const DEFAULT_SIGNATURE_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
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
    oauth2LoginEnabled: false,
  };
}

export const appConfig: AppConfig = resolveAppConfig(
  typeof window === 'undefined' ? undefined : window.__MIS_CONFIG__,
  import.meta.env,
);
