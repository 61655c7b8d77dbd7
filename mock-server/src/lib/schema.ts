// The document's schema types by name: store records are these (or a Pick/extension of them), never restatements.
import type { components } from '@mis/openapi/schema';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
