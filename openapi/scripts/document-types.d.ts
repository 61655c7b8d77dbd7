// Types for reading the bundled OpenAPI document (dist/openapi.json) as data: the parts of OpenAPI 3.1 and JSON
// Schema 2020-12 this document uses, and its own `x-` extensions. The API's own types are in dist/schema.d.ts; these
// describe the document itself, for the mock's route registration, the contract suites and the scripts.

/** The JSON Schema keywords the document's schemas use (a schema's `$ref` points at `#/components/schemas/…`). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** A file field of a multipart body (`application/octet-stream`). */
  contentMediaType?: string;
}

/** A `$ref` to a component (`#/components/parameters/PageNo`, `#/components/responses/BadRequest`). */
export interface Reference {
  $ref: string;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

/** Requirement name → scopes; an empty list of requirements (`security: []`) means no token. */
export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: SecurityRequirement[];
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: RequestBodyObject;
  /** Keyed by HTTP status as text ('200', '400'). */
  responses: Record<string, ResponseObject | Reference>;
  /** The operation checks `X-Sign` and `X-TIMESTAMP` (the signed dictionary URLs). */
  'x-sign-required'?: boolean;
  /** The path parameter that spans the rest of the URL (`/sys/common/static/**`). */
  'x-path-wildcard'?: string;
  /** A GET that changes the data, as upstream has a few (release an announcement, switch project). */
  'x-writes'?: boolean;
  /**
   * Who may call the operation besides being signed in: menu paths (`/isystem/user`) and button codes (`user:add`),
   * any one of which the caller's roles must hold; others are refused with code 510 (upstream's Shiro
   * `@RequiresPermissions`). Absent: every signed-in user.
   */
  'x-permission'?: string[];
}

/** Lower-case HTTP method (an `HttpMethod`) → operation: the document declares no path-level parameters or summaries. */
export type PathItemObject = Partial<Record<string, OperationObject>>;

/** A websocket of `x-websockets` (OpenAPI has no websocket operations). */
export interface WebsocketObject {
  path: string;
  summary?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  security?: SecurityRequirement[];
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, PathItemObject>;
  components: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
  };
  'x-websockets'?: WebsocketObject[];
}
