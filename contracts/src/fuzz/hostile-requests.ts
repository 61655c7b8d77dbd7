// Hostile requests for every operation of the document (issue 33, "Bad input"): a valid request of the operation
// (its required parameters and body generated from the document) with one hostile thing in it. What each must be
// answered with is in `expected`: a refusal with its status and the words its message must hold (the field, or the
// limit), or `answered` (anything but 5xx, JSON answers in the envelope: the mock may take a long value as it is).
import { signedParams, signOf } from '@mis/mock-server/sign';
import fc from 'fast-check';
import type { JsonSchema, ParameterObject } from '@mis/openapi/document-types';
import { doc, multipart, parameterOf, schemaOf } from '../kit';
import { deref, validOf } from './schema-arbitrary';

export interface HostileRequest {
  operationId: string;
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A function for the large ones: built when sent, so a thousand requests do not hold gigabytes. */
  payload?: string | Buffer | (() => Buffer);
  expected: { status: number; mentions: string[] } | 'answered';
}

/** The mock's bounds (mock-server/src/plugins/request-limits.ts), as the messages name them. */
export const BODY_LIMIT = { bytes: 10 * 1024 * 1024, text: '10MB' };
export const UPLOAD_FILE_LIMIT = { bytes: 20 * 1024 * 1024, text: '20MB' };
export const UPLOAD_FILES_LIMIT = 10;

const SEED = 20261129;
// Through a real server, a request line and headers past 16 KB are refused before routing (hostile-limits.test.ts):
// what reaches an operation is at most that long.
const LONG_VALUE = 'x'.repeat(6_000);
const LONG_HEADER = 'x'.repeat(4_000);
const REPEATS = 300;
const DEEP_LEVELS = 100_000;
const HUGE_ARRAY = 1_000_000;
/** Bytes no UTF-8 decoder takes: a lone continuation byte, an invalid lead byte, a truncated sequence. */
const NOT_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28]);

// Built once and shared by every operation (JSON for a field's value).
const deepJson = Buffer.from('['.repeat(DEEP_LEVELS) + ']'.repeat(DEEP_LEVELS));
const hugeArrayJson = Buffer.from(`[${'0,'.repeat(HUGE_ARRAY - 1)}0]`);
const oversizeBody = Buffer.alloc(BODY_LIMIT.bytes + 1, 0x20);
const oversizeUpload = multipart({}, { name: 'big.bin', type: 'application/octet-stream', content: Buffer.alloc(UPLOAD_FILE_LIMIT.bytes + 1, 0x61) });
// A computed key: a literal __proto__ would set the object's prototype instead of a field.
const protoField = multipart({ ['__proto__']: 'polluted' }, { name: 'a.txt', type: 'text/plain', content: Buffer.from('a') });
const tooManyFiles = (() => {
  const one = multipart({}, { name: 'a.txt', type: 'text/plain', content: Buffer.from('a') });
  const boundary = /boundary=(.+)$/.exec(one.headers['content-type'])?.[1] as string;
  const part = one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length);
  return { headers: one.headers, payload: Buffer.concat([...Array.from({ length: UPLOAD_FILES_LIMIT + 1 }, () => part), Buffer.from(`--${boundary}--\r\n`)]) };
})();

const resolve = schemaOf;
const sample = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { numRuns: 1, seed: SEED })[0] as T;

type Part = 'query' | 'path' | 'header';

interface Operation {
  operationId: string;
  method: string;
  path: string;
  signed: boolean;
  parameters: Array<ParameterObject & { in: Part }>;
  /** The path parameter Fastify matches as `*` (the rest of the path, not decoded as one segment). */
  wildcard: string | null;
  bodySchema?: JsonSchema;
  multipart: boolean;
}

function operationsOf(): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || !['get', 'post', 'put', 'delete'].includes(method)) continue;
      result.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        signed: op['x-sign-required'] === true,
        parameters: (op.parameters ?? []).map(parameterOf).filter((p): p is ParameterObject & { in: Part } => p.in !== 'cookie'),
        wildcard: (op as { 'x-path-wildcard'?: string })['x-path-wildcard'] ?? null,
        bodySchema: op.requestBody?.content['application/json']?.schema,
        multipart: Boolean(op.requestBody?.content['multipart/form-data']),
      });
    }
  }
  return result;
}

