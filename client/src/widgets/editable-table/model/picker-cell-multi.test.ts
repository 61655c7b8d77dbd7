import { describe, expect, it } from 'vitest';
import { pickerCellMulti } from './picker-cell-multi';

describe('whether a picker cell picks several values', () => {
  it.each([
    ['B-DEPTSEL-11 multi-select when the column says nothing', {}, true],
    ['B-DEPTSEL-11 multi-select when the column leaves multi undefined', { multi: undefined }, true],
    ['B-DEPTSEL-11 multi-select when the column turns it on', { multi: true }, true],
    ['B-DEPTSEL-11 single-select when the column switches it off', { multi: false }, false],
  ])('%s', (_rule, column, expected) => {
    expect(pickerCellMulti(column)).toBe(expected);
  });
});
