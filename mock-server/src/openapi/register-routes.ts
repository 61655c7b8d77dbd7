// Registers one Fastify route per operation of the document, with request validation compiled from the
// document's own schemas (Ajv 2020), the auth and sign checks the operation declares, and its handler.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { createAjv, rewriteRefs } from '@mis/openapi/compile-schemas';
import { fail, TOKEN_INVALID_MESSAGE } from '../envelope.js';
import type { Store } from '../store/store.js';
import { SIGN_MAX_AGE_MS, signedParams, signOf, timestampOf } from '../sign.js';
import type { Handler, HandlerContext, HandlerInput, OperationId, UploadedFile } from '../types.js';
import type { OpenApiDocument, Operation, ParameterObject } from './document.js';
import { listOperations } from './document.js';

export const API_PREFIX = '/v1';

declare module 'fastify' {
  interface FastifyRequest {
    uploads?: UploadedFile[];
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

export interface RegisterOptions {
  doc: OpenApiDocument;
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

export function registerOperations(app: FastifyInstance, { doc, handlers, store, context }: RegisterOptions): Operation[] {
  // The document's schemas are checked against the meta-schema and compiled by `npm run lint -w openapi`;
  // checking them again here cost about 0.1 s of every start.
  const bodyAjv = createAjv(doc, { coerceTypes: false, validateSchema: false });
  const partAjv = createAjv(doc, { coerceTypes: 'array', useDefaults: true, validateSchema: false });
  const operations = listOperations(doc);

  for (const op of operations) {
    // A missing handler answers a clear error rather than stopping the server; the contract suite's coverage
    // gate fails the build for it.
    const handler = handlers[op.operationId] ?? (() => fail(`未实现：${op.operationId}`));
    const byLocation = (where: ParameterObject['in']) => op.parameters.filter((p) => p.in === where);

    app.route({
      method: op.method as 'GET',
      url: API_PREFIX + toFastifyPath(op),
      config: { wildcard: op.wildcard ?? undefined, writes: op.writes },
      schema: definedOnly({
        params: objectSchema(byLocation('path').map((p) => (p.name === op.wildcard ? { ...p, name: '*' } : p))),
        querystring: objectSchema(byLocation('query')),
        headers: objectSchema(byLocation('header'), true),
        body: op.bodySchema ? rewriteRefs(op.bodySchema) : undefined,
      }),
      validatorCompiler: ({ schema, httpPart }) => compileOnFirstUse(httpPart === 'body' ? bodyAjv : partAjv, schema),
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        if (op.secured && !store.sessions.touch(tokenOf(request))) {
          return reply.code(401).send(fail(TOKEN_INVALID_MESSAGE, 401));
        }
        if (op.signed) {
          const problem = signProblem(request, context.now());
          if (problem) return reply.code(200).send(fail(problem));
        }
        if (request.isMultipart()) request.uploads = await collectMultipart(request);
        if (op.bodyRequired && (request.body === undefined || request.body === null)) {
          return reply.code(400).send(fail('参数错误：body 不能为空', 400));
        }
      },
      handler: async (request, reply) => {
        const token = tokenOf(request);
        const input: HandlerInput<OperationId> = {
          body: request.body as never,
          query: (request.query ?? {}) as never,
          params: paramsOf(request, op) as never,
          headers: request.headers,
          token,
          session: op.secured ? store.sessions.touch(token) : null,
          uploads: request.uploads ?? [],
        };
        const output = await handler(input, context);
        if (output && typeof output === 'object' && 'file' in output) {
          const { buffer, contentType, fileName, inline } = output.file;
          if (fileName) {
            const disposition = inline ? 'inline' : 'attachment';
            reply.header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`);
          }
          return reply.code(200).type(contentType).send(buffer);
        }
        if (output && typeof output === 'object' && 'status' in output && 'body' in output) {
          return reply.code(output.status).send(output.body);
        }
        return reply.code(200).send(output);
      },
    });
  }
  return operations;
}

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/**
 * Compiling every operation's schemas up front took most of the start-up (about 0.5 s for some 300 operations);
 * each validator is compiled when its route first receives a request instead. Fastify reads `errors` from the
 * function it was given, so the wrapper carries them over.
 */
function compileOnFirstUse(ajv: ReturnType<typeof createAjv>, schema: object): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= ajv.compile(schema) as Validate;
    const valid = compiled(data);
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

/** Buffers a multipart request: files go to `uploads`, the other fields become a plain body object. */
async function collectMultipart(request: FastifyRequest): Promise<UploadedFile[]> {
  const uploads: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      uploads.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer: await part.toBuffer() });
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  request.body = fields;
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
