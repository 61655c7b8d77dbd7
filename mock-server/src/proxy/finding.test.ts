// How Ajv's errors become drift findings: one per field, the `T | null` unions of the document read as one
// expectation, and values withheld where they may be secrets.
import { createAjv } from '@mis/openapi/compile-schemas';
import { describe, expect, it } from 'vitest';
import { findingsOf } from './finding.js';

const ajv = createAjv({ openapi: '3.1.0', paths: {}, components: {} }, { strict: false });
const base = { operation: 'op', method: 'GET', path: '/p', direction: 'response', location: 'body' } as const;

function check(schema: object, data: unknown, secrets: ReadonlySet<string> = new Set()) {
  const validate = ajv.compile(schema);
  expect(validate(data)).toBe(false);
  return findingsOf(validate.errors ?? [], data, base, secrets)
    .map(({ field, expected, seen }) => ({ field, expected, seen }))
    .sort((a, b) => a.field.localeCompare(b.field));
}

const row = { type: 'object', required: ['id'], properties: { id: { type: 'string' }, state: { type: 'integer', enum: [0, 1] }, token: { type: 'string', minLength: 40 } } };
const nullableRow = { anyOf: [row, { type: 'null' }] };

describe('findings of an answer', () => {
  it('reads a T | null union as one expectation when the value is neither', () => {
    expect(check({ type: 'object', properties: { result: nullableRow } }, { result: 'text' })).toEqual([{ field: '/result', expected: 'type object or null', seen: 'string' }]);
  });

  it('reports the inner field, not the null branch, when the value is an object that does not conform', () => {
    expect(check({ type: 'object', properties: { result: nullableRow } }, { result: { state: 2 } })).toEqual([
      { field: '/result/id', expected: 'required', seen: 'missing' },
      { field: '/result/state', expected: 'one of 0, 1', seen: 'number 2' },
    ]);
  });

  it('writes array items as * so that every row is one finding', () => {
    expect(check({ type: 'array', items: row }, [{ id: 1 }, { id: 2 }, { id: 'ok' }])).toEqual([{ field: '/*/id', expected: 'type string', seen: 'number' }]);
  });

  it('withholds a value named like a secret, equal to one of the exchange, or shaped like a JWT', () => {
    const schema = { type: 'object', properties: { token: { type: 'string', minLength: 40 }, note: { type: 'string', maxLength: 3 }, memo: { type: 'string', maxLength: 3 } } };
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIn0.c2lnbmF0dXJlLXBhcnQtaGVyZQ';
    expect(check(schema, { token: 'short', note: 'abcd-the-callers-token', memo: jwt }, new Set(['the-callers-token']))).toEqual([
      { field: '/memo', expected: 'maxLength 3', seen: 'string (redacted)' },
      { field: '/note', expected: 'maxLength 3', seen: 'string (redacted)' },
      { field: '/token', expected: 'minLength 40', seen: 'string (redacted)' },
    ]);
    expect(check(schema, { note: 'abcd' })).toEqual([{ field: '/note', expected: 'maxLength 3', seen: 'string "abcd"' }]);
  });
});
