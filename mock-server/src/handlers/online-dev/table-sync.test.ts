import { describe, expect, it } from 'vitest';
import type { OnlineDbColumnRecord, OnlineFieldRecord } from '../../store/records/online-dev.js';
import { columnOf, convertValue, syncTable } from './table-sync.js';

const field = (dbFieldName: string, overrides: Partial<OnlineFieldRecord> = {}): OnlineFieldRecord => ({
  id: dbFieldName,
  dbFieldName,
  dbFieldTxt: dbFieldName,
  dbType: 'string',
  dbLength: 50,
  dbPointLength: 0,
  dbDefaultVal: '',
  dbIsKey: dbFieldName === 'id' ? 1 : 0,
  dbIsNull: 1,
  fieldShowType: 'text',
  fieldHref: '',
  fieldValidType: '',
  fieldMustInput: '0',
  isShowList: 1,
  isShowForm: 1,
  isReadOnly: 0,
  isQuery: 0,
  queryMode: 'single',
  dictField: '',
  dictTable: '',
  dictText: '',
  mainTable: '',
  mainField: '',
  orderNum: 0,
  ...overrides,
});

const before = [field('id', { dbLength: 36 }), field('name'), field('score'), field('joined', { dbType: 'Datetime', dbLength: 20 }), field('note')];
const table = {
  dbColumns: before.map(columnOf),
  rows: [
    { id: 'a', name: '张三', score: '87', joined: '2024-03-01 09:30:00', note: '老客户' },
    { id: 'b', name: '李四', score: '优秀', joined: null, note: null },
    { id: 'c', name: '王五五五五', score: '92.6', joined: '2024-05-20 14:00:00', note: '新客户' },
  ],
};

describe('syncTable (同步数据库)', () => {
  it('normal keeps every row, converts retyped values where they fit, and counts what it lost and dropped', () => {
    const after = [
      field('id', { dbLength: 36 }),
      field('name', { dbLength: 3 }),
      field('score', { dbType: 'int', dbLength: 3 }),
      field('joined', { dbType: 'Date', dbLength: 10 }),
      field('level', { dbDefaultVal: '普通' }),
    ];
    const outcome = syncTable(table, after, 'normal');
    expect(outcome.rows).toEqual([
      { id: 'a', name: '张三', score: 87, joined: '2024-03-01', level: '普通' },
      { id: 'b', name: '李四', score: null, joined: null, level: '普通' },
      { id: 'c', name: '王五五', score: 93, joined: '2024-05-20', level: '普通' },
    ]);
    expect(outcome.added).toEqual(['level']);
    expect(outcome.dropped).toEqual([{ column: 'note', values: 2 }]);
    expect(outcome.converted).toEqual([
      { column: 'name', from: 'string(50)', to: 'string(3)', values: 3, lost: 1 },
      { column: 'score', from: 'string(50)', to: 'int(3)', values: 3, lost: 1 },
      { column: 'joined', from: 'Datetime', to: 'Date', values: 2, lost: 0 },
    ]);
    expect(outcome.dbColumns.map((column) => column.name)).toEqual(['id', 'name', 'score', 'joined', 'level']);
  });

  it('an unchanged definition changes nothing', () => {
    const outcome = syncTable(table, before, 'normal');
    expect(outcome.rows).toEqual(table.rows);
    expect([outcome.added, outcome.dropped, outcome.converted]).toEqual([[], [], []]);
  });

  it('a table never synchronised gets every column, with no rows to keep', () => {
    const outcome = syncTable({ dbColumns: [], rows: [] }, before, 'normal');
    expect(outcome.added).toEqual(['id', 'name', 'score', 'joined', 'note']);
    expect(outcome.rows).toEqual([]);
  });

  it('force rebuilds the table empty', () => {
    const outcome = syncTable(table, before, 'force');
    expect(outcome.rows).toEqual([]);
    expect(outcome.dropped).toEqual([]);
    expect(outcome.dbColumns).toEqual(table.dbColumns);
  });
});

describe('convertValue', () => {
  const column = (type: OnlineDbColumnRecord['type'], length = 10, pointLength = 0): OnlineDbColumnRecord => ({ name: 'x', type, length, pointLength });

  it.each([
    ['12.345', column('double', 10, 2), 12.35, false],
    ['12345678901', column('double', 10, 2), null, true],
    [' 42 ', column('int', 5), 42, false],
    ['abc', column('BigDecimal', 10, 2), null, true],
    ['2024-06-01', column('Datetime', 20), '2024-06-01 00:00:00', false],
    ['2024-06-01T08:15', column('Datetime', 20), '2024-06-01 08:15:00', false],
    ['明天', column('Date'), null, true],
    [3.5, column('string', 10), '3.5', false],
    ['', column('int'), null, false],
  ])('%j into %j → %j (lost %s)', (value, to, expected, lost) => {
    expect(convertValue(value, to)).toEqual({ value: expected, lost });
  });
});
