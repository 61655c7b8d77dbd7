// fast-check arbitraries from the document's JSON Schemas: `validOf` generates values a schema accepts,
// `invalidOf` values it refuses (or null when the schema accepts everything its position can carry).
import type { JsonSchema } from '@mis/openapi/document-types';
import fc from 'fast-check';

export type Resolve = (ref: string) => JsonSchema;

const SAFE_CHARS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_-'.split(''));

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

export function deref(schema: JsonSchema, resolve: Resolve): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) current = resolve(current.$ref);
  if (current.allOf) {
    const parts = current.allOf.map((part) => deref(part, resolve));
    return {
      ...current,
      allOf: undefined,
      type: parts.find((p) => p.type)?.type ?? current.type,
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), current.properties ?? {}),
      required: [...new Set(parts.flatMap((p) => p.required ?? []).concat(current.required ?? []))],
    };
  }
  return current;
}

/** Values the schema accepts, as they would travel in JSON. */
export function validOf(raw: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref(raw, resolve);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const concrete = choices.map((c) => deref(c, resolve)).filter((c) => !types(c).every((t) => t === 'null'));
    return validOf(concrete[0] ?? { type: 'null' }, resolve, depth);
  }
  const type = types(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 12, Math.max(minLength, 12));
      return fc.string({ unit: SAFE_CHARS, minLength, maxLength });
    }
    // Values near zero, within the schema's bounds; a schema whose minimum is above 1000 (a year) takes its minimum.
    case 'integer': {
      const min = Math.max(schema.minimum ?? 0, -1000);
      return fc.integer({ min, max: Math.min(schema.maximum ?? 1000, Math.max(1000, min)) });
    }
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1000);
      return fc.double({ min, max: Math.min(schema.maximum ?? 1000, Math.max(1000, min)), noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validOf(schema.items ?? {}, resolve, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name));
      return fc.record(Object.fromEntries(entries.map(([name, sub]) => [name, validOf(sub, resolve, depth + 1)])));
    }
    default:
      return fc.constant(null);
  }
}

export type Carrier = 'json' | 'text';

/**
 * Values the schema refuses, and that the real backend refuses too: the mock binds what Spring and Jackson bind
 * (docs/leniency.md), so a value they would convert is not invalid. `text` carriers (query, path, header, form
 * fields) can only hold strings, so a string schema is broken only by its length, pattern or enum, a number by
 * text that is no number, a boolean by a word Spring does not read as one; `json` carriers (bodies) can also hold
 * a JSON type that does not bind: an object or array into a scalar, a boolean or non-numeric text into a number,
 * a fraction or text into a boolean (but not a number or boolean into a string, nor a fraction into an integer).
 * Null when nothing the carrier can hold is refused.
 */
export function invalidOf(raw: JsonSchema, resolve: Resolve, carrier: Carrier): fc.Arbitrary<unknown> | null {
  const schema = deref(raw, resolve);
  const allowed = types(schema);
  const numeric = allowed.includes('integer') || allowed.includes('number');
  const options: Array<fc.Arbitrary<unknown>> = [];
  const word = (min: number, max: number) => fc.string({ unit: SAFE_CHARS, minLength: min, maxLength: max });

  if (schema.enum) {
    const values = new Set(schema.enum.map(String));
    const stringEnum = schema.enum.some((v) => typeof v === 'string');
    if (carrier === 'text' || stringEnum) options.push(word(1, 8).filter((s) => !values.has(s)));
    else options.push(fc.integer({ min: 1000, max: 9999 }).filter((n) => !values.has(String(n))));
  } else if (allowed.includes('string')) {
    if (schema.maxLength !== undefined) options.push(word(schema.maxLength + 1, schema.maxLength + 20));
    if (schema.minLength && carrier === 'json') options.push(fc.constant(''));
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      // Random words that happen to match are swapped for a fixed miss, so a permissive pattern cannot stall the run.
      const miss = [' ', '~!', '中文', 'abc', '0'].find((s) => !pattern.test(s));
      if (miss !== undefined) options.push(word(1, 20).map((s) => (pattern.test(s) ? miss : s)));
    }
  } else if (numeric) {
    if (carrier === 'text') options.push(fc.constantFrom('abc', 'x1', '1e', '--1'));
    // A fraction: Integer.valueOf refuses its text (a JSON 1.5 would be cut to 1, so it is sent as text there too).
    if (allowed.includes('integer')) options.push(fc.constantFrom('1.5', '2.25'));
    if (schema.maximum !== undefined) options.push(fc.integer({ min: schema.maximum + 1, max: schema.maximum + 1000 }).map((n) => (carrier === 'text' ? String(n) : n)));
    if (schema.minimum !== undefined) options.push(fc.integer({ min: schema.minimum - 1000, max: schema.minimum - 1 }).map((n) => (carrier === 'text' ? String(n) : n)));
  } else if (allowed.includes('boolean') && carrier === 'text') {
    options.push(fc.constantFrom('maybe', '2', 'ja'));
  }
  if (carrier === 'json' && allowed.length && !allowed.includes('null')) {
    const samples: Record<string, unknown> = { string: 'text', number: 3.5, boolean: true, object: { a: 1 }, array: [1, 2] };
    const binds: Record<string, boolean> = {
      string: allowed.includes('string'),
      // 3.5 becomes "3.5" in a String field and 3 in an Integer one.
      number: numeric || allowed.includes('string'),
      boolean: allowed.includes('boolean') || allowed.includes('string'),
      object: allowed.includes('object'),
      array: allowed.includes('array'),
    };
    const wrong = Object.keys(samples).filter((t) => !binds[t]);
    if (wrong.length) options.push(fc.constantFrom(...wrong.map((t) => samples[t])));
  }
  return options.length ? fc.oneof(...options) : null;
}
