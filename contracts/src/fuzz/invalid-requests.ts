// Builds invalid requests for every operation of the document: a valid request with exactly one thing broken
// (a parameter's, body field's or multipart text field's value, a missing required one, or a body of the wrong JSON
// type), each paired
// with the field name the answer must mention.
import fc from 'fast-check';
import type { ParameterObject } from '@mis/openapi/document-types';
import { doc, parameterOf, schemaOf } from '../kit/document';
import { deref, invalidOf, validOf, type Resolve } from './schema-arbitrary';

type Part = Exclude<ParameterObject['in'], 'cookie'>;

export interface InvalidRequest {
  operationId: string;
  method: string;
  path: string;
  query: Record<string, string>;
  pathParams: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  /** The field the answer's message must name, e.g. `query.pageSize`, `body.username`, `header.tenant-id`. */
  field: string;
  signed: boolean;
  /** The operation takes a multipart body: the request carries a small valid one (a file and these text fields). */
  multipart: boolean;
  formFields?: Record<string, string>;
}

export const resolve: Resolve = schemaOf;

const PART: Record<Part, string> = { query: 'query', path: 'path', header: 'header' };
const SIGN_HEADERS = new Set(['x-sign', 'x-timestamp']);

/** One arbitrary per breakable spot of an operation; each yields a whole invalid request. */
export function invalidRequestArbitraries(): Array<{ operationId: string; spot: string; arbitrary: fc.Arbitrary<InvalidRequest> }> {
  const result: Array<{ operationId: string; spot: string; arbitrary: fc.Arbitrary<InvalidRequest> }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || !['get', 'post', 'put', 'delete'].includes(method)) continue;
      const signed = op['x-sign-required'] === true;
      const parameters = (op.parameters ?? []).map(parameterOf).filter((p): p is ParameterObject & { in: Part } => p.in !== 'cookie');
      const required = parameters.filter((p) => p.required);
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const multipartSchema = op.requestBody?.content['multipart/form-data']?.schema;
      const multipart = Boolean(multipartSchema);

      const baseline = fc.record({
        params: fc.record(Object.fromEntries(required.map((p) => [`${p.in}:${p.name}`, validOf(p.schema ?? {}, resolve).map(String)]))),
        body: bodySchema ? validOf(bodySchema, resolve) : fc.constant(undefined),
      });
      const assemble = (params: Record<string, string | undefined>, body: unknown, field: string): InvalidRequest => {
        const request: InvalidRequest = { operationId: op.operationId, method: method.toUpperCase(), path, query: {}, pathParams: {}, headers: {}, field, signed, multipart };
        for (const [key, value] of Object.entries(params)) {
          if (value === undefined) continue;
          const [where, name] = key.split(/:(.*)/s) as [Part, string];
          if (where === 'query') request.query[name] = value;
          else if (where === 'path') request.pathParams[name] = value;
          else request.headers[name.toLowerCase()] = value;
        }
        if (body !== undefined) request.body = body;
        return request;
      };

      for (const p of parameters) {
        if (signed && SIGN_HEADERS.has(p.name.toLowerCase())) continue;
        const bad = invalidOf(p.schema ?? {}, resolve, 'text');
        const field = `${PART[p.in]}.${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
        if (bad) {
          result.push({
            operationId: op.operationId,
            spot: `${field} value`,
            arbitrary: fc.tuple(baseline, bad).map(([base, value]) => assemble({ ...base.params, [`${p.in}:${p.name}`]: String(value) }, base.body, field)),
          });
        }
        if (p.required && p.in !== 'path') {
          result.push({
            operationId: op.operationId,
            spot: `${field} missing`,
            arbitrary: baseline.map((base) => assemble({ ...base.params, [`${p.in}:${p.name}`]: undefined }, base.body, field)),
          });
        }
      }

      // The text fields of a multipart body (the file parts are not values to break).
      for (const [name, schema] of Object.entries(multipartSchema ? (deref(multipartSchema, resolve).properties ?? {}) : {})) {
        if ((schema as { contentMediaType?: string }).contentMediaType !== undefined) continue;
        const bad = invalidOf(schema, resolve, 'text');
        if (!bad) continue;
        result.push({
          operationId: op.operationId,
          spot: `body.${name} form value`,
          arbitrary: fc.tuple(baseline, bad).map(([base, value]) => ({ ...assemble(base.params, base.body, `body.${name}`), formFields: { [name]: String(value) } })),
        });
      }

      if (bodySchema) {
        const body = deref(bodySchema, resolve);
        result.push({
          operationId: op.operationId,
          spot: 'body type',
          arbitrary: fc.tuple(baseline, fc.constantFrom<unknown>([1, 2], 'text', 42, true)).map(([base, value]) => assemble(base.params, value, 'body')),
        });
        for (const [name, schema] of Object.entries(body.properties ?? {})) {
          const bad = invalidOf(schema, resolve, 'json');
          if (bad) {
            result.push({
              operationId: op.operationId,
              spot: `body.${name} value`,
              arbitrary: fc.tuple(baseline, bad).map(([base, value]) => assemble(base.params, { ...(base.body as object), [name]: value }, `body.${name}`)),
            });
          }
          if (body.required?.includes(name)) {
            result.push({
              operationId: op.operationId,
              spot: `body.${name} missing`,
              arbitrary: baseline.map((base) => {
                const copy = { ...(base.body as Record<string, unknown>) };
                delete copy[name];
                return assemble(base.params, copy, `body.${name}`);
              }),
            });
          }
        }
      }
    }
  }
  return result;
}
