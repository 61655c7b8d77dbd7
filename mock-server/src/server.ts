// Starts the mock server: UI and API on one port. PORT (default 8080) and HOST (default 127.0.0.1) are honoured.
// Flags: --no-static (API only), --static-dir <dir>, --data-dir <dir> (persist the store and uploads),
// --token-ttl <seconds> (or MOCK_TOKEN_TTL_SECONDS).
// --proxy <backend URL> starts the validating proxy instead (proxy/proxy-app.ts): every API call goes to that
// backend, and what differs from the document is reported (GET /__mock/drift, --drift-report <file>, and a summary
// printed on exit); --proxy-timeout <seconds> bounds the wait for the backend's answer (default 60).
// MOCK_JOURNAL_COMPACT_BYTES: journal bytes after which a data dir is compacted (default 16 MB; the crash test compacts
// often).
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'no-static': { type: 'boolean', default: false },
    'static-dir': { type: 'string' },
    'token-ttl': { type: 'string' },
    'data-dir': { type: 'string' },
    proxy: { type: 'string' },
    'drift-report': { type: 'string' },
    'proxy-timeout': { type: 'string' },
  },
});

const started = performance.now();
const staticDir = values['no-static'] ? false : values['static-dir'];
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

// Each mode loads only its own modules: the proxy needs none of the mock's handlers and seed data, and the mock none
// of the proxy.
if (values.proxy) {
  const { buildProxyApp } = await import('./proxy/proxy-app.js');
  const timeout = Number(values['proxy-timeout'] ?? 60);
  let app: Awaited<ReturnType<typeof buildProxyApp>>;
  try {
    app = await buildProxyApp({
      backend: values.proxy,
      staticDir,
      ...(values['drift-report'] ? { driftReportFile: values['drift-report'] } : {}),
      timeoutMs: (Number.isFinite(timeout) && timeout > 0 ? timeout : 60) * 1000,
      logger: process.env.MOCK_LOG === '1',
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  await app.listen({ port, host });
  console.log(`MIS validating proxy on http://${host}:${port} (API under /v1) → ${app.drift.snapshot().backend} — ready in ${Math.round(performance.now() - started)} ms`);
  console.log(`Drift report: http://${host}:${port}/__mock/drift?format=text${values['drift-report'] ? ` and ${values['drift-report']}` : ''}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // Exits once the summary is written: stdout may be a pipe, whose writes are asynchronous.
      void app.close().then(() => process.stdout.write(app.drift.summary(), () => process.exit(0)));
    });
  }
} else {
  const { buildApp } = await import('./app.js');
  const ttl = Number(values['token-ttl'] ?? process.env.MOCK_TOKEN_TTL_SECONDS ?? 3600);
  const app = await buildApp({
    tokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 3600,
    staticDir,
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(Number(process.env.MOCK_JOURNAL_COMPACT_BYTES) > 0 ? { journal: { compactAfterBytes: Number(process.env.MOCK_JOURNAL_COMPACT_BYTES) } } : {}),
    logger: process.env.MOCK_LOG === '1',
  }).catch((error: unknown) => {
    // A damaged data dir (its snapshot or journal) names the file: the server does not start on it.
    console.error(`MIS mock server not started: ${(error as Error).message}`);
    process.exit(1);
  });
  await app.listen({ port, host });
  console.log(`MIS mock server on http://${host}:${port} (API under /v1) — ready in ${Math.round(performance.now() - started)} ms`);
  console.log('Log in as admin / 123456');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}
