import { describe, expect, it } from 'vitest';
import { RequestIgnored } from '@/widgets/picker-kit';
import { hasParams, ignoreWithoutParams } from './watched-params';

describe('a dictionary request that watches its parameters', () => {
  it.each([
    ['no parameters at all', true, undefined, true],
    ['an empty condition', true, '', true],
    ['a condition of no terms', true, '{}', true],
    ['a condition whose terms are all empty', true, '{"pid":"","status":null}', true],
    ['an object of empty values', true, { pid: '' }, true],
    ['a condition with a term', true, '{"pid":"110000"}', false],
    ['an object with a value', true, { pid: 0 }, false],
    ['no watch setting and no parameters', false, undefined, false],
    ['watch not set and an empty condition', undefined, '', false],
  ])('A-DICT-16 %s: ignored = %s', (_case, watch, params, ignored) => {
    const run = () => ignoreWithoutParams(watch, params);
    if (ignored) expect(run).toThrow(RequestIgnored);
    else expect(run).not.toThrow();
  });

  it('a condition that is not JSON counts as a parameter (its own check words the refusal)', () => {
    expect(hasParams('{pid:1')).toBe(true);
  });
});
