import { describe, expect, it } from 'vitest';
import type { EditableColumn, GridRow } from './column';
import { PATTERNS } from './patterns';
import { syncCellError, validateCell, validateRows } from './validate';

// Each row is one sentence of 001 §5 on a pattern code: values that pass and values that fail.
const PATTERN_CASES: Array<{ name: string; code: string; pass: string[]; fail: string[] }> = [
  { name: 'B-RULE-03 n6-16: 6 to 16 digits', code: 'n6-16', pass: ['123456', '1234567890123456'], fail: ['12345', '12345678901234567', '12345a'] },
  { name: 'B-RULE-04 *6-16: 6 to 16 any characters', code: '*6-16', pass: ['a b!c?', '张三李四王五'], fail: ['12345', 'x'.repeat(17)] },
  { name: 'B-RULE-05 s6-18: 6 to 18 letters', code: 's6-18', pass: ['abcdef', 'A'.repeat(18)], fail: ['abcde', 'abcdef1', 'a'.repeat(19)] },
  { name: 'B-RULE-06 url', code: 'url', pass: ['http://example.com/a?b=1', 'https://jeecg.com'], fail: ['not a url', 'http://exa mple.com'] },
  { name: 'B-RULE-07 e: e-mail', code: 'e', pass: ['jeecg@163.com', 'a.b@example.com'], fail: ['jeecg@', 'jeecg.com', '@x.com'] },
  { name: 'B-RULE-08 m: mobile 1, then 3 to 9, then 9 digits', code: 'm', pass: ['13800138000', '19912345678'], fail: ['12800138000', '1380013800', '138001380001'] },
  { name: 'B-RULE-09 p: postal code, 6 digits', code: 'p', pass: ['510000'], fail: ['51000', '5100000', '51000a'] },
  { name: 'B-RULE-10 s: letters', code: 's', pass: ['abc', 'ABC'], fail: ['ab1', '张三'] },
  { name: 'B-RULE-11 n: number', code: 'n', pass: ['12', '-3.5', '0.25'], fail: ['1.2.3', 'abc', '--1'] },
  { name: 'B-RULE-12 z: integer', code: 'z', pass: ['12', '-7'], fail: ['1.5', 'a'] },
  { name: 'B-RULE-13 *: non-empty', code: '*', pass: ['x', ' '], fail: [] },
  { name: 'B-RULE-14 money: up to 2 decimals', code: 'money', pass: ['12', '12.5', '12.34', '0.5'], fail: ['12.345', '-1', 'abc'] },
];

const column = (rules: EditableColumn['validateRules'], title = '字段'): EditableColumn => ({ key: 'f', type: 'input', title, validateRules: rules });

describe('pattern codes (001 §5)', () => {
  for (const { name, code, pass, fail } of PATTERN_CASES) {
    it(name, () => {
      const col = column([{ pattern: code, message: `${code} 格式不正确` }]);
      for (const value of pass) expect(syncCellError(col, value, null), value).toBeNull();
      for (const value of fail) expect(syncCellError(col, value, null), value).toBe(`${code} 格式不正确`);
      expect(PATTERNS[code]).toBeInstanceOf(RegExp);
    });
  }

  it('B-RULE-15 a custom regular expression may be given as the pattern', () => {
    const col = column([{ pattern: /^A\d{3}$/, message: '编号格式：A加三位数字' }]);
    expect(syncCellError(col, 'A123', null)).toBeNull();
    expect(syncCellError(col, 'B123', null)).toBe('编号格式：A加三位数字');
    const asText = column([{ pattern: '^[甲乙丙]$', message: '只能填甲乙丙' }]);
    expect(syncCellError(asText, '乙', null)).toBeNull();
    expect(syncCellError(asText, '丁', null)).toBe('只能填甲乙丙');
  });

  it('B-RULE-18 empty values skip pattern checks', () => {
    const col = column([{ pattern: 'm', message: '手机号不正确' }]);
    for (const empty of ['', null, undefined]) expect(syncCellError(col, empty, null)).toBeNull();
  });
});

describe('required, unique and messages', () => {
  it('B-RULE-01 required: an empty value fails', () => {
    const col = column([{ required: true, message: '${title}不能为空' }], '姓名');
    expect(syncCellError(col, '', null)).toBe('姓名不能为空');
    expect(syncCellError(col, null, null)).toBe('姓名不能为空');
    expect(syncCellError(col, '张三', null)).toBeNull();
  });

  it('B-RULE-02 unique or only: no duplicate value among rows', async () => {
    for (const rule of [{ unique: true, message: '不能重复' }, { only: true, message: '不能重复' }]) {
      const col = column([rule]);
      const rows: GridRow[] = [
        { id: '1', f: 'A' },
        { id: '2', f: 'B' },
        { id: '3', f: 'A' },
      ];
      expect(await validateCell(col, rows[0] as GridRow, rows)).toBe('不能重复');
      expect(await validateCell(col, rows[1] as GridRow, rows)).toBeNull();
    }
  });

  it('B-RULE-17 each rule has its own message, the first failing rule speaks', () => {
    const col = column([
      { required: true, message: '必填' },
      { pattern: 'z', message: '须为整数' },
    ]);
    expect(syncCellError(col, '', null)).toBe('必填');
    expect(syncCellError(col, '1.5', null)).toBe('须为整数');
  });

  it('B-RULE-16 a custom handler may decide asynchronously', async () => {
    const col = column([{ handler: async (value) => (value === 'taken' ? '该账号已存在' : true) }]);
    const rows: GridRow[] = [{ id: '1', f: 'taken' }, { id: '2', f: 'free' }];
    expect(await validateCell(col, rows[0] as GridRow, rows)).toBe('该账号已存在');
    expect(await validateCell(col, rows[1] as GridRow, rows)).toBeNull();
    const rejecting = column([{ handler: () => Promise.resolve(false), message: '${title}校验失败' }], '账号');
    expect(await validateCell(rejecting, rows[1] as GridRow, rows)).toBe('账号校验失败');
  });
});

describe('validate every row (collecting values)', () => {
  const columns: EditableColumn[] = [
    { key: 'name', type: 'input', title: '姓名', validateRules: [{ required: true, message: '姓名必填' }] },
    { key: 'phone', type: 'input', title: '手机', validateRules: [{ pattern: 'm', message: '手机不正确' }] },
    { key: 'code', type: 'input', title: '编号', validateRules: [{ handler: async (value) => value !== 'X' || '编号X已占用' }] },
  ];

  it('B-RULE-22 B-RULE-24 reports every failing cell, in row then column order', async () => {
    const rows: GridRow[] = [
      { id: 'a', name: '张三', phone: '13800138000', code: 'X' },
      { id: 'b', name: '', phone: '123', code: 'Y' },
      { id: 'c', name: '王五', phone: '', code: '' },
    ];
    const errors = await validateRows(columns, rows);
    expect(errors.map((error) => [error.rowIndex, error.key, error.message])).toEqual([
      [0, 'code', '编号X已占用'],
      [1, 'name', '姓名必填'],
      [1, 'phone', '手机不正确'],
    ]);
    expect(await validateRows(columns, [rows[2] as GridRow])).toEqual([]);
  });
});
