// buildApp(): the Fastify mock server, routes and validation from the OpenAPI document, handlers by operationId.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializeReply } from './crud/json-once.js';
import { handlers } from './handlers/index.js';
import { listOperations, loadDocument } from './openapi/document.js';
import { parameterBodyOf } from './openapi/parameter-body.js';
import { API_PREFIX, createValidators, registerOperations, validatorCompiler } from './openapi/register-routes.js';
import { registerApiReference } from './plugins/api-reference.js';
import { registerControlRoutes } from './plugins/control.js';
import { registerHttpTrace } from './plugins/http-trace.js';
import { registerJobScheduler } from './plugins/job-scheduler.js';
import { answerBadUrl, answerClientError, isApiPath, registerErrorHandling } from './plugins/errors.js';
import { RefusedBody, registerJsonBodyParser } from './plugins/json-body.js';
import { registerQueryKeyGuard } from './plugins/query-keys.js';
import { BODY_LIMIT_BYTES, FORBIDDEN_KEYS, UPLOAD_FIELD_LIMIT_BYTES, UPLOAD_FIELDS_LIMIT, UPLOAD_FILE_LIMIT_BYTES, UPLOAD_FILES_LIMIT } from './plugins/request-limits.js';
import { calmScenario, registerScenario, type Scenario } from './plugins/scenario.js';
import { DEFAULT_STATIC_DIR, serveClient } from './plugins/static-client.js';
import { registerWebsockets } from './plugins/websockets.js';
import { Journal, type JournalOptions } from './store/durable/journal.js';
import { loadSessions, saveSessions } from './store/session-file.js';
import { Store } from './store/store.js';
import type { Handler, OperationId } from './types.js';

export interface BuildOptions {
  /** Token lifetime after its last use. Default 3600 s (upstream JWT lifetime). */
  tokenTtlSeconds?: number;
  /** Directory of the built client to serve; false for API only. Default client/dist. */
  staticDir?: string | false;
  /** Persist the store (and uploads) here; without it data lives in memory and /__mock/reset restores the seed.
   * A write is answered once it is on disk (store/durable/journal.ts). */
  dataDir?: string;
  /** The journal's settings with a data dir (tests compact early). */
  journal?: JournalOptions;
  now?: () => number;
  logger?: boolean;
}

export { DEFAULT_STATIC_DIR };

export type MockApp = FastifyInstance & { store: Store; scenario: Scenario };

/** Operations say whether they write (OpenAPI `x-writes` for the few GETs that do); other routes go by method. */
const mayWrite = (request: FastifyRequest): boolean =>
  request.routeOptions.config.writes ?? (request.method !== 'GET' && request.method !== 'HEAD');

