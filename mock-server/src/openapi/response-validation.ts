// What the document declares an operation answers (statuses, content types, JSON schemas) and an Ajv 2020 validator
// of those answers, built like the request validators (createAjv over the document's components, compiled on first
// use). The mock never needs it: its answers are typed by the document. The validating proxy (proxy/) checks a real
// backend's answers with it.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv, rewriteRefs } from '@mis/openapi/compile-schemas';
import type { OpenApiDocument, ResponseObject } from '@mis/openapi/document-types';
import type { Operation } from './document.js';

/** A declared answer: content type (lower case, e.g. `application/json`) → its schema, when the document gives one. */
export type DeclaredContent = ReadonlyMap<string, object | undefined>;

export interface ResponseValidator {
  /** The statuses the operation declares (as numbers), in the document's order. */
  statusesOf(op: Operation): number[];
  /** The content the operation declares for a status; undefined when the status is not declared. */
  contentOf(op: Operation, status: number): DeclaredContent | undefined;
  /** Validates a parsed JSON answer against the schema declared for the status and content type; errors or null. */
  validate(op: Operation, status: number, contentType: string, body: unknown): ErrorObject[] | null;
}

export function createResponseValidator(doc: OpenApiDocument): ResponseValidator {
  let ajv: ReturnType<typeof createAjv> | undefined;
  const compiled = new Map<string, ValidateFunction>();
  const declared = new Map<string, Map<number, DeclaredContent>>();

  const resolve = (response: ResponseObject | { $ref: string }): ResponseObject =>
    '$ref' in response ? (doc.components.responses?.[response.$ref.replace('#/components/responses/', '')] ?? {}) : response;

  const responsesOf = (op: Operation): Map<number, DeclaredContent> => {
    const key = `${op.method} ${op.path}`;
    let byStatus = declared.get(key);
    if (!byStatus) {
      const operation = doc.paths[op.path]?.[op.method.toLowerCase()];
      byStatus = new Map(
        Object.entries(operation?.responses ?? {}).map(([status, response]) => [
          Number(status),
          new Map(Object.entries(resolve(response).content ?? {}).map(([type, media]) => [type.toLowerCase(), media.schema])),
        ]),
      );
      declared.set(key, byStatus);
    }
    return byStatus;
  };

  return {
    statusesOf: (op) => [...responsesOf(op).keys()],
    contentOf: (op, status) => responsesOf(op).get(status),
    validate(op, status, contentType, body) {
      const key = `${op.method} ${op.path} ${status} ${contentType}`;
      let validate = compiled.get(key);
      if (!validate) {
        const schema = responsesOf(op).get(status)?.get(contentType);
        if (!schema) return null;
        // Strict and allErrors, as the contract suites validate answers: every drift of an answer is reported.
        ajv ??= createAjv(doc, { validateSchema: false });
        const fresh: ValidateFunction = ajv.compile(rewriteRefs(schema));
        compiled.set(key, fresh);
        validate = fresh;
      }
      return validate(body) ? null : [...(validate.errors ?? [])];
    },
  };
}
