// Checks one forwarded exchange against the document: the request with the mock's own validators (the same schemas,
// Ajv instances and Spring-like binding, so a request is a finding exactly when the mock would refuse it) and the
// answer with the document's response schemas. Returns the findings; the report counts them.
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ErrorObject } from 'ajv';
import type { OpenApiDocument, Operation } from '../openapi/document.js';
import { listOperations } from '../openapi/document.js';
import { parameterBodyOf } from '../openapi/parameter-body.js';
import { createValidators, validatorCompiler } from '../openapi/register-routes.js';
import { requestSchemasOf, type RequestSchemas } from '../openapi/request-schemas.js';
import { createResponseValidator } from '../openapi/response-validation.js';
import { findingsOf, type Finding } from './finding.js';
import { boundaryOf, multipartContentOf } from './multipart-fields.js';
import { createOperationMatcher } from './operation-matcher.js';
import { redactPath, secretsOf } from './redaction.js';

export interface Exchange {
  method: string;
  /** The caller's path below API_PREFIX, without the query. */
  path: string;
  query: URLSearchParams;
  requestHeaders: IncomingHttpHeaders;
  /** The request body as sent; null when none was kept (none sent, or larger than the proxy keeps). */
  requestBody: Buffer | null;
  status: number;
  responseHeaders: IncomingHttpHeaders;
  /** The answer's bytes as the backend sent them (still encoded); null when not kept (not JSON, or too large). */
  responseBody: Buffer | null;
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type Part = keyof RequestSchemas;

const mediaTypeOf = (header: string | undefined): string => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');
/** The document's file answers declare application/octet-stream: any stored file's own type is the real one. */
const ANY_FILE = 'application/octet-stream';

const decoders: Record<string, (buffer: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

async function decoded(body: Buffer, encoding: string | undefined): Promise<Buffer | null> {
  const codings = (encoding ?? '').split(',').map((coding) => coding.trim().toLowerCase()).filter((coding) => coding && coding !== 'identity');
  let result = body;
  for (const coding of codings.reverse()) {
    const decode = decoders[coding];
    if (!decode) return null;
    result = await decode(result);
  }
  return result;
}

function parseJson(buffer: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(buffer.toString('utf8').replace(/^\uFEFF/, '')) };
  } catch {
    return { ok: false };
  }
}

/** The query as Fastify hands it to the mock's validators: a name sent more than once keeps every value. */
function queryObjectOf(query: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [name, value] of query) {
    const previous = object[name];
    object[name] = previous === undefined ? value : [previous, value].flat();
  }
  return object;
}

