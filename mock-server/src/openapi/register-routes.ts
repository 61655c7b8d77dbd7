// Registers one Fastify route per operation of the document, with request validation compiled from the
// document's own schemas (Ajv 2020), the auth, sign and permission checks the operation declares, and its handler.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { createAjv } from '@mis/openapi/compile-schemas';
import { mayCall, NO_PERMISSION_CODE, NO_PERMISSION_MESSAGE } from '../domain/operation-grants.js';
import { fail, TOKEN_INVALID_MESSAGE } from '../envelope.js';
import type { Session } from '../store/sessions.js';
import type { Store } from '../store/store.js';
import { SIGN_MAX_AGE_MS, signedParams, signOf, timestampOf } from '../sign.js';
import type { FileOutput, Handler, HandlerContext, HandlerInput, OperationId, RedirectOutput, UploadedFile } from '../types.js';
import { bindInPlace, bindTypedInPlace } from './bind.js';
import { createPlanner, type BindingPlan } from './binding-plan.js';
import type { OpenApiDocument, Operation } from './document.js';
import { jsonBinding } from './json-binding.js';
import { parameterBinding } from './parameter-binding.js';
import { requestSchemasOf } from './request-schemas.js';
import { isParameterBody, parameterBodyOf } from './parameter-body.js';

export const API_PREFIX = '/v1';

declare module 'fastify' {
  interface FastifyRequest {
    uploads?: UploadedFile[];
    /** Set when the operation's handler ran: a request refused before it (auth, sign, permission, validation) changed nothing. */
    reachedHandler?: boolean;
    /** The caller's session, set by the auth check of a secured operation (null on the others). */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** The document's name for a wildcard path parameter (Fastify calls it `*`). */
    wildcard?: string;
    /** The operation may change the data (see Operation.writes). */
    writes?: boolean;
  }
}

const toFastifyPath = (op: Operation) =>
  op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => (name === op.wildcard ? '*' : `:${name}`));

export interface Validators {
  /** JSON bodies: no coercion by Ajv; what Jackson would coerce is bound before a second try (json-binding.ts). */
  body: ReturnType<typeof createAjv>;
  /** Path, query and header texts, bound to the declared types first (parameter-binding.ts); defaults filled in. */
  parts: ReturnType<typeof createAjv>;
  /** The binding plan of a request schema (binding-plan.ts). */
  planOf: (schema: object) => BindingPlan;
}

/**
 * The two Ajv instances, each created when a route first validates with it (about 40 ms of adding the document's
 * schemas, like the compiling, kept out of the start-up). The document's schemas are checked against the
 * meta-schema and compiled by `npm run lint -w openapi`; checking them again here cost about 0.1 s of every start.
 */
export function createValidators(doc: OpenApiDocument): Validators {
  let body: Validators['body'] | undefined;
  let parts: Validators['parts'] | undefined;
  let planner: Validators['planOf'] | undefined;
  return {
    get body() {
      return (body ??= createAjv(doc, { coerceTypes: false, validateSchema: false }));
    },
    get parts() {
      return (parts ??= createAjv(doc, { coerceTypes: false, useDefaults: true, validateSchema: false }));
    },
    planOf: (schema) => (planner ??= createPlanner(doc.components.schemas ?? {}))(schema),
  };
}

/** Fastify's validator compiler: body schemas with the JSON validator, the other parts with the parameter one. */
export const validatorCompiler =
  (validators: Validators) =>
  ({ schema, httpPart }: { schema: object; httpPart?: string }): Validate =>
    compileOnFirstUse(validators, schema, httpPart === 'body' ? 'body' : 'parts');

export interface RegisterOptions {
  operations: Operation[];
  handlers: Record<string, Handler<OperationId>>;
  store: Store;
  context: HandlerContext;
}

const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : null;
};

type HookDone = (error?: Error) => void;

/**
 * One route per operation. The hooks and the handler are synchronous unless the operation needs to wait (a
 * multipart body, an async handler): a promise per hook was a measurable part of a cached list answer.
 */
