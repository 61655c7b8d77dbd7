// The API reference (系统监控 → 接口文档, /v1/doc.html): Swagger UI over the bundled OpenAPI document,
// and the document itself at /v1/openapi.json. Everything is served from here (no CDN), under /v1 so that nginx's
// /v1/ proxy passes it, and without a token: it is documentation, outside the JeecgBoot API and its document.
// Why Swagger UI: api-reference.README.md beside this file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../openapi/register-routes.js';
import { apiReferencePage } from './api-reference-page.js';

export const API_REFERENCE_PATH = `${API_PREFIX}/doc.html`;
export const OPENAPI_DOCUMENT_PATH = `${API_PREFIX}/openapi.json`;

interface Asset {
  contentType: string;
  cacheControl: string;
  load: () => Buffer;
}

/** The page may load and call only its own origin: the reference works offline and tells no one it was read. */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file answered from memory, gzipped once on first demand for clients that accept it. */
function servedAsset({ contentType, cacheControl, load }: Asset) {
  let plain: Buffer | null = null;
  let gzipped: Buffer | null = null;
  return (request: FastifyRequest, reply: FastifyReply) => {
    plain ??= load();
    reply.header('content-type', contentType).header('cache-control', cacheControl).header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(plain);
    gzipped ??= gzipSync(plain);
    return reply.header('content-encoding', 'gzip').send(gzipped);
  };
}

export function registerApiReference(app: FastifyInstance): void {
  const require = createRequire(import.meta.url);
  const viewerDir = dirname(require.resolve('swagger-ui-dist/package.json'));
  const { version } = require('swagger-ui-dist/package.json') as { version: string };
  // Versioned folder: the viewer's files can be cached for good, and a new Swagger UI gets new URLs.
  const assets = `doc-assets/swagger-ui-${version}`;

  const page = servedAsset({
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    load: () => Buffer.from(apiReferencePage({ scriptUrl: `${assets}/swagger-ui-bundle.js`, styleUrl: `${assets}/swagger-ui.css`, documentUrl: 'openapi.json' })),
  });
  const script = servedAsset({
    contentType: 'application/javascript; charset=utf-8',
    cacheControl: IMMUTABLE,
    load: () => readFileSync(join(viewerDir, 'swagger-ui-bundle.js')),
  });
  const style = servedAsset({ contentType: 'text/css; charset=utf-8', cacheControl: IMMUTABLE, load: () => readFileSync(join(viewerDir, 'swagger-ui.css')) });
  const document = servedAsset({
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
    load: () => readFileSync(require.resolve('@mis/openapi/openapi.json')),
  });

  app.get(API_REFERENCE_PATH, (request, reply) => page(request, reply.header('content-security-policy', PAGE_POLICY)));
  app.get(`${API_PREFIX}/${assets}/swagger-ui-bundle.js`, script);
  app.get(`${API_PREFIX}/${assets}/swagger-ui.css`, style);
  app.get(OPENAPI_DOCUMENT_PATH, document);
}
