import type Ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv';

export declare function rewriteRefs<T>(schema: T): T;
export declare function createAjv(doc: unknown, options?: Options): Ajv2020;
export declare function documentSchemas(doc: unknown): Generator<[string, object]>;
export declare function compileDocument(doc: unknown): number;
