// Serves the built client with an SPA fallback, so one process is the whole product. Files are looked up per
// request (wildcard), so a rebuilt client is served without a restart; unknown paths fall back to index.html in
// the not-found handler. @fastify/static is imported only when there is a client to serve: an API-only server
// (contract tests, `--no-static`) starts about 40 ms sooner without it.
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

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
    // Hashed assets may be cached for long; index.html and config.js must not be.
    setHeaders: (res, path) => {
      if (!/[\\/]assets[\\/]/.test(path)) res.header('cache-control', 'no-cache');
    },
  });
  return true;
}
