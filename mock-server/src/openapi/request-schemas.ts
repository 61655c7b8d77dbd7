// The JSON schemas of an operation's request parts (path, query, headers, body), as the mock validates them: the
// routes (register-routes.ts) and the validating proxy (proxy/) build them here, so both check the same thing.
import { rewriteRefs } from '@mis/openapi/compile-schemas';
import type { Operation, ParameterObject } from './document.js';

export interface RequestSchemas {
  params?: object;
  querystring?: object;
  /** Header names lower-cased, as Node hands them over. */
  headers?: object;
  body?: object;
}

function objectSchema(parameters: ParameterObject[], lowerCase = false) {
  if (parameters.length === 0) return undefined;
  const name = (p: ParameterObject) => (lowerCase ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [name(p), rewriteRefs(p.schema ?? {})])),
    required: parameters.filter((p) => p.required).map(name),
  };
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The parts that have parameters (or a body). `wildcardKey` names the wildcard path parameter in the validated
 * object: Fastify calls it `*`, the proxy keeps the document's name.
 */
export function requestSchemasOf(op: Operation, wildcardKey: string | null = op.wildcard): RequestSchemas {
  const byLocation = (where: ParameterObject['in']) => op.parameters.filter((p) => p.in === where);
  const pathParameters = byLocation('path').map((p) => (p.name === op.wildcard && wildcardKey ? { ...p, name: wildcardKey } : p));
  return definedOnly({
    params: objectSchema(pathParameters),
    querystring: objectSchema(byLocation('query')),
    headers: objectSchema(byLocation('header'), true),
    body: op.bodySchema ? rewriteRefs(op.bodySchema) : undefined,
  });
}
