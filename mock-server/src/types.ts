// Handler types derived from the generated OpenAPI types: the document is the only place an API type is written.
import type { operations } from '@mis/openapi/schema';
import type { Session } from './store/sessions.js';
import type { Store } from './store/store.js';

export type OperationId = keyof operations;
export type { Schema } from './lib/schema.js';

type Json200<Op extends OperationId> = operations[Op]['responses'] extends { 200: { content: { 'application/json': infer B } } }
  ? B
  : never;
export type EnvelopeOf<Op extends OperationId> = Json200<Op>;
export type ResultOf<Op extends OperationId> = NonNullable<Json200<Op> extends { result?: infer R } ? R : never>;
export type BodyOf<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : undefined;
type Params<Op extends OperationId> = operations[Op]['parameters'];
export type QueryOf<Op extends OperationId> = Params<Op> extends { query?: infer Q } ? NonNullable<Q> : never;
export type PathOf<Op extends OperationId> = Params<Op> extends { path?: infer P } ? NonNullable<P> : never;

export interface HandlerInput<Op extends OperationId> {
  body: BodyOf<Op>;
  query: QueryOf<Op>;
  params: PathOf<Op>;
  headers: Record<string, string | string[] | undefined>;
  /** The caller's session; null only on operations whose security is empty. */
  session: Session | null;
  token: string | null;
  /** Files of a multipart request (other multipart fields are in `body`). */
  uploads: UploadedFile[];
}

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface HandlerContext {
  store: Store;
  now: () => number;
  /** Where uploaded files live (the data dir's upload folder, or a temporary folder). */
  uploadDir: string;
  /** A data dir is set: a file written is fsync'd before it is answered (lib/durable-files.ts). */
  durableFiles: boolean;
}

/** A file a handler answers instead of JSON (exports, stored files). */
export interface FileOutput {
  file: { buffer: Buffer; contentType: string; fileName?: string; inline?: boolean; headers?: Record<string, string> };
}

/** A browser redirect (302) a handler answers instead of JSON: the OAuth2 callback sending the browser back. */
export interface RedirectOutput {
  redirect: string;
}

/** What a handler answers: the envelope (HTTP 200), a status with a body, a file, or a redirect. */
export type HandlerOutput<Op extends OperationId> = EnvelopeOf<Op> | { status: number; body: unknown } | FileOutput | RedirectOutput;

export type Handler<Op extends OperationId> = (
  input: HandlerInput<Op>,
  ctx: HandlerContext,
) => HandlerOutput<Op> | Promise<HandlerOutput<Op>>;

/** Every operation in the document must have a handler: a missing key is a compile error. */
export type HandlerTable = { [Op in OperationId]: Handler<Op> };
