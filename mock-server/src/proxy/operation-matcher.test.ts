// The proxy finds each exchange's operation as the mock's router does: every operation of the document is found
// from a concrete path of its template, a literal segment beats a parameter, and the rest is reported as unknown.
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../openapi/document.js';
import { createOperationMatcher } from './operation-matcher.js';

const operations = listOperations(loadDocument());
const match = createOperationMatcher(operations);

describe('the operation matcher', () => {
  it('finds every operation of the document from a concrete path, with its parameters decoded', () => {
    const missed: string[] = [];
    for (const op of operations) {
      const expected: Record<string, string> = {};
      const path = op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
        const value = name === op.wildcard ? 'folder/a b.png' : `v-${name} 1`;
        expected[name] = value;
        return name === op.wildcard ? 'folder/a%20b.png' : encodeURIComponent(value);
      });
      const found = match(op.method, path);
      if (found.kind !== 'operation' || found.op !== op || JSON.stringify(found.params) !== JSON.stringify(expected)) missed.push(`${op.method} ${path}`);
    }
    expect(missed).toEqual([]);
  });

  it('prefers a literal segment to a parameter and ignores a trailing slash', () => {
    const list = match('GET', '/sys/user/list/');
    expect(list.kind === 'operation' && list.op.operationId).toBe('sysUserList');
    const dict = match('GET', '/sys/dict/getDictItems/sex');
    expect(dict).toMatchObject({ kind: 'operation', params: { dictCode: 'sex' } });
  });

  it('tells a path the document does not have from a method it does not have on a known path', () => {
    expect(match('GET', '/no/such/path')).toEqual({ kind: 'path-unknown' });
    expect(match('DELETE', '/sys/login')).toEqual({ kind: 'method-unknown' });
  });
});