export function createExchangeChecker(doc: OpenApiDocument): (exchange: Exchange) => Promise<Finding[]> {
  const operations = listOperations(doc);
  const match = createOperationMatcher(operations);
  const validators = createValidators(doc);
  const compile = validatorCompiler(validators);
  const responses = createResponseValidator(doc);
  const requestValidators = new Map<string, Validate>();

  const requestValidator = (op: Operation, part: Part): Validate | null => {
    const key = `${op.method} ${op.path} ${part}`;
    let validate = requestValidators.get(key);
    if (!validate) {
      const schema = requestSchemasOf(op)[part];
      if (!schema) return null;
      validate = compile({ schema, httpPart: part }) as Validate;
      requestValidators.set(key, validate);
    }
    return validate;
  };

  return async (exchange) => {
    const findings: Finding[] = [];
    const { method } = exchange;
    const matched = match(method, exchange.path || '/');
    const requestMediaType = mediaTypeOf(exchange.requestHeaders['content-type']);
    const body = requestBodyOf(exchange, requestMediaType);
    const secrets = secretsOf(exchange.requestHeaders, exchange.query, body.kind === 'parsed' ? body.value : undefined);
    if (matched.kind !== 'operation') {
      findings.push({
        operation: null,
        method,
        path: redactPath(exchange.path, secrets),
        direction: 'request',
        location: 'operation',
        field: '',
        expected: 'an operation of the document',
        seen: matched.kind === 'path-unknown' ? 'a path the document does not have' : 'a method the document does not have on this path',
      });
      return findings;
    }
    const { op } = matched;
    const request = { operation: op.operationId, method: op.method, path: op.path, direction: 'request' as const };
    const response = { ...request, direction: 'response' as const };

    const validatePart = (part: Part, location: Finding['location'], data: unknown) => {
      const validate = requestValidator(op, part);
      if (!validate || validate(data)) return;
      findings.push(...findingsOf((validate.errors ?? []) as ErrorObject[], data, { ...request, location }, secrets));
    };
    validatePart('params', 'path', { ...matched.params });
    validatePart('querystring', 'query', queryObjectOf(exchange.query));
    validatePart('headers', 'header', { ...exchange.requestHeaders });
    if (op.secured && !exchange.requestHeaders['x-access-token'] && !exchange.query.get('token')) {
      findings.push({ ...request, location: 'header', field: '/x-access-token', expected: 'required (the operation needs a token)', seen: 'missing' });
    }
    if (op.signed) {
      for (const header of ['x-sign', 'x-timestamp']) {
        if (!exchange.requestHeaders[header]) findings.push({ ...request, location: 'header', field: `/${header}`, expected: 'required (the operation is signed)', seen: 'missing' });
      }
    }
    if (op.bodySchema) {
      if (body.kind === 'none') {
        if (op.bodyRequired) findings.push({ ...request, location: 'body', field: '', expected: 'a body', seen: 'missing' });
      } else if (body.kind === 'invalid') {
        findings.push({ ...request, location: body.location, field: '', expected: body.expected, seen: body.seen });
      } else if (requestMediaType === 'multipart/form-data' && !op.multipart) {
        // Only uploads and imports read multipart bodies; the mock refuses one elsewhere (不支持的 Content-Type).
        findings.push({ ...request, location: 'content-type', field: '', expected: 'application/json or a form', seen: requestMediaType });
      } else if (body.kind === 'parsed') {
        validatePart('body', 'body', body.value);
      }
    }

    const declared = responses.contentOf(op, exchange.status);
    if (!declared) {
      findings.push({ ...response, location: 'status', field: '', expected: `one of ${responses.statusesOf(op).join(', ')}`, seen: String(exchange.status) });
      return findings;
    }
    if (declared.size === 0 || method === 'HEAD') return findings;
    const mediaType = mediaTypeOf(exchange.responseHeaders['content-type']);
    if (!declared.has(mediaType) && !declared.has(ANY_FILE)) {
      findings.push({ ...response, location: 'content-type', field: '', expected: `one of ${[...declared.keys()].join(', ')}`, seen: mediaType || 'none' });
      return findings;
    }
    if (!isJson(mediaType) || !declared.get(mediaType) || !exchange.responseBody) return findings;
    const bytes = await decoded(exchange.responseBody, exchange.responseHeaders['content-encoding']);
    if (!bytes) return findings;
    const parsed = parseJson(bytes);
    if (!parsed.ok) {
      findings.push({ ...response, location: 'body', field: '', expected: 'JSON', seen: 'not JSON' });
      return findings;
    }
    const errors = responses.validate(op, exchange.status, mediaType, parsed.value);
    if (errors) findings.push(...findingsOf(errors, parsed.value, { ...response, location: 'body' }, secrets));
    return findings;
  };
}

type RequestBody =
  | { kind: 'none' }
  | { kind: 'unread' }
  | { kind: 'parsed'; value: unknown }
  | { kind: 'invalid'; location: 'body' | 'content-type'; expected: string; seen: string };

/** The request body as the mock would read it: JSON, a form, or a multipart body's text fields. */
function requestBodyOf(exchange: Exchange, mediaType: string): RequestBody {
  const length = Number(exchange.requestHeaders['content-length'] ?? 0);
  const chunked = exchange.requestHeaders['transfer-encoding'] !== undefined;
  if (!exchange.requestBody) return length > 0 || chunked ? { kind: 'unread' } : { kind: 'none' };
  if (exchange.requestBody.length === 0) return { kind: 'none' };
  const text = () => exchange.requestBody?.toString('utf8') ?? '';
  if (isJson(mediaType)) {
    const parsed = parseJson(exchange.requestBody);
    return parsed.ok ? { kind: 'parsed', value: parsed.value } : { kind: 'invalid', location: 'body', expected: 'JSON', seen: 'not JSON' };
  }
  // The client's axios labels a POST without data as a form; Spring (and the mock) read a form as parameters.
  if (mediaType === 'application/x-www-form-urlencoded') return { kind: 'parsed', value: parameterBodyOf(new URLSearchParams(text())) };
  if (mediaType === 'multipart/form-data') {
    const boundary = boundaryOf(String(exchange.requestHeaders['content-type']));
    const content = boundary ? multipartContentOf(exchange.requestBody, boundary) : null;
    return content
      ? { kind: 'parsed', value: parameterBodyOf(content.fields) }
      : { kind: 'invalid', location: 'body', expected: 'multipart/form-data', seen: 'a malformed multipart body' };
  }
  return { kind: 'invalid', location: 'content-type', expected: 'application/json, a form or multipart/form-data', seen: mediaType || 'none' };
}
