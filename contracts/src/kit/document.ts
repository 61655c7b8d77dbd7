// The bundled document and an Ajv 2020 validator over it: every response the suites get is checked here.
import { createRequire } from 'node:module';
import type { JsonSchema, OpenApiDocument, OperationObject, ParameterObject, Reference, ResponseObject } from '@mis/openapi/document-types';
import { createAjv, rewriteRefs } from '@mis/openapi/compile-schemas';
import type { components } from '@mis/openapi/schema';
import type { ValidateFunction } from 'ajv';

export const doc = createRequire(import.meta.url)('@mis/openapi/openapi.json') as OpenApiDocument;
const ajv = createAjv(doc);
const compiled = new Map<string, ValidateFunction>();

export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export const operations: OperationRef[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => HTTP_METHODS.includes(method))
    .map(([method, op]) => ({ operationId: (op as OperationObject).operationId, method: method.toUpperCase(), path })),
);

/** A component schema by its `$ref` (`#/components/schemas/SysUser`). */
export function schemaOf(ref: string): JsonSchema {
  const found = doc.components.schemas?.[ref.split('/').at(-1) as string];
  if (!found) throw new Error(`unresolved ${ref}`);
  return found;
}

/** An operation's parameter with its `$ref` (`#/components/parameters/PageNo`) resolved. */
export function parameterOf(p: ParameterObject | Reference): ParameterObject {
  if (!('$ref' in p)) return p;
  const found = doc.components.parameters?.[p.$ref.split('/').at(-1) as string];
  if (!found) throw new Error(`unresolved ${p.$ref}`);
  return found;
}

function operation(operationId: string): OperationObject {
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) if (op?.operationId === operationId) return op;
  throw new Error(`unknown operation ${operationId}`);
}

function responseSchema(operationId: string, status: number): object {
  const declared = operation(operationId).responses[String(status)];
  if (!declared) throw new UndeclaredStatus(`${operationId} declares no ${status} response`);
  const response: ResponseObject = '$ref' in declared ? (doc.components.responses?.[declared.$ref.replace('#/components/responses/', '')] ?? {}) : declared;
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

/** A schema of the document, for reading answers in tests. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
