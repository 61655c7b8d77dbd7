// The comma-list helper, 001 §5 and decision 25, one row per clause.
import { describe, expect, it } from 'vitest';
import { commaList, parseCommaList } from './comma-list';

describe('comma-list helper (001 §5, decision 25)', () => {
  it.each([
    ['B-LIST-21 it trims', '  a  ', ['a']],
    ['it splits on ASCII commas', 'a,b', ['a', 'b']],
    ['B-LIST-22 it splits on full-width commas', 'a，b', ['a', 'b']],
    ['B-LIST-22 it splits on whitespace', 'a b\tc\nd', ['a', 'b', 'c', 'd']],
    ['B-LIST-23 it removes empties', 'a,,，  ,b', ['a', 'b']],
    ['B-LIST-24 it removes duplicates', 'a,b,a', ['a', 'b']],
    ['B-LIST-25 it strips a wrapping pair of asterisks', '*a,b*', ['a', 'b']],
    ['it keeps a lone leading asterisk', '*a', ['*a']],
    ['bad input gives an empty list', 42, []],
  ])('%s', (_rule, text, expected) => {
    expect(parseCommaList(text)).toEqual(expected);
  });

  it('the form receives the items joined by ASCII commas', () => {
    expect(commaList(' 张三，李四 王五,张三 ')).toBe('张三,李四,王五');
  });
});
