// Calls to the in-process mock (app.inject) that validate every JSON answer against the document, answers typed
// by operation from the generated schema types.
import type { MockApp } from '@mis/mock-server';
import type { operations } from '@mis/openapi/schema';
import { expect } from 'vitest';
import { responseProblems, type Schema } from './document';

export type OperationId = keyof operations;

/** The JSON body the operation declares for HTTP 200 (the envelope for operations that answer a file). A raw answer
 * declares the envelope of a refusal beside its own body (code 510); it is typed as its own body. */
type Envelope200<Op extends OperationId> = operations[Op]['responses'] extends { 200: { content: { 'application/json': infer Body } } }
  ? Exclude<Body, { success: false }>
  : Schema<'Envelope'>;

/** A page's rows typed by row: the document composes `records` (`data` in the dev lists) over an `unknown[]`. */
type RowsTyped<R> = R extends { records: unknown[] }
  ? Omit<R, 'records'> & { records: Array<NonNullable<R['records']>[number]> }
  : R extends { data: unknown[] }
    ? Omit<R, 'data'> & { data: Array<NonNullable<R['data']>[number]> }
    : R;

/** What a successful answer of the operation carries in `result`. */
export type ResultOf<Op extends OperationId> = RowsTyped<NonNullable<Envelope200<Op> extends { result?: infer R } ? R : never>>;

export interface Answer<Op extends OperationId = OperationId> {
  status: number;
  /** Typed as the operation's 200 envelope; an answer of another status has been validated against its own schema. */
  body: Envelope200<Op>;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  raw: Buffer;
}

const inject = (app: MockApp, options: CallOptions) =>
  app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Buffer }),
  });

/** Calls an operation that may answer a file; a JSON answer is still validated against the document. */
export async function callRaw(app: MockApp, operationId: OperationId, options: CallOptions): Promise<RawAnswer> {
  const response = await inject(app, options);
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('application/json')) {
    expect(responseProblems(operationId, response.statusCode, response.json()), response.body).toBeNull();
  }
  return { status: response.statusCode, contentType, raw: response.rawPayload };
}

/** Calls the mock and asserts the answer matches the operation's declared response for its status. */
export async function call<Op extends OperationId>(app: MockApp, operationId: Op, options: CallOptions): Promise<Answer<Op>> {
  const response = await inject(app, options);
  const body = response.json();
  expect(responseProblems(operationId, response.statusCode, body), `${operationId} ${response.statusCode} ${response.body}`).toBeNull();
  return { status: response.statusCode, body };
}

/** The result of a successful answer, typed by its operation; fails the test when the answer is not a success
 * or carries no result. */
export function resultOf<Op extends OperationId>(answer: Answer<Op>): ResultOf<Op> {
  const body = answer.body as Schema<'Envelope'>;
  expect(body.success, `not a success: ${JSON.stringify(body)}`).toBe(true);
  expect(body.result ?? null, 'the answer carries no result').not.toBeNull();
  return body.result as ResultOf<Op>;
}
