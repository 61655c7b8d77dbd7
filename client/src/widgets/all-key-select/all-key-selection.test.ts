// Multi-select with an all-key, 001 §4, one row per spec sentence.
import { describe, expect, it } from 'vitest';
import { nextSelection, selectionOf } from './all-key-selection';

describe('multi-select with an all-key (001 §4)', () => {
  it.each([
    ['B-ALLKEY-01 selecting the all-key last leaves only it', ['a', 'b'], ['a', 'b', 'all'], ['all']],
    ['B-ALLKEY-02 selecting something else removes the all-key', ['all'], ['all', 'a'], ['a']],
    ['B-ALLKEY-03 an empty selection emits the all-key', ['a'], [], ['all']],
    ['selecting among other values keeps them', ['a'], ['a', 'b'], ['a', 'b']],
  ])('%s', (_rule, previous, next, expected) => {
    expect(nextSelection(previous, next, 'all')).toEqual(expected);
  });

  it.each([
    ['a comma-joined value', 'a,b', ['a', 'b']],
    ['an empty value is the all-key', '', ['all']],
    ['bad input is the all-key', { a: 1 }, ['all']],
  ])('%s', (_name, value, expected) => {
    expect(selectionOf(value, 'all')).toEqual(expected);
  });
});
