// buildApp(): the Fastify mock server, routes and validation from the OpenAPI document, handlers by operationId.
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { fail } from './envelope.js';
import { handlers } from './handlers/index.js';
import { loadDocument } from './openapi/document.js';
import { API_PREFIX, registerOperations } from './openapi/register-routes.js';
import { registerControlRoutes } from './plugins/control.js';
import { NOT_FOUND_MESSAGE, registerErrorHandling, isApiPath } from './plugins/errors.js';
import { registerStaticClient } from './plugins/static-client.js';
import { Store } from './store/store.js';
import type { Handler, OperationId } from './types.js';

export interface BuildOptions {
  /** Token lifetime after its last use. Default 3600 s (upstream JWT lifetime). */
  tokenTtlSeconds?: number;
  /** Directory of the built client to serve; false for API only. Default client/dist. */
  staticDir?: string | false;
  now?: () => number;
  logger?: boolean;
}

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../client/dist', import.meta.url));

export type MockApp = FastifyInstance & { store: Store };

export async function buildApp(options: BuildOptions = {}): Promise<MockApp> {
  const now = options.now ?? Date.now;
  const store = new Store({ tokenTtlMs: (options.tokenTtlSeconds ?? 3600) * 1000, now });
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 10 * 1024 * 1024, routerOptions: { ignoreTrailingSlash: true } });

  registerErrorHandling(app);
  registerOperations(app, {
    doc: loadDocument(),
    handlers: handlers as unknown as Record<string, Handler<OperationId>>,
    store,
    context: { store, now },
  });
  registerControlRoutes(app, store);

  const staticDir = options.staticDir ?? DEFAULT_STATIC_DIR;
  const serving = staticDir !== false && (await registerStaticClient(app, staticDir));
  app.setNotFoundHandler((request, reply) => {
    if (!serving || isApiPath(request.url) || request.method !== 'GET') {
      return reply.code(404).send(fail(NOT_FOUND_MESSAGE, 404));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  app.decorate('store', store);
  return app as unknown as MockApp;
}

export { API_PREFIX };
