import { describe, expect, it } from 'vitest';
import { DICT_CODE_PATTERN, hasSpecialCharacters } from './dict-form-rules';

describe('dictionary form rules', () => {
  it.each([
    ['sex', true],
    ['position_rank', true],
    ['A1', true],
    ['1abc', false],
    ['_x', false],
    ['bad-code', false],
    ['名字', false],
  ])('dictCode %s matches the document pattern: %s', (code, ok) => {
    expect(DICT_CODE_PATTERN.test(code)).toBe(ok);
  });

  it.each([
    ['1', false],
    ['ALL', false],
    ['a_b-c', false],
    ['a.b', true],
    ['x!', true],
    ['中（文）', true],
    ['a/b', true],
  ])('item value %s has upstream special characters: %s', (value, special) => {
    expect(hasSpecialCharacters(value)).toBe(special);
  });
});
