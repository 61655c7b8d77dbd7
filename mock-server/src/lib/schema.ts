// The document's schema types by name: store records are these (or a Pick/extension of them), never restatements.
import type { components } from '@mis/openapi/schema';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** A schema's row as the store keeps it: without the `_dictText` companions a list adds when it is read. */
export type Stored<Name extends keyof components['schemas']> = Omit<Schema<Name>, `${string}_dictText`>;
