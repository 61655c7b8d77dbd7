// The tag input's rule, 001 §5 "List helper": "The tag input splits characters into groups of 2 separated by
// semicolons." One row per reading of that sentence.
import { describe, expect, it } from 'vitest';
import { caretAfterGrouping, groupTags, tagsOf } from './tag-groups';

describe('tag input grouping (001 §5, B-LIST-28)', () => {
  it.each([
    ['B-LIST-28 two characters make one group', 'ab', 'ab'],
    ['B-LIST-28 four characters make two groups separated by a semicolon', 'abcd', 'ab;cd'],
    ['B-LIST-28 an odd character count leaves a last group of one', 'abcde', 'ab;cd;e'],
    ['B-LIST-28 Chinese characters are grouped by 2 as well', '张三李四王', '张三;李四;王'],
    ['B-LIST-28 semicolons already typed are dropped and the text regrouped', 'a;bc;;d', 'ab;cd'],
    ['B-LIST-28 a deletion in the middle regroups what follows', 'ab;d;ef', 'ab;de;f'],
    ['B-LIST-28 no trailing semicolon after a full last group', 'abcdef', 'ab;cd;ef'],
    ['a character outside the BMP counts as one', '😀a😀', '😀a;😀'],
    ['one character stays as it is', 'a', 'a'],
    ['empty stays empty', '', ''],
    ['only semicolons become empty', ';;', ''],
    ['no value becomes empty', undefined, ''],
  ])('%s', (_rule, typed, grouped) => {
    expect(groupTags(typed)).toBe(grouped);
  });

  it.each([
    ['B-LIST-28 the tags of a grouped value are its groups', 'ab;cd;e', ['ab', 'cd', 'e']],
    ['B-LIST-28 an ungrouped value is grouped before it is shown as tags', 'abcd', ['ab', 'cd']],
    ['an empty value has no tags', '', []],
  ])('%s', (_rule, value, tags) => {
    expect(tagsOf(value)).toEqual(tags);
  });

  it.each([
    ['typing the third character at the end moves past the new separator', 'abc', 3, 4],
    ['after the second character the caret stays before the separator', 'abcd', 2, 2],
    ['typing inside the first group keeps the caret after what was typed', 'axb;cd', 2, 2],
    ['typing at the start of the second group', 'ab;xcd', 4, 4],
    ['at the start', 'ab;cd', 0, 0],
  ])('%s', (_case, typed, caret, expected) => {
    expect(caretAfterGrouping(typed, caret)).toBe(expected);
  });
});
