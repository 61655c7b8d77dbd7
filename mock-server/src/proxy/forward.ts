// Forwards one HTTP exchange to the backend, streamed both ways: the caller's method, path, query, headers and body
// go out as they came (hop-by-hop headers aside), and the backend's status, headers and bytes come back unchanged.
// A copy of each body is kept on the side (up to a limit) for the drift check, which runs after the answer is sent.
// A backend that cannot be reached or does not answer in time gets the caller an envelope naming it (502 / 504).
import type http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { fail } from '../envelope.js';
import type { Backend } from './backend.js';

export interface ForwardOptions {
  backend: Backend;
  agent: http.Agent;
  /** How long the backend may take to start its answer. */
  timeoutMs: number;
  /** Whether to keep a copy of a body with these headers, and up to how many bytes (a larger one is not kept). */
  keep: (headers: IncomingHttpHeaders) => boolean;
  keepLimit: number;
}

export type ForwardOutcome =
  | { kind: 'answered'; status: number; headers: IncomingHttpHeaders; requestBody: Buffer | null; responseBody: Buffer | null }
  /** The backend could not be reached, timed out, or broke off its answer. */
  | { kind: 'unanswered' }
  /** The caller went away first. */
  | { kind: 'abandoned' };

// RFC 9110 §7.6.1: these describe one connection and are not forwarded; Host is the backend's own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'proxy-authorization', 'proxy-authenticate']);

const listedInConnection = (headers: IncomingHttpHeaders): Set<string> =>
  new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );

/** The caller's headers for the backend, names as the caller wrote them, with the usual X-Forwarded-* added. */
export function headersForBackend(request: IncomingMessage, backend: Backend): OutgoingHttpHeaders {
  const skip = listedInConnection(request.headers);
  const headers: Record<string, string | string[]> = {};
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    const lower = name.toLowerCase();
    // X-Forwarded-For is written below with this hop added.
    if (HOP_BY_HOP.has(lower) || skip.has(lower) || lower === 'x-forwarded-for') continue;
    const previous = headers[name];
    headers[name] = previous === undefined ? (raw[i + 1] as string) : [previous, raw[i + 1] as string].flat();
  }
  headers.host = backend.host;
  const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (!request.headers['x-forwarded-host'] && request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  if (!request.headers['x-forwarded-proto']) headers['x-forwarded-proto'] = 'http';
  return headers;
}

/** The backend's headers for the caller, as a flat [name, value, …] list (duplicates and case kept). */
export function headersForCaller(response: IncomingMessage): string[] {
  const skip = listedInConnection(response.headers);
  const raw = response.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const lower = (raw[i] as string).toLowerCase();
    if (!HOP_BY_HOP.has(lower) && !skip.has(lower)) kept.push(raw[i] as string, raw[i + 1] as string);
  }
  return kept;
}

/** Keeps a copy of what flows through a stream, up to `limit` bytes; null when it was more (or not asked for). */
function keepCopy(stream: Readable, wanted: boolean, limit: number): () => Buffer | null {
  if (!wanted) return () => null;
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  stream.on('data', (chunk: Buffer) => {
    if (over) return;
    size += chunk.length;
    if (size > limit) {
      over = true;
      chunks.length = 0;
    } else {
      chunks.push(chunk);
    }
  });
  return () => (over ? null : Buffer.concat(chunks));
}

function answerWithError(response: ServerResponse, status: 502 | 504, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = JSON.stringify(fail(message, status));
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

class BackendTimeout extends Error {}

export function forward(request: IncomingMessage, response: ServerResponse, upstreamPath: string, options: ForwardOptions): Promise<ForwardOutcome> {
  const { backend } = options;
  return new Promise((resolve) => {
    const upstream = backend.request({
      method: request.method,
      path: upstreamPath,
      headers: headersForBackend(request, backend),
      agent: options.agent,
    });
    const requestBody = keepCopy(request, options.keep(request.headers), options.keepLimit);
    const requestEnded = new Promise<void>((done) => {
      if (request.readableEnded) done();
      else request.once('end', done).once('close', done);
    });
    const timer = setTimeout(() => upstream.destroy(new BackendTimeout()), options.timeoutMs);
    let settled = false;
    const settle = (outcome: ForwardOutcome) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      resolve(outcome);
    };

    response.once('close', () => {
      if (response.writableFinished) return;
      upstream.destroy();
      settle({ kind: 'abandoned' });
    });
    request.on('error', () => upstream.destroy());

    upstream.once('response', (answer) => {
      clearTimeout(timer);
      const status = answer.statusCode ?? 502;
      response.writeHead(status, answer.statusMessage, headersForCaller(answer));
      const responseBody = keepCopy(answer, options.keep(answer.headers), options.keepLimit);
      // Listened to before piping: the exchange counts as answered before the caller can have read the last byte.
      answer.once('end', () => {
        void requestEnded.then(() => settle({ kind: 'answered', status, headers: answer.headers, requestBody: requestBody(), responseBody: responseBody() }));
      });
      answer.on('error', () => {
        response.destroy();
        settle({ kind: 'unanswered' });
      });
      answer.pipe(response);
    });

    upstream.on('error', (error: NodeJS.ErrnoException) => {
      request.unpipe(upstream);
      request.resume();
      if (settled) return;
      if (error instanceof BackendTimeout) {
        answerWithError(response, 504, `后端服务 ${backend.display} 在 ${options.timeoutMs / 1000} 秒内没有应答`);
      } else {
        answerWithError(response, 502, `无法连接后端服务 ${backend.display}（${error.code ?? error.message}）`);
      }
      settle({ kind: 'unanswered' });
    });

    request.pipe(upstream);
  });
}
