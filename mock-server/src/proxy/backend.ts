// The real backend the proxy forwards to: its base URL stands for the mock's `/v1` (as API_UPSTREAM does for nginx
// in docker/), so `/v1/sys/login?x=1` goes to `<base>/sys/login?x=1`.
import http from 'node:http';
import https from 'node:https';
import { API_PREFIX } from '../openapi/register-routes.js';

export interface Backend {
  url: URL;
  /** The base URL without credentials, query or fragment: what messages and the drift report name. */
  display: string;
  transport: typeof http | typeof https;
  /** The Host header the backend expects. */
  host: string;
}

/** Parses `--proxy <url>`; throws a readable error for anything but an absolute http(s) URL. */
export function parseBackend(text: string): Backend {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--proxy needs the backend's base URL (e.g. https://backend.example/jeecg-boot), not "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--proxy takes an http or https URL, not ${url.protocol}`);
  const shown = new URL(url.href);
  shown.username = '';
  shown.password = '';
  shown.search = '';
  shown.hash = '';
  return {
    url,
    display: shown.href.replace(/\/$/, ''),
    transport: url.protocol === 'https:' ? https : http,
    host: url.host,
  };
}

/** The backend's path (with the caller's query, byte for byte) for a raw request URL under API_PREFIX. */
export function upstreamPathOf(backend: Backend, rawUrl: string): string {
  const rest = rawUrl.slice(API_PREFIX.length);
  const path = `${backend.url.pathname.replace(/\/$/, '')}${rest}`;
  return path.startsWith('/') ? path : `/${path}`;
}
