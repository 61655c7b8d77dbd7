// Short names for the generated OpenAPI types (openapi/dist/schema.d.ts). Nothing here restates a schema.
import type { components, operations, paths } from '@mis/openapi/schema';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type Envelope = Schema<'Envelope'>;
export type MenuItem = Schema<'MenuItem'>;
export type MenuMeta = Schema<'MenuMeta'>;
export type AuthEntry = Schema<'AuthEntry'>;
export type AllAuthEntry = Schema<'AllAuthEntry'>;
export type PermissionResult = Schema<'PermissionResult'>;
export type UserInfo = Schema<'UserInfo'>;
export type LoginRequest = Schema<'LoginRequest'>;
export type LoginResult = Schema<'LoginResult'>;
export type DictMap = Schema<'DictMap'>;
export type PhoneLoginRequest = Schema<'PhoneLoginRequest'>;
export type Depart = Schema<'Depart'>;
export type CurrentUserDeparts = Schema<'CurrentUserDeparts'>;
export type AuthProject = Schema<'AuthProject'>;
export type UpdatePasswordRequest = Schema<'UpdatePasswordRequest'>;
export type GlobalSummary = Schema<'GlobalSummary'>;

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Document paths that define the given method. */
export type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

export type OperationAt<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * The envelope the operation answers with on HTTP 200, its `result` typed. A call resolves only with a success (the
 * HTTP layer rejects every body code but 0 and 200), so the refusals a raw answer declares beside its own body (the
 * actuator's code 510) are left out.
 */
export type SuccessBody<Op> = Op extends { responses: { 200: infer R } } ? Exclude<JsonOf<R>, { success: false }> : never;

export type RequestBodyOf<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : Op extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** `path?: never` in the generated types means "none": that comes out as never here. */
type ParamsOf<Op, Where extends 'path' | 'query'> = Op extends { parameters: infer P }
  ? P extends Partial<Record<Where, infer V>>
    ? NonNullable<V>
    : never
  : never;

export type PathParamsOf<Op> = ParamsOf<Op, 'path'>;
/** Query parameters the caller sets; `_t` is added by the client itself. */
export type QueryParamsOf<Op> = Omit<NonNullable<ParamsOf<Op, 'query'>>, '_t'>;

export type OperationName = keyof operations;
export type SuccessOf<Name extends OperationName> = SuccessBody<operations[Name]>;
export type ResultOf<Name extends OperationName> = SuccessOf<Name> extends { result?: infer R } ? NonNullable<R> : never;
