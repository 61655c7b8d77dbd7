// One difference between what the document says and what went over the wire, and how Ajv's errors become findings:
// a JSON pointer per field (array items as `*`, so every row of a list is one finding), what the document expects,
// and what was seen — the JSON type for a type error, else the value, withheld when it may be a secret.
import type { ErrorObject } from 'ajv';
import { isSecretValue, REDACTED } from './redaction.js';

export type Direction = 'request' | 'response';
/** Where in the exchange: a request part, or the answer's status, content type or body. */
export type Location = 'path' | 'query' | 'header' | 'body' | 'status' | 'content-type' | 'operation';

export interface Finding {
  /** The document's operationId; null for a path or method the document does not have. */
  operation: string | null;
  method: string;
  /** The document's path template, or the request's own path when the document has none. */
  path: string;
  direction: Direction;
  location: Location;
  /** JSON pointer inside the location ('' for the whole of it). */
  field: string;
  expected: string;
  seen: string;
}

const MAX_SHOWN = 40;

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A value as the report shows it. */
export function describeValue(value: unknown, name: string, secrets: ReadonlySet<string>): string {
  if (value === undefined) return 'missing';
  if (typeof value === 'string') {
    if (isSecretValue(value, name, secrets)) return `string ${REDACTED}`;
    return `string ${JSON.stringify(value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value)}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return isSecretValue(String(value), name, secrets) ? `${typeof value} ${REDACTED}` : `${typeof value} ${value}`;
  if (Array.isArray(value)) return `array of ${value.length}`;
  return typeOf(value);
}

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

function expectedOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'type':
      return `type ${String(p.type)}`;
    case 'enum': {
      const values = p.allowedValues as unknown[];
      return `one of ${values.slice(0, 12).map(shown).join(', ')}${values.length > 12 ? ', …' : ''}`;
    }
    case 'const':
      return `const ${shown(p.allowedValue)}`;
    case 'format':
      return `format ${String(p.format)}`;
    case 'pattern':
      return `pattern ${String(p.pattern)}`;
    case 'additionalProperties':
      return 'no such field';
    default:
      return 'limit' in p ? `${error.keyword} ${String(p.limit)}` : `${error.keyword} ${shown(p)}`;
  }
}

const unescape = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** The error's field: its instance path plus the property a `required` or `additionalProperties` error names. */
function segmentsOf(error: ErrorObject): string[] {
  const segments = error.instancePath.split('/').slice(1).map(unescape);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  return segments;
}

/** Walks the data along the segments: the value there, and the pointer with array indices as `*`. */
function locate(data: unknown, segments: string[]): { value: unknown; pointer: string; name: string } {
  let value: unknown = data;
  let pointer = '';
  let name = '';
  for (const segment of segments) {
    const inArray = Array.isArray(value);
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
    pointer += `/${inArray ? '*' : escape(segment)}`;
    if (!inArray) name = segment;
  }
  return { value, pointer, name };
}

type FindingBase = Omit<Finding, 'field' | 'expected' | 'seen'>;

/**
 * Ajv's errors for a part as findings, one per field and kind. An `anyOf` over `T | null` fails in every branch;
 * the summary errors (anyOf, oneOf, if) are dropped, a type error above a deeper error is the other branch's
 * (the value is an object, just not a conforming one) and is dropped too, and the type errors left at one field
 * merge (`type object or null`).
 */
export function findingsOf(errors: ErrorObject[], data: unknown, base: FindingBase, secrets: ReadonlySet<string>): Finding[] {
  const located = errors
    .filter((error) => !['anyOf', 'oneOf', 'if', 'not'].includes(error.keyword))
    .map((error) => {
      const segments = segmentsOf(error);
      return { error, raw: segments.map(escape).join('/'), ...locate(data, segments) };
    });
  // Compared on the real indices: an item of the wrong type beside another item's deeper error is still reported.
  const deeper = (raw: string) => located.some((other) => other.raw.startsWith(`${raw}/`) || (raw === '' && other.raw !== ''));
  const byKey = new Map<string, Finding>();
  const types = new Map<string, Set<string>>();
  for (const { error, raw, value, pointer, name } of located) {
    if (error.keyword === 'type') {
      if (deeper(raw)) continue;
      const merged = types.get(pointer) ?? new Set<string>();
      for (const type of String(error.params.type).split(',')) merged.add(type);
      types.set(pointer, merged);
      byKey.set(`type ${pointer}`, { ...base, field: pointer, expected: `type ${[...merged].join(' or ')}`, seen: typeOf(value) });
      continue;
    }
    const seen = error.keyword === 'required' ? 'missing' : describeValue(value, name, secrets);
    const finding: Finding = { ...base, field: pointer, expected: expectedOf(error), seen };
    byKey.set(`${pointer} ${finding.expected} ${finding.seen}`, finding);
  }
  return [...byKey.values()];
}
