import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MockApp } from '../app.js';

let app: MockApp;
beforeAll(async () => {
  // API only, as the mock runs behind nginx (--no-static): the reference must be served all the same.
  app = await buildApp({ staticDir: false });
});
afterAll(() => app.close());

const bundledDocument = readFileSync(createRequire(import.meta.url).resolve('@mis/openapi/openapi.json'), 'utf8');

describe('API reference', () => {
  it('serves the page at /v1/doc.html without a token, linking the document and the viewer it loads', async () => {
    const page = await app.inject({ method: 'GET', url: '/v1/doc.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>接口文档 · 人员外包业务管理系统</title>');
    expect(page.body).toContain('<a href="openapi.json" download="openapi.json">');
    expect(page.body).toContain('"validatorUrl":null');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");

    const assets = [...page.body.matchAll(/(?:src|href)="(doc-assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets).toHaveLength(2);
    for (const asset of assets) {
      const answer = await app.inject({ method: 'GET', url: `/v1/${asset}` });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.headers['cache-control'], asset).toContain('immutable');
      expect(answer.body.length, asset).toBeGreaterThan(10_000);
    }
  });

  it('serves the bundled document at /v1/openapi.json, gzipped when asked', async () => {
    const plain = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toBe(bundledDocument);

    const gzipped = await app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(bundledDocument);
  });

  it('opens on a Chinese title and introduction written for its readers: how to sign in, sign, read answers and errors', () => {
    const { info } = JSON.parse(bundledDocument) as { info: { title: string; summary: string; description: string } };
    expect(info.title).toBe('人员外包业务管理系统 接口文档');
    expect(info.summary).toBe('人员外包业务管理系统（基于 JeecgBoot）的 HTTP 接口');
    for (const topic of ['X-Access-Token', 'X-Sign', '{success, message, code, result, timestamp}', 'HTTP 400', 'pageNo', 'code 201']) expect(info.description).toContain(topic);
    // Prose, not the project's internals: no English sentence (a capitalised word followed by lower-case words).
    expect(info.description).not.toMatch(/\b[A-Z][a-z]+ [a-z]+ [a-z]+/);
  });

  it('keeps unknown /v1 paths a 404 in the envelope', async () => {
    const missing = await app.inject({ method: 'GET', url: '/v1/doc-assets/swagger-ui-0.0.0/swagger-ui-bundle.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: '路径不存在，请检查路径是否正确' });
  });
});
