// The X-Sign golden vectors (computed independently with Python's hashlib) pass on both sides: the client's
// signing and the mock server's check compute the same signature for the same request.
import { signedParams, signOf } from '@mis/mock-server/sign';
import { getSign } from '@/api/sign';
import { describe, expect, it } from 'vitest';
import { getUrlOf, signSecret, signVectors } from './sign-vectors';

describe('X-Sign golden vectors', () => {
  it('there are vectors for path variables, query merging, number stringification and POST bodies', () => {
    expect(signVectors.length).toBeGreaterThanOrEqual(7);
  });

  it.each(signVectors.map((vector) => [vector.name, vector] as const))('A-HTTP-09 A-HTTP-11 client: %s', (_name, vector) => {
    expect(getSign(vector.url, vector.params, signSecret)).toBe(vector.sign);
  });

  it.each(signVectors.map((vector) => [vector.name, vector] as const))('server: %s', (_name, vector) => {
    const params = vector.method === 'GET' ? signedParams(getUrlOf(vector), 'GET', undefined) : signedParams(vector.url, 'POST', vector.params);
    const sorted = Object.fromEntries(Object.keys(params).sort().map((key) => [key, params[key]]));
    expect(JSON.stringify(sorted)).toBe(vector.signedJson);
    expect(signOf(params, signSecret)).toBe(vector.sign);
  });
});