/** A valid request of the operation, to which one hostile thing is added. */
function baselineOf(op: Operation) {
  const values = (where: Part) => Object.fromEntries(op.parameters.filter((p) => p.in === where && p.required).map((p) => [p.name, String(sample(validOf(p.schema ?? {}, resolve)))]));
  const body = op.bodySchema ? sample(validOf(op.bodySchema, resolve)) : undefined;
  return { query: values('query'), path: values('path'), headers: Object.fromEntries(Object.entries(values('header')).map(([k, v]) => [k.toLowerCase(), v])), body };
}

function pathOf(op: Operation, path: Record<string, string>, raw: Record<string, string> = {}): string {
  return `/v1${op.path.replace(/\{([^}]+)\}/g, (_all, name: string) => raw[name] ?? encodeURIComponent(path[name] ?? 'x'))}`;
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

function signed(op: Operation, url: string, body: unknown, headers: Record<string, string>): Record<string, string> {
  if (!op.signed) return headers;
  return { ...headers, 'x-sign': signOf(signedParams(url, op.method, body)), 'x-timestamp': String(Date.now()) };
}

/** The body field a hostile value goes into: the first declared property, or the whole body. */
function bodyFieldOf(schema: JsonSchema): string | null {
  const body = deref(schema, resolve);
  return Object.keys(body.properties ?? {})[0] ?? null;
}

const MARKER = '@@hostile-value@@';

/** The body's JSON text around `field`'s value: [before, after] (both empty when the value is the whole body). */
function around(base: unknown, field: string | null): [string, string] {
  if (field === null) return ['', ''];
  const object = base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object), [field]: MARKER } : { [field]: MARKER };
  return JSON.stringify(object).split(JSON.stringify(MARKER)) as [string, string];
}

/** The body's JSON text with `valueText` (JSON) as the value of `field`, or as the whole body when field is null. */
function bodyWith(base: unknown, field: string | null, valueText: string): string {
  const [before, after] = around(base, field);
  return before + valueText + after;
}

/** The same with bytes for the value, built when the request is sent. */
function bodyWithBytes(base: unknown, field: string | null, value: Buffer): () => Buffer {
  const [before, after] = around(base, field);
  return () => Buffer.concat([Buffer.from(before), value, Buffer.from(after)]);
}

/** Hostile requests in the URL and headers, for every operation. */
export function parameterRequests(): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const op of operationsOf()) {
    const base = baselineOf(op);
    const basePath = pathOf(op, base.path);
    const baseQuery = new URLSearchParams(base.query).toString();
    const queryParam = op.parameters.find((p) => p.in === 'query')?.name ?? 'keyword';
    const headerParam = op.parameters.find((p) => p.in === 'header')?.name.toLowerCase() ?? 'tenant-id';
    const json: Record<string, string> = base.body === undefined ? {} : { 'content-type': 'application/json' };
    const payload = base.body === undefined ? undefined : JSON.stringify(base.body);
    const request = (kind: string, url: string, expected: HostileRequest['expected'], headers: Record<string, string> = {}): HostileRequest => ({
      operationId: op.operationId,
      kind,
      method: op.method,
      url,
      headers: signed(op, url, base.body, { ...base.headers, ...json, ...headers }),
      ...(payload === undefined ? {} : { payload }),
      expected,
    });

    // A 6 000-character value, the same parameter 300 times more, bytes that are not UTF-8 (a value and a name),
    // and a 4 000-character header: none of it may cost a 5xx.
    const long = `${encodeURIComponent(queryParam)}=${LONG_VALUE}`;
    const repeated = `${encodeURIComponent(queryParam)}=1&`.repeat(REPEATS).slice(0, -1);
    const notUtf8 = `${encodeURIComponent(queryParam)}=%FF%FE%C3&%C3%28=1`;
    const hostileQuery = [baseQuery, long, repeated, notUtf8].filter(Boolean).join('&');
    requests.push(request('long, repeated and non-UTF-8 query; long header', withQuery(basePath, hostileQuery), 'answered', { [headerParam]: LONG_HEADER }));

    // Prototype keys as parameter names, the second percent-encoded.
    for (const [name, text] of [['__proto__', '__proto__=a&__proto__=b'], ['constructor', '%63onstructor=c']] as const) {
      requests.push(request(`query ${name}`, withQuery(basePath, [baseQuery, text].filter(Boolean).join('&')), { status: 400, mentions: [`query.${name}`] }));
    }

    // A path parameter whose bytes are not UTF-8 (a wildcard takes the rest of the path as it is).
    const pathParam = op.parameters.find((p) => p.in === 'path');
    if (pathParam) {
      requests.push(request('path not UTF-8', withQuery(pathOf(op, base.path, { [pathParam.name]: '%FF%FE' }), baseQuery), op.wildcard === pathParam.name ? 'answered' : { status: 400, mentions: ['path'] }));
    }
  }
  return requests;
}

