// Sends the hostile requests (hostile-requests.ts) to the file's mock and judges each answer: never 5xx; a refusal
// with its status, in the envelope, naming what it must; anything else answered in the envelope when it is JSON.
// Also what must not change: no prototype of the runtime or of a stored row gains or loses a property.
import { createAjv } from '@mis/openapi/compile-schemas';
import type { MockApp } from '@mis/mock-server';
import { doc, responseProblems } from '../kit';
import type { HostileRequest } from './hostile-requests';

const ajv = createAjv(doc);
const errorEnvelope = ajv.compile({ $ref: 'doc#/$defs/ErrorEnvelope' });

export interface Judged {
  problem: string | null;
  ms: number;
}

function describe(request: HostileRequest, status: number, body: string): string {
  return `${request.operationId} ${request.kind}: HTTP ${status} ${body.slice(0, 160)} — ${request.method} ${request.url.slice(0, 120)}`;
}

async function sendHostile(app: MockApp, token: string, request: HostileRequest): Promise<Judged> {
  const started = performance.now();
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { 'x-access-token': token, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: typeof request.payload === 'function' ? request.payload() : request.payload }),
  });
  const ms = performance.now() - started;
  const { statusCode: status, body: text } = response;
  if (status >= 500) return { problem: describe(request, status, text), ms };
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  let body: { success?: unknown; message?: unknown } | undefined;
  try {
    body = isJson ? (JSON.parse(text) as typeof body) : undefined;
  } catch {
    return { problem: `${describe(request, status, text)} (not JSON)`, ms };
  }
  if (request.expected === 'answered') {
    if (body && (typeof body.success !== 'boolean' || typeof body.message !== 'string')) return { problem: `${describe(request, status, text)} (not an envelope)`, ms };
    // A handler that threw answers 操作失败，<its error>: a hostile value must be refused or taken, not crash one.
    if (body && typeof body.message === 'string' && /Maximum call stack|is not a function|Cannot read properties|Cannot convert/.test(body.message)) return { problem: describe(request, status, text), ms };
    return { problem: null, ms };
  }
  const { status: wanted, mentions } = request.expected;
  if (status !== wanted || !body) return { problem: `${describe(request, status, text)} (expected HTTP ${wanted})`, ms };
  const shape = wanted === 400 ? responseProblems(request.operationId, 400, body) : errorEnvelope(body) ? null : ajv.errorsText(errorEnvelope.errors);
  if (shape) return { problem: `${describe(request, status, text)} (${shape})`, ms };
  const missing = mentions.filter((words) => !String(body.message).includes(words));
  return { problem: missing.length ? `${describe(request, status, text)} (message does not name ${missing.join(', ')})` : null, ms };
}

export interface HostileRun {
  failures: string[];
  /** Answer times in ms by kind of request (the counts of "too many files" folded into one kind). */
  timings: Map<string, number[]>;
}

/** Sends every request in turn and collects the problems and the answer times. */
export async function sendAllHostile(app: MockApp, token: string, requests: readonly HostileRequest[]): Promise<HostileRun> {
  const failures: string[] = [];
  const timings = new Map<string, number[]>();
  for (const request of requests) {
    const { problem, ms } = await sendHostile(app, token, request);
    if (problem) failures.push(problem);
    const kind = request.kind.replace(/\d+ files/, 'too many files');
    timings.set(kind, [...(timings.get(kind) ?? []), ms]);
  }
  return { failures, timings };
}

/** Own property names of the runtime's prototypes and the prototype of every stored row. */
export function prototypeState(app: MockApp): string {
  const prototypes = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype };
  const own = Object.fromEntries(Object.entries(prototypes).map(([name, prototype]) => [name, Object.getOwnPropertyNames(prototype).sort()]));
  const rows: string[] = [];
  for (const [table, value] of Object.entries(app.store.data)) {
    if (!Array.isArray(value)) continue;
    for (const row of value as unknown[]) {
      if (row === null || typeof row !== 'object') continue;
      if (Object.getPrototypeOf(row) !== Object.prototype || Object.hasOwn(row, 'polluted')) rows.push(`${table}: ${JSON.stringify(row).slice(0, 80)}`);
    }
  }
  return JSON.stringify({ own, rows, polluted: ({} as { polluted?: unknown }).polluted ?? null });
}

/** The slowest answers of each kind of request, for the printed figures. */
export function timingTable(timings: Map<string, number[]>): string {
  const lines = [...timings].map(([kind, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
    return `  ${kind.padEnd(56)} ${String(values.length).padStart(4)} requests  p50 ${at(0.5).toFixed(1).padStart(6)} ms  p99 ${at(0.99).toFixed(1).padStart(6)} ms  max ${at(1).toFixed(1).padStart(6)} ms`;
  });
  return lines.join('\n');
}
