// The real backend the proxy forwards to: its base URL stands for the mock's `/v1` (as API_UPSTREAM does for nginx
// in docker/), so `/v1/sys/login?x=1` goes to `<base>/sys/login?x=1`.
import http from 'node:http';
import https from 'node:https';
import { API_PREFIX } from '../openapi/register-routes.js';

export interface Backend {
  url: URL;
  /** The base URL without credentials, query or fragment: what messages and the drift report name. */
  display: string;
  /** http.request or https.request, by the URL's scheme; the options' host and port are the backend's. */
  request: (options: Omit<https.RequestOptions, 'protocol' | 'hostname' | 'port'>) => http.ClientRequest;
  /** A keep-alive agent of the URL's scheme (one per proxy, destroyed on close). */
  createAgent: () => http.Agent;
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
  const secure = url.protocol === 'https:';
  const target = { protocol: url.protocol, hostname: url.hostname, ...(url.port ? { port: url.port } : {}) };
  return {
    url,
    display: shown.href.replace(/\/$/, ''),
    request: (options) => (secure ? https.request({ ...options, ...target }) : http.request({ ...options, ...target })),
    createAgent: () => (secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true })),
    host: url.host,
  };
}

/** The backend's path (with the caller's query, byte for byte) for a raw request URL under API_PREFIX. */
export function upstreamPathOf(backend: Backend, rawUrl: string): string {
  const rest = rawUrl.slice(API_PREFIX.length);
  const path = `${backend.url.pathname.replace(/\/$/, '')}${rest}`;
  return path.startsWith('/') ? path : `/${path}`;
}
