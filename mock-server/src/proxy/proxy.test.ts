// The validating proxy (issue 33) in front of the mock itself as the "real" backend, over real sockets. The backend is
// made to drift on purpose by a hook of this test (the position list answers each name as a number and drops each
// code), so the report must name exactly that operation and those two fields, and nothing for the calls that conform.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type MockApp } from '../app.js';
import { signedParams, signOf } from '../sign.js';
import type { DriftSnapshot } from './drift-report.js';
import { buildProxyApp, type ProxyApp } from './proxy-app.js';

const ALTERED_ROUTE = '/v1/sys/position/list';
const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let backend: MockApp;
let proxy: ProxyApp;
let proxyBase: string;
let reportFile: string;
let token = '';
/** The bytes the backend sent, by the test's own x-test-exchange header. */
const sentByBackend = new Map<string, Buffer>();
let exchangeIds = 0;

const portOf = (app: { server: http.Server }) => (app.server.address() as AddressInfo).port;

function send(base: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: options.headers ?? {}, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A call through the proxy, tagged so the test can read what the backend sent for it. */
async function viaProxy(method: string, path: string, options: { headers?: Record<string, string>; json?: unknown; body?: Buffer } = {}) {
  const id = String(++exchangeIds);
  const headers: Record<string, string> = { 'x-test-exchange': id, ...(token ? { 'X-Access-Token': token } : {}), ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const answer = await send(proxyBase, method, path, { headers, body: options.json === undefined ? options.body : JSON.stringify(options.json) });
  return { ...answer, sent: () => sentByBackend.get(id) };
}

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as { success: boolean; code: number; message: string; result: unknown };

async function drift(): Promise<DriftSnapshot> {
  return json(await send(proxyBase, 'GET', '/__mock/drift')).result as DriftSnapshot;
}

/** The findings without their counters and times, for exact comparison. */
async function findings() {
  return (await drift()).findings.map(({ count: _count, firstSeen: _first, lastSeen: _last, ...finding }) => finding);
}

async function login(): Promise<string> {
  const codes = json(await viaProxy('POST', '/v1/__mock/captcha-batch', { json: { count: 1, prefix: 'proxy' } })).result as Record<string, string>;
  const answer = await viaProxy('POST', '/v1/sys/login', { json: { username: 'admin', password: '123456', captcha: codes['proxy-0'], checkKey: 'proxy-0' } });
  expect(answer.body.equals(answer.sent() ?? Buffer.alloc(0))).toBe(true);
  return (json(answer).result as { token: string }).token;
}

beforeAll(async () => {
  backend = await buildApp({ staticDir: false });
  // The deliberate drift, in this test only: a wrong type and a missing required field in one operation's answer.
  backend.addHook('onSend', async (request, _reply, payload) => {
    if (request.routeOptions.url !== ALTERED_ROUTE || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const body = JSON.parse(payload.toString()) as { result: { records: Array<Record<string, unknown>> } };
    for (const record of body.result.records) {
      record.name = 42;
      delete record.code;
    }
    return JSON.stringify(body);
  });
  // A backend slower than the proxy waits for, when the test asks for it.
  backend.addHook('onRequest', async (request) => {
    const delay = Number(request.headers['x-test-delay'] ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  });
  // As a real backend behind a compressing gateway answers, when the test asks for it.
  backend.addHook('onSend', async (request, reply, payload) => {
    if (request.headers['x-test-gzip'] !== '1' || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    reply.header('content-encoding', 'gzip');
    return gzipSync(payload);
  });
  backend.addHook('onSend', async (request, _reply, payload) => {
    const id = request.headers['x-test-exchange'];
    if (typeof id === 'string' && (typeof payload === 'string' || Buffer.isBuffer(payload))) sentByBackend.set(id, typeof payload === 'string' ? Buffer.from(payload) : Buffer.from(payload));
    return payload;
  });
  await backend.listen({ port: 0, host: '127.0.0.1' });

  const folder = mkdtempSync(join(tmpdir(), 'mis-proxy-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>proxy client</title>');
  reportFile = join(folder, 'drift.json');
  proxy = await buildProxyApp({ backend: `http://127.0.0.1:${portOf(backend)}/v1`, staticDir: folder, driftReportFile: reportFile });
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  proxyBase = `http://127.0.0.1:${portOf(proxy)}`;
  token = await login();
});

afterAll(async () => {
  await proxy?.close();
  await backend?.close();
});

beforeEach(async () => {
  await send(proxyBase, 'DELETE', '/__mock/drift');
});

describe('the validating proxy', () => {
  it('reports exactly the altered operation and fields, counted per exchange, and nothing for conforming calls', async () => {
    const users = await viaProxy('GET', '/v1/sys/user/list?pageNo=1&pageSize=5');
    const added = await viaProxy('POST', '/v1/sys/position/add', { json: { code: 'proxy_check', name: '代理检查', rank: '3' } });
    const timestamp = String(Date.now());
    const dictPath = '/v1/sys/dict/getDictItems/sex';
    const dict = await viaProxy('GET', dictPath, { headers: { 'X-Sign': signOf(signedParams(dictPath, 'GET', undefined)), 'X-TIMESTAMP': timestamp } });
    const positions = [await viaProxy('GET', '/v1/sys/position/list?pageNo=1&pageSize=10'), await viaProxy('GET', '/v1/sys/position/list?pageNo=1&pageSize=10')];

    expect(json(users)).toMatchObject({ success: true });
    expect(json(added)).toMatchObject({ success: true });
    // X-Sign and X-TIMESTAMP reached the backend: a signed call without them is refused.
    expect(json(dict)).toMatchObject({ success: true });
    for (const answer of [users, added, dict, ...positions]) expect(answer.body.equals(answer.sent() ?? Buffer.alloc(0))).toBe(true);

    const report = await drift();
    expect(report.exchanges).toBe(5);
    const where = { operation: 'sysPositionList', method: 'GET', path: '/sys/position/list', direction: 'response', location: 'body' };
    expect(report.findings.map(({ firstSeen: _first, lastSeen: _last, ...entry }) => entry)).toEqual([
      { ...where, field: '/result/records/*/code', expected: 'required', seen: 'missing', count: 2 },
      { ...where, field: '/result/records/*/name', expected: 'type string', seen: 'number', count: 2 },
    ]);
    const text = (await send(proxyBase, 'GET', '/__mock/drift?format=text')).body.toString();
    expect(text).toContain('sysPositionList (GET /sys/position/list) body /result/records/*/name: expected type string, seen number ×2');
    // A browser opening the address reads the same summary.
    const browser = await send(proxyBase, 'GET', '/v1/__mock/drift', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(browser.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(browser.body.toString()).toBe(text);
  });

  it('checks a compressed answer on a decompressed copy and passes the compressed bytes on', async () => {
    const positions = await viaProxy('GET', '/v1/sys/position/list?pageNo=1&pageSize=3', { headers: { 'x-test-gzip': '1' } });
    const users = await viaProxy('GET', '/v1/sys/user/list?pageNo=1&pageSize=3', { headers: { 'x-test-gzip': '1' } });

    for (const answer of [positions, users]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.body.equals(answer.sent() ?? Buffer.alloc(0))).toBe(true);
    }
    expect(JSON.parse(gunzipSync(users.body).toString())).toMatchObject({ success: true });
    expect((await findings()).map((finding) => `${finding.operation} ${finding.field}`)).toEqual([
      'sysPositionList /result/records/*/code',
      'sysPositionList /result/records/*/name',
    ]);
  });

  it('reports requests the mock would refuse, and a path the document does not have, passing on the backend answers', async () => {
    const refused = await viaProxy('GET', '/v1/sys/user/list?pageNo=abc');
    const unknown = await viaProxy('GET', '/v1/no/such/path?x=1');
    const multipart = await viaProxy('POST', '/v1/sys/position/add', {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: Buffer.from('--b\r\nContent-Disposition: form-data; name="code"\r\n\r\nx\r\n--b--\r\n'),
    });

    expect(refused.status).toBe(400);
    expect(refused.body.equals(refused.sent() ?? Buffer.alloc(0))).toBe(true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.equals(unknown.sent() ?? Buffer.alloc(0))).toBe(true);
    expect(multipart.status).toBe(400);
    expect(await findings()).toEqual([
      { operation: 'sysPositionAdd', method: 'POST', path: '/sys/position/add', direction: 'request', location: 'content-type', field: '', expected: 'application/json or a form', seen: 'multipart/form-data' },
      { operation: 'sysUserList', method: 'GET', path: '/sys/user/list', direction: 'request', location: 'query', field: '/pageNo', expected: 'type integer', seen: 'string' },
      { operation: null, method: 'GET', path: '/no/such/path', direction: 'request', location: 'operation', field: '', expected: 'an operation of the document', seen: 'a path the document does not have' },
    ]);
  });

  it('streams a multipart upload and a binary download byte for byte, both conforming', async () => {
    const image = randomBytes(256 * 1024);
    const boundary = 'proxy-boundary-7d1f';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\nproxy\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await viaProxy('POST', '/v1/sys/common/upload', { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    const stored = json(uploaded).message;
    expect(stored).toMatch(/^proxy\/photo_\d+\.png$/);

    const downloaded = await viaProxy('GET', `/v1/sys/common/static/${stored}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers['content-type']).toBe('image/png');
    expect(downloaded.body.equals(image)).toBe(true);
    expect(await findings()).toEqual([]);
  });

  it('withholds secrets: a refused password is shown as redacted, and no token, password, cookie or signature reaches the report', async () => {
    const password = `${'p'.repeat(130)}-never-in-the-report`;
    const sign = 'ABCDEF0123456789ABCDEF0123456789';
    const cookie = 'session-cookie-value-42';
    const refused = await viaProxy('POST', '/v1/sys/login', {
      json: { username: 'admin', password, captcha: 'x', checkKey: 'k' },
      headers: { 'X-Sign': sign, cookie: `JSESSIONID=${cookie}` },
    });
    expect(refused.status).toBe(400);

    expect(await findings()).toEqual([
      { operation: 'sysLogin', method: 'POST', path: '/sys/login', direction: 'request', location: 'body', field: '/password', expected: 'maxLength 128', seen: 'string (redacted)' },
    ]);
    proxy.drift.flush();
    const written = readFileSync(reportFile, 'utf8');
    expect(JSON.parse(written)).toMatchObject({ findings: [{ operation: 'sysLogin', field: '/password' }] });
    const text = (await send(proxyBase, 'GET', '/__mock/drift?format=text')).body.toString();
    for (const secret of [token, password.slice(-20), sign, cookie]) {
      expect(written).not.toContain(secret);
      expect(text).not.toContain(secret);
    }
  });

  it('serves the static client, with the SPA fallback for client routes', async () => {
    const route = await send(proxyBase, 'GET', '/system/user');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('proxy client');
    expect((await drift()).exchanges).toBe(0);
  });

  it('tunnels the announcement websocket to the backend', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${portOf(proxy)}/v1/websocket/${ADMIN_ID}`, [token]);
    const frame = new Promise<unknown>((resolve, reject) => {
      socket.once('message', (data: WebSocket.RawData) => resolve(JSON.parse(String(data))));
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send('HeartBeat');
    expect(await frame).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    socket.terminate();
  });

  it('answers an unreachable backend with an envelope naming it (no credentials), not a crash', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const orphan = await buildProxyApp({ backend: `http://someone:hunter2@127.0.0.1:${closedPort}/v1`, staticDir: false });
    await orphan.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await send(`http://127.0.0.1:${portOf(orphan)}`, 'GET', '/v1/sys/user/list', { headers: { 'X-Access-Token': token } });
      expect(answer.status).toBe(502);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(json(answer)).toMatchObject({ success: false, code: 502, message: `无法连接后端服务 http://127.0.0.1:${closedPort}/v1（ECONNREFUSED）` });
      expect(answer.body.toString()).not.toContain('hunter2');
      await orphan.drift.settled();
      expect(orphan.drift.snapshot()).toMatchObject({ unanswered: 1, findings: [] });
    } finally {
      await orphan.close();
    }
  });

  it('answers a backend that does not start answering in time with a 504 envelope naming it', async () => {
    const impatient = await buildProxyApp({ backend: `http://127.0.0.1:${portOf(backend)}/v1`, staticDir: false, timeoutMs: 200 });
    await impatient.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await send(`http://127.0.0.1:${portOf(impatient)}`, 'GET', '/v1/sys/user/list', { headers: { 'X-Access-Token': token, 'x-test-delay': '1000' } });
      expect(answer.status).toBe(504);
      expect(json(answer)).toMatchObject({ success: false, code: 504, message: `后端服务 http://127.0.0.1:${portOf(backend)}/v1 在 0.2 秒内没有应答` });
      await impatient.drift.settled();
      expect(impatient.drift.snapshot()).toMatchObject({ exchanges: 0, unanswered: 1 });
    } finally {
      await impatient.close();
    }
  });
});