export function registerOperations(app: FastifyInstance, { operations, handlers, store, context }: RegisterOptions): void {
  // A refused request keeps the views: the fuzz and hostile-input suites send thousands of them to writing routes, and
  // each rebuilt every caller's grants and cached pages for nothing.
  const invalidateViews = (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
    if (request.reachedHandler) store.changed();
    done();
  };
  for (const op of operations) {
    // A missing handler answers a clear error rather than stopping the server; the contract suite's coverage
    // gate fails the build for it.
    const handler = handlers[op.operationId] ?? (() => fail(`未实现：${op.operationId}`));

    /**
     * Auth, the sign check, then the operation's permission; answers the refusal itself and returns false when the
     * request stops here. The permission comes before validation: a caller refused learns nothing of the parameters.
     */
    const admit = (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (op.secured) {
        request.session = store.sessions.touch(tokenOf(request));
        if (!request.session) {
          reply.code(401).send(fail(TOKEN_INVALID_MESSAGE, 401));
          return false;
        }
      }
      if (op.signed) {
        const problem = signProblem(request, context.now());
        if (problem) {
          reply.code(200).send(fail(problem));
          return false;
        }
      }
      if (op.permission.length > 0 && !(request.session && mayCall(store, request.session.username, op.permission))) {
        reply.code(200).send(fail(NO_PERMISSION_MESSAGE, NO_PERMISSION_CODE));
        return false;
      }
      return true;
    };
    const bodyMissing = (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (!op.bodyRequired || (request.body !== undefined && request.body !== null)) return false;
      reply.code(400).send(fail('参数错误：body 不能为空', 400));
      return true;
    };
    const preValidation = op.multipart
      ? async (request: FastifyRequest, reply: FastifyReply) => {
          if (!admit(request, reply)) return reply;
          if (request.isMultipart()) request.uploads = await collectMultipart(request);
          if (bodyMissing(request, reply)) return reply;
        }
      : (request: FastifyRequest, reply: FastifyReply, done: HookDone) => {
          // A hook that answers does not call done (Fastify's callback-style hooks).
          if (admit(request, reply) && !bodyMissing(request, reply)) done();
        };

    app.route({
      method: op.method as 'GET',
      url: API_PREFIX + toFastifyPath(op),
      config: { wildcard: op.wildcard ?? undefined, writes: op.writes },
      schema: requestSchemasOf(op, '*'),
      preValidation,
      // A write invalidates the views derived from the data (cached pages, joined rows). Only writing routes carry
      // this hook: an onResponse hook costs every request that has one two listeners on the response.
      ...(op.writes ? { onResponse: invalidateViews } : {}),
      handler: (request, reply) => {
        request.reachedHandler = true;
        const input: HandlerInput<OperationId> = {
          body: request.body as never,
          query: (request.query ?? {}) as never,
          params: paramsOf(request, op) as never,
          headers: request.headers,
          token: tokenOf(request),
          session: request.session,
          uploads: request.uploads ?? [],
        };
        const output = handler(input, context);
        // The reply is returned: Fastify then knows the answer is under way even while an onSend hook still holds it
        // (a data dir's commit); a promise of undefined would make it answer again, empty.
        if (output instanceof Promise)
          return output.then((settled) => {
            sendOutput(reply, settled);
            return reply;
          });
        sendOutput(reply, output);
      },
    });
  }
}

function sendOutput(reply: FastifyReply, output: unknown): void {
  if (output && typeof output === 'object' && 'redirect' in output) {
    reply.redirect((output as RedirectOutput).redirect, 302);
    return;
  }
  if (output && typeof output === 'object' && 'file' in output) {
    const { buffer, contentType, fileName, inline, headers } = (output as FileOutput).file;
    if (headers) reply.headers(headers);
    if (fileName) {
      const disposition = inline ? 'inline' : 'attachment';
      reply.header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    }
    reply.code(200).type(contentType).send(buffer);
    return;
  }
  if (output && typeof output === 'object' && 'status' in output && 'body' in output) {
    const { status, body } = output as { status: number; body: unknown };
    reply.code(status).send(body);
    return;
  }
  reply.code(200).send(output);
}

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/**
 * Compiling every operation's schemas up front took most of the start-up (about 0.5 s for some 300 operations);
 * each validator is compiled when its route first receives a request instead. Fastify reads `errors` from the
 * function it was given, so the wrapper carries them over.
 *
 * Values are bound as the real backend binds them (docs/leniency.md). Parameters are text: those declared as
 * numbers or booleans are converted before validating, the rest (a repeated one) only when validation fails. A
 * body is validated as it came, and only when that fails is it bound (by the parameter rules when it was a form,
 * else by Jackson's) and validated again: a well-typed body, the usual case, costs nothing more.
 */
function compileOnFirstUse(validators: Validators, schema: object, part: 'body' | 'parts'): Validate {
  let compiled: Validate | undefined;
  let plan: BindingPlan | undefined;
  const validate: Validate = (data) => {
    compiled ??= validators[part].compile(schema) as Validate;
    plan ??= validators.planOf(schema);
    let valid: boolean;
    if (part === 'parts') {
      bindTypedInPlace(plan, data, parameterBinding);
      valid = compiled(data) || (bindInPlace(plan, data, parameterBinding) && compiled(data));
    } else {
      valid = compiled(data) || (bindInPlace(plan, data, isParameterBody(data) ? parameterBinding : jsonBinding) && compiled(data));
    }
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

function paramsOf(request: FastifyRequest, op: Operation): Record<string, unknown> {
  const params = { ...((request.params ?? {}) as Record<string, unknown>) };
  if (op.wildcard) {
    params[op.wildcard] = params['*'];
    delete params['*'];
  }
  return params;
}

/** Buffers a multipart request: files go to `uploads`, the other fields become the body (parameters, as upstream). */
async function collectMultipart(request: FastifyRequest): Promise<UploadedFile[]> {
  const uploads: UploadedFile[] = [];
  const fields: Array<[string, string]> = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      uploads.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer: await part.toBuffer() });
    } else {
      fields.push([part.fieldname, String(part.value ?? '')]);
    }
  }
  request.body = parameterBodyOf(fields);
  return uploads;
}

function signProblem(request: FastifyRequest, now: number): string | null {
  const sign = request.headers['x-sign'];
  const stamp = request.headers['x-timestamp'];
  if (typeof stamp !== 'string' || !stamp) return '签名验证失败:缺少X-TIMESTAMP';
  const signedAt = timestampOf(stamp);
  if (signedAt === null || now - signedAt > SIGN_MAX_AGE_MS) return '签名验证失败:X-TIMESTAMP已过期';
  const expected = signOf(signedParams(request.raw.url ?? request.url, request.method, request.body));
  return sign === expected ? null : 'Sign签名校验失败！';
}
