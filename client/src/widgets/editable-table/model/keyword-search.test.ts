import { describe, expect, it } from 'vitest';
import { keywordDebounceMs, keywordSearchKind } from './keyword-search';

const own = () => Promise.resolve([]);

describe('how a sel_search_async cell searches', () => {
  it.each([
    ['A-DICT-10 a column searching its table dictionary waits 300 ms', { dict: 'sys_user,realname,username' }, 'dictionary', 300],
    ['B-LIST-26 a column with its own search waits 800 ms', { search: own }, 'caller', 800],
    ['B-LIST-26 its own search wins over a dictionary', { search: own, dict: 'sys_user,realname,username' }, 'caller', 800],
    ['a blank dictionary is no dictionary search', { dict: '  ' }, 'none', 800],
  ])('%s', (_rule, column, kind, delay) => {
    expect(keywordSearchKind(column)).toBe(kind);
    expect(keywordDebounceMs(column)).toBe(delay);
  });
});
