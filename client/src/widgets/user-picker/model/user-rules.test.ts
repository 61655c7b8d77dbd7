import { describe, expect, it } from 'vitest';
import { USER_DEFAULT_SORT, USER_MODAL_WIDTH, USER_PAGE_SIZE, USER_PAGE_SIZE_OPTIONS } from './user-list-limits';
import { displayTextOf, sexText, storedValueOf, toChosenUser } from './user-selection';

const row = { id: 'u1', username: 'zhangsan', realname: '张三', sex: 1, phone: '134' };

describe('user selection (001 §3, decision 16)', () => {
  it('B-PICK-09 a chosen user keeps id and username (and realname to show)', () => {
    expect(toChosenUser(row)).toEqual({ id: 'u1', username: 'zhangsan', realname: '张三' });
  });

  it.each([
    ['B-PICK-07 the stored value defaults to username', undefined, 'zhangsan'],
    ['the store field can be the id', 'id' as const, 'u1'],
  ])('%s', (_rule, field, expected) => {
    expect(storedValueOf(toChosenUser(row)!, field)).toBe(expected);
  });

  it('B-PICK-08 realname is displayed', () => {
    expect(displayTextOf(toChosenUser(row)!)).toBe('张三');
  });

  it.each([
    [1, '男'],
    ['2', '女'],
    [null, ''],
  ])('B-PICK-06 sex %s reads %s', (sex, text) => {
    expect(sexText(sex)).toBe(text);
  });

  it('rows without id or username cannot be chosen', () => {
    expect(toChosenUser({ id: 'x' })).toBeNull();
    expect(toChosenUser({ username: 'x' })).toBeNull();
  });

  it('B-PICK-13 the default sort is createTime descending; page size 10 of 10/20/30; 1250 wide', () => {
    expect(USER_DEFAULT_SORT).toEqual({ column: 'createTime', order: 'desc' });
    expect([USER_PAGE_SIZE, USER_PAGE_SIZE_OPTIONS, USER_MODAL_WIDTH]).toEqual([10, [10, 20, 30], 1250]);
  });
});
