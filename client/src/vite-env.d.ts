/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time API base URL; `window.__MIS_CONFIG__.apiBaseUrl` overrides it at run time. */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_STATIC_DOMAIN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
