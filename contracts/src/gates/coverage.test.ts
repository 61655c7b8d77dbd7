// Coverage gates: the document, the mock's handler table and the suites must name the same operations.
import { readdirSync, readFileSync } from 'node:fs';
import { handlers } from '@mis/mock-server/handlers';
import { describe, expect, it } from 'vitest';
import { operations } from '../kit';

describe('coverage', () => {
  it('every operation in the document has a handler', () => {
    const missing = operations.filter((op) => !(op.operationId in handlers)).map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  it('every handler belongs to an operation of the document', () => {
    const known = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(handlers).filter((name) => !known.has(name))).toEqual([]);
  });

  it('operationIds are unique', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('every operation is exercised by a contract test', () => {
    const dir = new URL('..', import.meta.url);
    const files = readdirSync(dir, { recursive: true }).map(String).filter((name) => name.endsWith('.contract.test.ts'));
    expect(files.length).toBeGreaterThan(20);
    const sources = files.map((name) => readFileSync(new URL(name, dir), 'utf8')).join('\n');
    const untested = operations.filter((op) => !sources.includes(`'${op.operationId}'`)).map((op) => op.operationId);
    expect(untested).toEqual([]);
  });
});

describe('operationId rule', () => {
  /** /sys/user/list → sysUserList; path variables are left out: names are stable and never collide. */
  const derived = (path: string) =>
    path
      .split('/')
      .filter((segment) => segment && !segment.startsWith('{') && segment !== '**')
      .map((segment, index) => (index === 0 ? segment : segment[0]?.toUpperCase() + segment.slice(1)))
      .join('');

  /** Two paths that differ only in their variables (upstream's GET …/datarule/{permissionId}/{roleId} and POST
   * …/datarule) would share a name: each then ends with its method (sysRoleDataruleGet, sysRoleDatarulePost). A path
   * with a second method (upstream's mapping beside the spec's: PUT /sys/selectDepart) names that one with its method. */
  const withMethod = (name: string, method: string) => name + method.charAt(0) + method.slice(1).toLowerCase();
  const expected = (op: (typeof operations)[number]) => {
    const name = derived(op.path);
    const shared = operations.some((other) => other.path !== op.path && derived(other.path) === name);
    if (shared) return withMethod(name, op.method);
    const earlier = operations.findIndex((other) => other.path === op.path) < operations.indexOf(op);
    return earlier ? withMethod(name, op.method) : name;
  };

  it('every operationId is derived from its path', () => {
    const off = operations.filter((op) => op.operationId !== expected(op)).map((op) => `${op.path} → ${op.operationId}, expected ${expected(op)}`);
    expect(off).toEqual([]);
  });
});
