import { describe, expect, it } from 'vitest';
import { detailColumns } from './detail-columns';

describe('detail list columns (001 §2, §9)', () => {
  it.each([
    ['B-LAYOUT-02 the default is 3 columns', undefined, 3],
    ['B-LAYOUT-01 4 columns stay 4', 4, 4],
    ['B-LAYOUT-01 more than 4 is capped at 4', 6, 4],
    ['B-LAYOUT-01 fewer than 1 becomes 1', 0, 1],
    ['1 column stays 1', 1, 1],
    ['bad input gives the default', 'many', 3],
  ])('%s', (_rule, requested, expected) => {
    expect(detailColumns(requested)).toBe(expected);
  });
});
