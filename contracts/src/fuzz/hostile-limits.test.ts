// What Node's HTTP parser refuses before any route is found, over a real socket (inject has no parser): a request
// line or headers past Node's limit answer 431 and a malformed request 400, both in the envelope naming the problem.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { maxHeaderSize } from 'node:http';
import { createAjv } from '@mis/openapi/compile-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { doc, mockPerFile } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const errorEnvelope = createAjv(doc).compile({ $ref: 'doc#/$defs/ErrorEnvelope' });
let port: number;

beforeAll(async () => {
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  port = (mock.app.server.address() as AddressInfo).port;
});

/** Sends raw bytes and reads the answer until the server closes the connection. */
function exchange(request: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), body: JSON.parse(body) as Record<string, unknown> });
    });
  });
}

const limitText = `${Math.round(maxHeaderSize / 1024)}KB`;

describe('requests refused before routing', () => {
  it(`a header past ${limitText} answers 431 in the envelope naming the limit`, async () => {
    const answer = await exchange(`GET /v1/sys/user/list HTTP/1.1\r\nHost: x\r\nX-Access-Token: ${mock.token}\r\nX-Long: ${'a'.repeat(maxHeaderSize + 1)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(errorEnvelope(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({ success: false, code: 431, message: `参数错误：请求头超出${limitText}限制` });
  });

  it(`a query string past ${limitText} answers 431 in the envelope naming the limit`, async () => {
    const answer = await exchange(`GET /v1/sys/user/list?username=${'a'.repeat(maxHeaderSize + 1)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ success: false, code: 431, message: `参数错误：请求头超出${limitText}限制` });
  });

  it('a request Node cannot parse answers 400 in the envelope', async () => {
    const answer = await exchange('GET /v1/sys/user/list HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(errorEnvelope(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({ success: false, code: 400, message: '参数错误：请求格式不正确' });
  });

  it('a long query under the limit reaches the operation, which validates it as any other', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v1/sys/user/list?username=${'a'.repeat(maxHeaderSize / 2)}`, { headers: { 'X-Access-Token': mock.token } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 400, message: '参数错误：query.username 长度不能超过 200 个字符' });
  });
});
