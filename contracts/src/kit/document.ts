// The bundled document and an Ajv 2020 validator over it: every response the suites get is checked here.
import { createRequire } from 'node:module';
import { createAjv, rewriteRefs } from '@mis/openapi/compile-schemas';
import type { ValidateFunction } from 'ajv';

interface Op {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
}
interface Doc {
  paths: Record<string, Record<string, Op>>;
  components: { responses?: Record<string, { content?: Record<string, { schema: object }> }> };
}

export const doc = createRequire(import.meta.url)('@mis/openapi/openapi.json') as Doc;
const ajv = createAjv(doc);
const compiled = new Map<string, ValidateFunction>();

export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
}

export const operations: OperationRef[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({ operationId: op.operationId, method: method.toUpperCase(), path })),
);

function operation(operationId: string): Op {
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) if (op.operationId === operationId) return op;
  throw new Error(`unknown operation ${operationId}`);
}

function responseSchema(operationId: string, status: number): object {
  const responses = operation(operationId).responses;
  let response = responses[String(status)];
  if (!response) throw new UndeclaredStatus(`${operationId} declares no ${status} response`);
  if (response.$ref) response = doc.components.responses?.[response.$ref.replace('#/components/responses/', '')] ?? {};
  const schema = response.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} ${status} has no JSON schema`);
  return schema;
}

class UndeclaredStatus extends Error {}

/** Validates a response body against the document; returns the problems as text (Ajv errors, or a status the
 * operation does not declare), or null when valid. */
export function responseProblems(operationId: string, status: number, body: unknown): string | null {
  const key = `${operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    try {
      validate = ajv.compile(rewriteRefs(responseSchema(operationId, status)));
    } catch (error) {
      if (error instanceof UndeclaredStatus) return error.message;
      throw error;
    }
    compiled.set(key, validate);
  }
  return validate(body) ? null : ajv.errorsText(validate.errors);
}

import type { components } from '@mis/openapi/schema';
/** A schema of the document, for reading answers in tests. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
