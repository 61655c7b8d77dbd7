// buildProxyApp(): the validating proxy (`server.js --proxy <backend>`, issue 33). Every call under /v1 is forwarded
// to the real backend and its answer returned unchanged; afterwards the request and the answer are checked against
// the OpenAPI document and what differs goes into the drift report. The built client is served as by the mock, so
// staff can use the UI against the real backend through it; the two websockets are tunnelled.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { loadDocument } from '../openapi/document.js';
import { API_PREFIX } from '../openapi/register-routes.js';
import { registerErrorHandling } from '../plugins/errors.js';
import { DEFAULT_STATIC_DIR, serveClient } from '../plugins/static-client.js';
import { parseBackend, upstreamPathOf } from './backend.js';
import { DriftReport } from './drift-report.js';
import { registerDriftRoutes } from './drift-routes.js';
import { createExchangeChecker } from './exchange-check.js';
import { forward } from './forward.js';
import { tunnelWebsockets } from './websocket-tunnel.js';

export interface ProxyOptions {
  /** The backend's base URL, standing for /v1 (e.g. https://backend.example/jeecg-boot). */
  backend: string;
  /** Directory of the built client to serve; false for API only. Default client/dist. */
  staticDir?: string | false;
  /** Where to write the drift report (JSON); without it the report is only at GET /__mock/drift. */
  driftReportFile?: string;
  /** How long the backend may take to start answering. Default 60 s. */
  timeoutMs?: number;
  logger?: boolean;
}

export type ProxyApp = FastifyInstance & { drift: DriftReport };

/** Bodies larger than this are forwarded but not checked (uploads of big files). */
const KEEP_LIMIT = 10 * 1024 * 1024;

const CHECKED_BODIES = /^(application\/(?:[\w.+-]*\+)?json|application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const isCheckedBody = (headers: IncomingHttpHeaders) => CHECKED_BODIES.test(headers['content-type'] ?? '');

export async function buildProxyApp(options: ProxyOptions): Promise<ProxyApp> {
  const backend = parseBackend(options.backend);
  const check = createExchangeChecker(loadDocument());
  const report = new DriftReport(backend.display, options.driftReportFile);
  // Written at once, so a path that cannot be written stops the start rather than the first finding.
  report.flush();
  const agent = backend.createAgent();
  const forwarding = { backend, agent, timeoutMs: options.timeoutMs ?? 60_000, keep: isCheckedBody, keepLimit: KEEP_LIMIT };

  const app = Fastify({ logger: options.logger ?? false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 20_000 } });
  registerErrorHandling(app);
  // A body is streamed to the backend as it arrives: no parser reads it here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  registerDriftRoutes(app, report);

  const relay = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const rawUrl = request.raw.url ?? request.url;
    const queryAt = rawUrl.indexOf('?');
    const path = (queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt)).slice(API_PREFIX.length) || '/';
    const query = new URLSearchParams(queryAt < 0 ? '' : rawUrl.slice(queryAt + 1));
    const method = request.method;
    // The backend's own control routes (a mock behind the proxy) and CORS preflights are not the document's.
    const checked = !path.startsWith('/__mock/') && method !== 'OPTIONS' && method !== 'HEAD';
    const exchange = forward(request.raw, reply.raw, upstreamPathOf(backend, rawUrl), forwarding).then(async (outcome) => {
      if (outcome.kind === 'unanswered') report.recordUnanswered();
      if (outcome.kind !== 'answered' || !checked) return;
      const findings = await check({
        method,
        path,
        query,
        requestHeaders: request.headers,
        requestBody: outcome.requestBody,
        status: outcome.status,
        responseHeaders: outcome.headers,
        responseBody: outcome.responseBody,
      });
      report.record(findings);
    });
    // A check that throws is a bug of the proxy, not drift: said on stderr, the call itself was already answered.
    report.track(exchange.catch((error: unknown) => console.error(`drift check of ${method} ${path} failed:`, error)));
  };
  for (const url of [API_PREFIX, `${API_PREFIX}/*`]) app.all(url, { exposeHeadRoute: false }, relay);

  const tunnels = tunnelWebsockets(app.server, backend);
  await serveClient(app, options.staticDir ?? DEFAULT_STATIC_DIR);

  app.addHook('onClose', (_instance, done) => {
    tunnels.closeAll();
    agent.destroy();
    try {
      report.flush();
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.decorate('drift', report);
  return app as unknown as ProxyApp;
}
