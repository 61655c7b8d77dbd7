import { describe, expect, it } from 'vitest';
import { randomUuid } from './uuid';

describe('randomUuid', () => {
  it('A-CONST-06 is 32 hex characters', () => {
    for (let i = 0; i < 50; i += 1) expect(randomUuid()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('differs between calls', () => {
    const seen = new Set(Array.from({ length: 200 }, randomUuid));
    expect(seen.size).toBe(200);
  });
});