/** Hostile bodies for every operation that takes one (JSON or multipart). */
export function bodyRequests(): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const op of operationsOf()) {
    if (!op.bodySchema && !op.multipart) continue;
    const base = baselineOf(op);
    const url = withQuery(pathOf(op, base.path), new URLSearchParams(base.query).toString());
    const request = (kind: string, payload: NonNullable<HostileRequest['payload']>, contentType: string, expected: HostileRequest['expected'], body?: unknown): HostileRequest => ({
      operationId: op.operationId,
      kind,
      method: op.method,
      url,
      headers: signed(op, url, body, { ...base.headers, 'content-type': contentType }),
      payload,
      expected,
    });
    if (op.multipart) {
      requests.push(request('file over the upload limit', oversizeUpload.payload, oversizeUpload.headers['content-type'], { status: 413, mentions: [UPLOAD_FILE_LIMIT.text] }));
      requests.push(request(`${UPLOAD_FILES_LIMIT + 1} files`, tooManyFiles.payload, tooManyFiles.headers['content-type'], { status: 413, mentions: [`${UPLOAD_FILES_LIMIT}个`] }));
      requests.push(request('form field __proto__', protoField.payload, protoField.headers['content-type'], { status: 400, mentions: ['__proto__'] }));
    }
    if (!op.bodySchema) continue;
    const field = bodyFieldOf(op.bodySchema);
    const named = field === null ? 'body' : `body.${field}`;
    const json = 'application/json';
    requests.push(request('body over the limit', oversizeBody, json, { status: 413, mentions: [BODY_LIMIT.text] }));
    requests.push(request(`${DEEP_LEVELS} levels of nesting`, bodyWithBytes(base.body, field, deepJson), json, { status: 400, mentions: [named] }));
    requests.push(request(`${HUGE_ARRAY} elements`, bodyWithBytes(base.body, field, hugeArrayJson), json, { status: 400, mentions: [named] }));
    requests.push(request('body not UTF-8', bodyWithBytes(base.body, field, Buffer.concat([Buffer.from('"'), NOT_UTF8, Buffer.from('"')])), json, { status: 400, mentions: ['body', 'UTF-8'] }));
    const baseText = JSON.stringify(base.body ?? {});
    const pollution = '"__proto__":{"polluted":"yes"}';
    const proto = !baseText.startsWith('{') || baseText === '{}' ? `{${pollution}}` : `{${pollution},${baseText.slice(1)}`;
    requests.push(request('body __proto__', proto, json, { status: 400, mentions: ['body.__proto__'] }));
    requests.push(request('form body __proto__', '__proto__=a&__proto__=b', 'application/x-www-form-urlencoded', { status: 400, mentions: ['body.__proto__'] }));
    requests.push(request('body constructor.prototype', bodyWith(base.body, field, '{"constructor":{"prototype":{"polluted":"yes"}}}'), json, { status: 400, mentions: [field === null ? 'body.constructor' : `body.${field}.constructor`] }));
  }
  return requests;
}
