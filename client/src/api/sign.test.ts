import { describe, expect, it } from 'vitest';
import vectorFile from '../../../contracts/vectors/x-sign.json';
import { getSign, signedJson } from './sign';

interface SignVector {
  name: string;
  url: string;
  params: Record<string, unknown>;
  signedJson: string;
  sign: string;
}

// Golden vectors shared with the mock server (computed independently in Python).
const { secret, vectors } = vectorFile as { secret: string; vectors: SignVector[] };

describe('X-Sign golden vectors', () => {
  it('has vectors to check', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(7);
    expect(secret).toBe('dd05f1c54d63749eda95f9fa6d49v442a');
  });

  it.each(vectors)('A-HTTP-09 $name: signed JSON and sign', (vector) => {
    expect(signedJson(vector.url, vector.params)).toBe(vector.signedJson);
    expect(getSign(vector.url, vector.params, secret)).toBe(vector.sign);
  });
});

describe('signedJson details', () => {
  it('A-HTTP-11 a comma-separated last path segment becomes x-path-variable, decoded, without the query', () => {
    expect(signedJson('/sys/dict/loadDictItem/sys_user%2Crealname,username?key=a')).toBe(
      '{"key":"a","x-path-variable":"sys_user,realname,username"}',
    );
  });

  it('A-HTTP-11 a segment without a comma adds no x-path-variable', () => {
    expect(signedJson('/sys/dict/getDictItems/sex')).toBe('{}');
  });

  it('keeps URL query values raw (not decoded)', () => {
    expect(signedJson('/a/b?name=%E4%B8%AD')).toBe('{"name":"%E4%B8%AD"}');
  });

  it('stringifies numbers but not booleans or objects', () => {
    expect(signedJson('/x', { n: 1.5, b: false, o: { a: 1 } })).toBe('{"b":false,"n":"1.5","o":{"a":1}}');
  });
});
