// The one-process server's delivery of the built client: the best encoding the browser accepts, decoding to the
// very file; a year's cache for hashed assets; index.html and config.js revalidated.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MockApp } from '../app.js';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `第${i}行` })))};\n`;
const INDEX = `<!doctype html><html lang="zh-CN"><head><script src="/config.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const CONFIG = 'window.__MIS_CONFIG__ = {};\n';
const LOGIN = INDEX.replace('<div id="root"></div>', '<div id="root" data-prerendered="/user/login"><form name="login"></form></div>');

let root: string;
let app: MockApp;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-client-'));
  await mkdir(join(root, 'assets'));
  // As the build leaves them: compressed copies beside the hashed script and index.html, none beside config.js.
  for (const [name, content] of [
    ['assets/rows-Ab12Cd34.js', SCRIPT],
    ['index.html', INDEX],
    ['login.html', LOGIN],
  ] as const) {
    await writeFile(join(root, name), content);
    await writeFile(join(root, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(root, `${name}.gz`), gzipSync(content));
  }
  await writeFile(join(root, 'config.js'), CONFIG);
  app = await buildApp({ staticDir: root });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('delivery of the built client', () => {
  it('sends brotli to a browser that accepts it, and the body decodes to the file', async () => {
    const response = await get('/assets/rows-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the body decodes to the file', async () => {
    const response = await get('/assets/rows-Ab12Cd34.js', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get('/assets/rows-Ab12Cd34.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get('/assets/rows-Ab12Cd34.js', encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html revalidated, compressed or not, with a validator to revalidate against', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url, 'br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.etag).toBeTruthy();
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('serves index.html for a client route (the SPA fallback) compressed and revalidated', async () => {
    const response = await get('/dashboard/analysis', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('serves the prerendered login page for /user/login, whatever its query, compressed and revalidated', async () => {
    const response = await get('/user/login?redirect=%2Fhrm%2Femployee%2FrosterList', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOGIN);
  });

  it('serves config.js as it is on disk and revalidated, so an edit after the build takes effect', async () => {
    const response = await get('/config.js', 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(CONFIG);
    const again = await app.inject({ method: 'GET', url: '/config.js', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
