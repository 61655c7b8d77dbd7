// Serves the built client with an SPA fallback, so one process is the whole product.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticClient(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn(`client build not found at ${root}; serving the API only (run npm run build)`);
    return false;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.get('/*', (request, reply) => {
    // Hashed assets are cached forever by the browser; index.html and config.js never.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
