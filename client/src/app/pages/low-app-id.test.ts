import { describe, expect, it } from 'vitest';
import { lowAppIdFor } from './low-app-id';

describe('lowAppIdFor', () => {
  it.each([
    ['low-app-form', 'a1', 'a1'],
    ['low-app', 'a2', 'a2'],
    ['low-app-form', undefined, null],
    ['isystem-user', 'a1', null],
    ['my-low-app', 'a1', null],
  ])('A-HTTP-05 route %s with appId %s → %s', (name, appId, expected) => {
    expect(lowAppIdFor(name, appId)).toBe(expected);
  });
});
