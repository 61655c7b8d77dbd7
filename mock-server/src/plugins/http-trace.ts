// Records every request the server answers for 请求追踪 (Actuator's httptrace), without secrets: the token,
// authorization and cookie headers are dropped, and a `token` query parameter is masked.
import type { FastifyInstance } from 'fastify';
import { recordTrace } from '../store/http-traces.js';
import type { Store } from '../store/store.js';

/** Request headers never kept: how a caller proves who they are. */
const SECRET_REQUEST_HEADERS = new Set(['x-access-token', 'authorization', 'cookie', 'token', 'proxy-authorization']);
const SECRET_RESPONSE_HEADERS = new Set(['set-cookie']);

type Headers = Record<string, string | string[] | number | undefined>;

function kept(headers: Headers, secrets: Set<string>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || secrets.has(name.toLowerCase())) continue;
    result[name] = Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return result;
}

/** The URL as requested, any token in its query masked (the client sends one to downloads and sockets). */
export function maskedUri(host: string, url: string): string {
  const parsed = new URL(url, `http://${host || 'localhost'}`);
  for (const name of [...parsed.searchParams.keys()]) {
    if (name.toLowerCase() === 'token' || name.toLowerCase() === 'x-access-token') parsed.searchParams.set(name, '******');
  }
  return parsed.toString();
}

export function registerHttpTrace(app: FastifyInstance, store: Store): void {
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request, performance.now());
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const start = started.get(request) ?? performance.now();
    recordTrace(store, {
      timestamp: new Date(Date.now() - (performance.now() - start)).toISOString(),
      principal: request.session ? { name: request.session.username } : null,
      session: null,
      request: {
        method: request.method,
        uri: maskedUri(request.headers.host ?? '', request.url),
        headers: kept(request.headers, SECRET_REQUEST_HEADERS),
        remoteAddress: request.ip,
      },
      response: { status: reply.statusCode, headers: kept(reply.getHeaders() as Headers, SECRET_RESPONSE_HEADERS) },
      timeTaken: Math.round(performance.now() - start),
    });
    done();
  });
}
