// The switch, 001 §4 (Switch), one row per spec sentence.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SWITCH_OPTIONS, filledValue, isChecked, valueOf } from './switch-value';

describe('Y/N switch (001 §4)', () => {
  it.each([
    ['B-SWITCH-01 checked equals the first option', 'Y', undefined, true],
    ['B-SWITCH-01 the second option is unchecked', 'N', undefined, false],
    ['B-SWITCH-01 with options 1/0, "1" is checked', '1', ['1', '0'] as const, true],
    ['B-SWITCH-01 with options 1/0, the number 1 is checked', 1, ['1', '0'] as const, true],
    ['an unknown value is unchecked', 'maybe', undefined, false],
  ])('%s', (_rule, value, options, checked) => {
    expect(isChecked(value, options)).toBe(checked);
  });

  it.each([
    ['B-SWITCH-02 an empty value is set to the second option', '', undefined, 'N'],
    ['B-SWITCH-02 an absent value is set to the second option', undefined, undefined, 'N'],
    ['B-SWITCH-02 with options 1/0 an empty value becomes 0', null, ['1', '0'] as const, '0'],
    ['a set value stays', 'Y', undefined, undefined],
  ])('%s', (_rule, value, options, filled) => {
    expect(filledValue(value, options)).toBe(filled);
  });

  it('B-SWITCH-03 the default pair is Y / N', () => {
    expect(DEFAULT_SWITCH_OPTIONS).toEqual(['Y', 'N']);
    expect([valueOf(true), valueOf(false)]).toEqual(['Y', 'N']);
  });
});
