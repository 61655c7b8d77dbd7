// The bundled OpenAPI document and the operations it declares.
import { createRequire } from 'node:module';
import type { OpenApiDocument, OperationObject, ParameterObject } from '@mis/openapi/document-types';

export type { OpenApiDocument, OperationObject, ParameterObject } from '@mis/openapi/document-types';

export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. /sys/randomImage/{key} */
  path: string;
  operationId: string;
  parameters: ParameterObject[];
  bodySchema: object | null;
  bodyRequired: boolean;
  /** Takes a multipart/form-data body (uploads and Excel imports). */
  multipart: boolean;
  secured: boolean;
  signed: boolean;
  wildcard: string | null;
  /** Whether the operation may change the data: every non-GET, and GETs marked `x-writes`. */
  writes: boolean;
  /** `x-permission`: the menu paths and button codes of which the caller must hold one; empty when any
   * signed-in user may call it. */
  permission: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function loadDocument(): OpenApiDocument {
  return createRequire(import.meta.url)('@mis/openapi/openapi.json') as OpenApiDocument;
}

export function listOperations(doc: OpenApiDocument): Operation[] {
  const resolveParameter = (p: ParameterObject | { $ref: string }): ParameterObject => {
    if (!('$ref' in p)) return p;
    const name = p.$ref.replace('#/components/parameters/', '');
    const resolved = doc.components.parameters?.[name];
    if (!resolved) throw new Error(`Unresolved parameter ${p.$ref}`);
    return resolved;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method] as OperationObject;
      const security = op.security ?? doc.security ?? [];
      return {
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        parameters: (op.parameters ?? []).map(resolveParameter),
        bodySchema: op.requestBody?.content['application/json']?.schema ?? multipartFields(doc, op.requestBody?.content['multipart/form-data']?.schema),
        bodyRequired: op.requestBody?.required === true,
        multipart: op.requestBody?.content['multipart/form-data'] !== undefined,
        secured: security.length > 0 && security.some((requirement) => Object.keys(requirement).length > 0),
        signed: op['x-sign-required'] === true,
        wildcard: op['x-path-wildcard'] ?? null,
        writes: method !== 'get' || op['x-writes'] === true,
        permission: op['x-permission'] ?? [],
      };
    }),
  );
}

/**
 * The text fields of a multipart body, as a schema for the object the mock collects them into (the files are read
 * apart, into `uploads`): the declared properties without the file ones (`contentMediaType`), which leave
 * `required` too. Null when the operation takes no multipart body.
 */
function multipartFields(doc: OpenApiDocument, declared: object | undefined): object | null {
  if (!declared) return null;
  const ref = (declared as { $ref?: string }).$ref;
  const schema = (ref ? doc.components.schemas?.[ref.replace('#/components/schemas/', '')] : declared) as
    | { properties?: Record<string, { contentMediaType?: string }>; required?: string[] }
    | undefined;
  if (!schema) throw new Error(`Unresolved schema ${ref}`);
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([, property]) => property.contentMediaType === undefined));
  return { ...schema, properties, required: (schema.required ?? []).filter((name) => name in properties) };
}
