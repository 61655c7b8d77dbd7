import { describe, expect, it } from 'vitest';
import { isDeveloper } from './developer';

describe('developer in the header', () => {
  it('A-LAYOUT-12 a user named root is treated as a developer; nobody else is', () => {
    expect(isDeveloper('root')).toBe(true);
    for (const name of ['admin', 'Root', 'root2', '', null, undefined]) expect(isDeveloper(name)).toBe(false);
  });
});
