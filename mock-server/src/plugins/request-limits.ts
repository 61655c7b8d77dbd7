// The bounds a request must keep (docs/decisions.md, "Hostile input"). Each refusal names the bound in its message.
import { maxHeaderSize } from 'node:http';

const MB = 1024 * 1024;

/** A JSON or form body (Fastify's bodyLimit). */
export const BODY_LIMIT_BYTES = 10 * MB;
/** One uploaded file, and the files of one upload (@fastify/multipart's limits). */
export const UPLOAD_FILE_LIMIT_BYTES = 20 * MB;
export const UPLOAD_FILES_LIMIT = 10;
/** The text fields of one multipart body, and the size of one. */
export const UPLOAD_FIELDS_LIMIT = 100;
export const UPLOAD_FIELD_LIMIT_BYTES = 1 * MB;
/** Request line and headers together: Node's own parser refuses more (431) before any route is found. */
export const HEADER_LIMIT_BYTES = maxHeaderSize;
/** Nesting of a JSON body: the document's deepest request schema is a few levels; recursion elsewhere stays safe. */
export const JSON_DEPTH_LIMIT = 64;
/** Elements of one JSON array (the document's largest maxItems is 1 000). */
export const JSON_ARRAY_LIMIT = 10_000;

/** A byte count as the messages write it: 10MB, 16KB. */
export function sizeText(bytes: number): string {
  return bytes >= MB && bytes % MB === 0 ? `${bytes / MB}MB` : `${Math.round(bytes / 1024)}KB`;
}

/** Keys a body or query may not use: a copy made with Object.assign would change the target's prototype. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
