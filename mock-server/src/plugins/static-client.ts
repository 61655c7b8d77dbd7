// Serves the built client with an SPA fallback, so one process is the whole product. Files are looked up per
// request (wildcard), so a rebuilt client is served without a restart; unknown paths fall back to index.html in
// the not-found handler. @fastify/static is imported only when there is a client to serve: an API-only server
// (contract tests, `--no-static`) starts about 40 ms sooner without it.
//
// Delivery: the build writes name.br and name.gz beside each text file (client/build/precompress.ts); the best
// one the browser accepts is sent (brotli, then gzip, then the file). Hashed assets never change under their
// name, so browsers keep them a year without asking again; everything else (index.html, config.js) is
// revalidated on every load with its ETag, so a new build or an edited config.js is picked up at once.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { fail } from '../envelope.js';
import { isApiPath, NOT_FOUND_MESSAGE } from './errors.js';

/** The built client beside the mock server (client/dist), from src/plugins or dist/plugins alike. */
export const DEFAULT_STATIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../client/dist');

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The login page prerendered by the build (client/build/prerender-login.ts): the form paints before any script. */
const LOGIN_PATH = '/user/login';
const LOGIN_DOCUMENT = 'login.html';

/** Files Vite names after their content hash: everything it writes under assets/. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+$/;

export async function registerStaticClient(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn(`client build not found at ${root}; serving the API only (run npm run build)`);
    return false;
  }
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    // send's own max-age=0 header is replaced by the policy above.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED_ASSET.test(path) ? HASHED_ASSET_CACHE : REVALIDATE);
    },
  });
  // Looked up per request, like every file: a build without it (or an older one) gets the SPA fallback.
  app.get(LOGIN_PATH, (request, reply) => reply.sendFile(existsSync(join(root, LOGIN_DOCUMENT)) ? LOGIN_DOCUMENT : 'index.html'));
  return true;
}

/**
 * The client when there is one (`false`: API only), and the answer to every path no route takes: the API's 404
 * envelope, or index.html for a client route (the SPA fallback). Used by the mock (app.ts) and the proxy.
 */
export async function serveClient(app: FastifyInstance, staticDir: string | false): Promise<void> {
  const serving = staticDir !== false && (await registerStaticClient(app, staticDir));
  app.setNotFoundHandler((request, reply) => {
    if (!serving || isApiPath(request.url) || request.method !== 'GET') {
      return reply.code(404).send(fail(NOT_FOUND_MESSAGE, 404));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