export async function buildApp(options: BuildOptions = {}): Promise<MockApp> {
  const now = options.now ?? Date.now;
  const store = new Store({ tokenTtlMs: (options.tokenTtlSeconds ?? 3600) * 1000, now });
  // Throws, naming the file, when the data dir's snapshot or journal is damaged: the server does not start on it.
  const journal = options.dataDir ? await Journal.open(store, options.dataDir, options.journal) : null;
  if (options.dataDir) loadSessions(store, options.dataDir);
  const uploadDir = options.dataDir ? join(options.dataDir, 'upload') : mkdtempSync(join(tmpdir(), 'mis-mock-upload-'));
  const scenario = calmScenario();

  const doc = loadDocument();
  const validators = createValidators(doc);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Malformed requests answer in the envelope even where Fastify answers before any route: a URL that does not
    // decode, and what Node's parser refuses (headers past its limit: 431).
    frameworkErrors: answerBadUrl,
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 20_000 },
    // Requests are validated with the document's own Ajv (register-routes.ts) and replies serialized by
    // serializeReply: Fastify's default compilers would only cost start-up time to load.
    schemaController: { compilersFactory: { buildValidator: (() => validatorCompiler(validators)) as never, buildSerializer: (() => () => JSON.stringify) as never } },
  });
  // Fastify types the serializer as returning a string; a Buffer is written as it is (reply.js writePayload).
  app.setReplySerializer(serializeReply as (payload: unknown) => string);
  app.decorateRequest('session', null);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerQueryKeyGuard(app);
  registerHttpTrace(app, store);
  // The client's axios labels a POST or PUT without data application/x-www-form-urlencoded, and upstream (Spring)
  // reads form fields as request parameters: a form body is parsed into fields, not refused, and binds as parameters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields = [...new URLSearchParams(body as string)];
    const forbidden = fields.find(([name]) => FORBIDDEN_KEYS.has(name));
    if (forbidden) return done(new RefusedBody(`body.${forbidden[0]} 是不允许的字段`), undefined);
    done(null, parameterBodyOf(fields));
  });
  registerScenario(app, scenario);
  // Before the routes, so that every scope's routes (uploads, control routes) get the hooks.
  if (journal) registerDurableWrites(app, journal);

  const operations = listOperations(doc);
  const routes = {
    handlers: handlers as unknown as Record<string, Handler<OperationId>>,
    store,
    context: { store, now, uploadDir, durableFiles: journal !== null },
  };
  registerOperations(app, { ...routes, operations: operations.filter((op) => !op.multipart) });
  // Only uploads and imports read multipart bodies; in their own scope, the multipart plugin's per-request hooks
  // stay off every other route (elsewhere a multipart body answers 参数错误：不支持的 Content-Type).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_FILE_LIMIT_BYTES, files: UPLOAD_FILES_LIMIT, fields: UPLOAD_FIELDS_LIMIT, fieldSize: UPLOAD_FIELD_LIMIT_BYTES },
    });
    registerOperations(scope, { ...routes, operations: operations.filter((op) => op.multipart) });
  });
  // Writing operations invalidate the store's derived views themselves (register-routes.ts); of the control routes
  // only the reset changes data, and Store.reset does.
  registerControlRoutes(app, store);
  registerJobScheduler(app, store, now, journal ? () => journal.commit() : undefined);
  // The API reference page and the document it shows, also when the client is not served (--no-static, nginx).
  registerApiReference(app);
  // The websocket plugin's hooks likewise stay with the two socket routes.
  await app.register(async (scope) => registerWebsockets(scope, store));

  if (options.dataDir) {
    const dataDir = options.dataDir;
    app.addHook('onResponse', (request, reply, done) => {
      try {
        if (mayWrite(request) && reply.statusCode < 400 && isApiPath(request.url)) saveSessions(store, dataDir);
        done();
      } catch (error) {
        done(error as Error);
      }
    });
    // Sessions beside the journal (store/session-file.ts). Reads refresh sessions without a write; the close keeps
    // their last use for the next start.
    app.addHook('onClose', (_instance, done) => {
      saveSessions(store, dataDir);
      done();
    });
  }

  await serveClient(app, options.staticDir ?? DEFAULT_STATIC_DIR);

  app.decorate('store', store);
  app.decorate('scenario', scenario);
  return app as unknown as MockApp;
}

/**
 * With a data dir, a write is answered only once its changes are journaled and fsync'd: a write request's handler is
 * bracketed (its tables stay noted while it runs), and its answer (< 400) waits in onSend for the group commit.
 */
function registerDurableWrites(app: FastifyInstance, journal: Journal): void {
  const writing = new WeakSet<FastifyRequest>();
  const ended = (request: FastifyRequest): boolean => {
    if (!writing.delete(request)) return false;
    journal.endWrite();
    return true;
  };
  app.addHook('preHandler', (request, _reply, done) => {
    if (mayWrite(request) && isApiPath(request.url)) {
      writing.add(request);
      journal.beginWrite();
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!ended(request) || reply.statusCode >= 400) return done(null, payload);
    journal.commit().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  // A request that ends without an answer (the client went away) still ends its write.
  app.addHook('onResponse', (request, _reply, done) => {
    ended(request);
    done();
  });
  app.addHook('onClose', async () => journal.close());
}

export { API_PREFIX };
