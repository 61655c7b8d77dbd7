import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { BusinessError } from '@/api/errors';
import { failureText, resultOf } from './answer';
import { nextChosenRows } from './chosen-rows';
import { ellipsis, joinValues, splitValues } from './comma-values';
import { rowsOf } from './page-rows';

describe('reading a picker answer (bad input never throws past the widget)', () => {
  it.each([
    ['a page', { records: [{ id: 'a' }, 'junk', null], total: 7 }, { rows: [{ id: 'a' }], total: 7 }],
    ['a plain array', [{ id: 'a' }, 3], { rows: [{ id: 'a' }], total: 1 }],
    ['a total below the rows', { records: [{ id: 'a' }], total: 0 }, { rows: [{ id: 'a' }], total: 1 }],
    ['nothing', null, { rows: [], total: 0 }],
    ['a text', 'oops', { rows: [], total: 0 }],
  ])('%s', (_shape, result, expected) => {
    expect(rowsOf(result)).toEqual(expected);
  });

  it('success:false (even with code 0) and a body that is no envelope reject with the server message', () => {
    expect(() => resultOf({ success: false, code: 0, message: '未查询匹配数据！' })).toThrow('未查询匹配数据！');
    expect(() => resultOf('')).toThrow(BusinessError);
    expect(resultOf({ success: true, code: 0, result: [1] })).toEqual([1]);
  });

  it.each([
    ['a business failure shows the server message', new BusinessError({ code: 500, message: '实体不存在' }), '实体不存在'],
    ['a business failure without a message shows the fallback', new BusinessError({ code: 500, message: '' }), '加载失败'],
    ['an HTTP failure was shown by the HTTP layer', new AxiosError('500'), null],
    ['a widget error shows its own text', new Error('返回数据类型不识别'), '返回数据类型不识别'],
  ])('%s', (_case, error, expected) => {
    expect(failureText(error, '加载失败')).toBe(expected);
  });

  it('multi-value fields are stored comma-joined', () => {
    expect(splitValues(' a, ,b ')).toEqual(['a', 'b']);
    expect(joinValues(['a', 'b'])).toBe('a,b');
    expect(splitValues(undefined)).toEqual([]);
  });
});

describe('shortening text', () => {
  it('B-CONST-01 the default ellipsis length is 25', () => {
    const text = '一二三四五六七八九十一二三四五六七八九十一二三四五六';
    expect(ellipsis(text)).toBe('一二三四五六七八九十一二三四五六七八九十一二三四五...');
    expect(ellipsis(text.slice(0, 25))).toBe(text.slice(0, 25));
  });
});

describe('checking rows in a picker table', () => {
  const key = (row: { id: string }) => row.id;
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };
  it.each([
    ['single mode keeps the newest row only', [a], [b], true, false, [b]],
    ['single mode: unchecking leaves none', [a], [a], false, false, []],
    ['multi mode adds the touched rows and keeps the others (other pages)', [a], [b, c], true, true, [a, b, c]],
    ['multi mode removes only the touched rows', [a, b, c], [b], false, true, [a, c]],
  ])('%s', (_rule, chosen, touched, selected, multi, expected) => {
    expect(nextChosenRows(chosen, touched, selected, multi, key)).toEqual(expected);
  });
});
