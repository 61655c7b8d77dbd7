import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './safe-redirect';

describe('safeInternalPath', () => {
  it.each([
    ['/isystem/user?page=2', '/isystem/user?page=2'],
    ['/', '/'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s → %s', (candidate, expected) => {
    expect(safeInternalPath(candidate)).toBe(expected);
  });
});
