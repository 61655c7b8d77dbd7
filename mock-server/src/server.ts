// Starts the mock server: UI and API on one port. PORT (default 8080) and HOST (default 127.0.0.1) are honoured.
// Flags: --no-static (API only), --static-dir <dir>, --data-dir <dir> (persist the store and uploads),
// --token-ttl <seconds> (or MOCK_TOKEN_TTL_SECONDS). MOCK_JOURNAL_COMPACT_BYTES: journal bytes after which a data dir is
// compacted (default 16 MB; the crash test compacts often).
import { parseArgs } from 'node:util';
import { buildApp } from './app.js';

const { values } = parseArgs({
  options: {
    'no-static': { type: 'boolean', default: false },
    'static-dir': { type: 'string' },
    'token-ttl': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const started = performance.now();
const ttl = Number(values['token-ttl'] ?? process.env.MOCK_TOKEN_TTL_SECONDS ?? 3600);
const app = await buildApp({
  tokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 3600,
  staticDir: values['no-static'] ? false : values['static-dir'],
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
  ...(Number(process.env.MOCK_JOURNAL_COMPACT_BYTES) > 0 ? { journal: { compactAfterBytes: Number(process.env.MOCK_JOURNAL_COMPACT_BYTES) } } : {}),
  logger: process.env.MOCK_LOG === '1',
}).catch((error: unknown) => {
  // A damaged data dir (its snapshot or journal) names the file: the server does not start on it.
  console.error(`MIS mock server not started: ${(error as Error).message}`);
  process.exit(1);
});
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port, host });
console.log(`MIS mock server on http://${host}:${port} (API under /v1) — ready in ${Math.round(performance.now() - started)} ms`);
console.log('Log in as admin / 123456');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
