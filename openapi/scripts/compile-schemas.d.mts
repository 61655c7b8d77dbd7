import type Ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import type { JsonSchema, OpenApiDocument } from './document-types.js';

export declare function rewriteRefs<T>(schema: T): T;
export declare function createAjv(doc: OpenApiDocument, options?: Options): Ajv2020;
export declare function documentSchemas(doc: OpenApiDocument): Generator<[string, JsonSchema]>;
export declare function compileDocument(doc: OpenApiDocument): number;
