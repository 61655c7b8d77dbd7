import { describe, expect, it } from 'vitest';
import { encodeSuperQuery } from '@/api/super-query';
import { changeRule, chooseField, newCondition, overwriteQuestion, queryProblem, RULE_LABELS } from './condition-rules';
import { fieldChoices, fieldTree, type QueryField } from './query-fields';
import { checkSave, readSavedQueries, SAVED_QUERY_PREFIX, savedQueryKey, withSaved, writeSavedQueries, type SavedQuery } from './saved-queries';
import { emittedParams, RULES, type QueryCondition, type Rule } from './super-query';
import { valueWidgetOf, type ValueWidget } from './value-widget';

const FIELDS: QueryField[] = [
  { value: 'name', text: '职务名称', type: 'string' },
  { value: 'rank', text: '职级', type: 'list', dictCode: 'position_rank' },
  { value: 'user', label: '用户', children: [{ value: 'sex', label: '性别', type: 'list', options: [{ label: '男', value: '1' }], dbType: 'int' }] },
];
const row = (over: Partial<QueryCondition> = {}): QueryCondition => ({ key: 'k', ...over });

describe('condition rows', () => {
  it('B-QUERY-09 a condition holds field, rule, val, type, dbType, options, dictCode, dictTable, dictText, customReturnField, popup', () => {
    const [, , group] = FIELDS;
    const chosen = chooseField(row({ rule: 'eq' }), { value: 'x', title: 'x', definition: { value: 'x', type: 'popup', dbType: 'string', dictTable: 't', dictText: 'n', customReturnField: 'id', popup: { code: 'p' }, ...group?.children?.[0], dictCode: 'sex' } });
    expect(Object.keys(chosen).sort()).toEqual(['customReturnField', 'dbType', 'dictCode', 'dictTable', 'dictText', 'field', 'key', 'options', 'popup', 'rule', 'type', 'val'].sort());
  });
  it('B-QUERY-15 new adds a row with rule eq', () => expect(newCondition()).toMatchObject({ rule: 'eq' }));
  it('gives each new row its own key', () => expect(newCondition().key).not.toBe(newCondition().key));
  it('B-QUERY-16 B-QUERY-17 choosing a field copies its type and dictionary and clears the value', () => {
    const [choice] = fieldChoices(FIELDS).filter((c) => c.value === 'rank');
    expect(chooseField(row({ field: 'name', rule: 'like', val: 'abc', type: 'string' }), choice)).toEqual({
      key: 'k',
      field: 'rank',
      rule: 'like',
      val: undefined,
      type: 'list',
      dbType: undefined,
      options: undefined,
      dictCode: 'position_rank',
      dictTable: undefined,
      dictText: undefined,
      customReturnField: undefined,
      popup: undefined,
    });
  });
  it.each<[string, QueryCondition, Rule, QueryCondition['val']]>([
    ['B-QUERY-18 changing the rule clears the value', row({ rule: 'eq', val: 'a' }), 'like', undefined],
    ['B-QUERY-19 the rule empty sets the value to empty', row({ rule: 'eq', val: 'a' }), 'empty', ''],
    ['B-QUERY-20 leaving in keeps only the first selected value', row({ rule: 'in', val: ['1', '2'] }), 'eq', '1'],
    ['B-QUERY-20 leaving in keeps the first of a comma list', row({ rule: 'in', val: '3,4' }), 'ne', '3'],
    ['entering in from eq clears the value', row({ rule: 'eq', val: 'x' }), 'in', undefined],
  ])('%s', (_name, before, rule, val) => {
    const after = changeRule(before, rule);
    expect(after.rule).toBe(rule);
    expect(after.val).toEqual(val);
  });
  it('B-QUERY-35 offers the rules eq, like, right_like, left_like, in, ne, gt, ge, lt, le, empty', () => {
    expect([...RULES]).toEqual(['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le', 'empty']);
    expect(Object.keys(RULE_LABELS).sort()).toEqual([...RULES].sort());
  });
});

describe('fields', () => {
  it('B-QUERY-12 B-QUERY-13 grouped fields show as label-sublabel', () => {
    expect(fieldChoices(FIELDS).map((c) => c.title)).toEqual(['职务名称', '职级', '用户-性别']);
    expect(fieldTree(FIELDS)[2]).toMatchObject({ title: '用户', selectable: false, children: [{ title: '用户-性别', value: 'user,sex' }] });
  });
  it('B-QUERY-14 a grouped field is sent as parent,child unless onlyFieldName', () => {
    expect(fieldChoices(FIELDS).map((c) => c.value)).toEqual(['name', 'rank', 'user,sex']);
    expect(fieldChoices(FIELDS, true).map((c) => c.value)).toEqual(['name', 'rank', 'sex']);
  });
});

describe('emitting a query', () => {
  it('B-QUERY-25 joins array values with commas and B-QUERY-10 a submission holds matchType and params', () => {
    const params = emittedParams([row({ field: 'rank', rule: 'in', val: ['1', '3'], type: 'list', dictCode: 'position_rank' }), row({ field: 'name', rule: 'empty', val: '' })]);
    expect(params).toEqual([
      { field: 'rank', rule: 'in', val: '1,3', type: 'list' },
      { field: 'name', rule: 'empty', val: '' },
    ]);
    expect(encodeSuperQuery({ matchType: 'or', params })).toEqual({ superQueryParams: encodeURI(JSON.stringify(params)), superQueryMatchType: 'or' });
  });
  it('sends nothing for an empty query', () => expect(encodeSuperQuery({ matchType: 'and', params: [] })).toEqual({}));
  it('leaves out rows without field, rule or value', () =>
    expect(emittedParams([row({ rule: 'eq', val: 'a' }), row({ field: 'a', rule: 'eq' }), row({ field: 'b', rule: 'like', val: 'x' })])).toEqual([{ field: 'b', rule: 'like', val: 'x' }]));
  it.each<[string, QueryCondition[], string | null]>([
    ['no condition', [], '不能查询空条件'],
    ['a row without field', [row({ rule: 'eq', val: 'a' })], '不能查询空条件'],
    ['a row without value', [row({ field: 'name', rule: 'eq' })], '不能查询空条件'],
    ['a row without rule', [row({ field: 'name', val: 'a' })], '不能查询空条件'],
    ['a row with an empty in', [row({ field: 'name', rule: 'in', val: [] })], '不能查询空条件'],
    ['a complete row', [row({ field: 'name', rule: 'eq', val: 'a' })], null],
    ['the rule empty needs no value', [row({ field: 'name', rule: 'empty', val: '' })], null],
    ['two rows', [row({ field: 'name', rule: 'eq', val: 'a' }), row()], null],
  ])('B-QUERY-32 %s', (_name, conditions, problem) => expect(queryProblem(conditions)).toBe(problem));
});

describe('saved queries', () => {
  const query = (title: string): SavedQuery => ({ title, matchType: 'and', records: [row({ field: 'name', rule: 'eq', val: title })] });
  it('B-QUERY-31 are stored under the prefix plus the route or save code, and B-QUERY-11 hold title, matchType and records', () => {
    expect(savedQueryKey('/isystem/position')).toBe(`${SAVED_QUERY_PREFIX}/isystem/position`);
    writeSavedQueries(savedQueryKey('positions'), [query('a')]);
    expect(JSON.parse(localStorage.getItem(`pro__${SAVED_QUERY_PREFIX}positions`) ?? 'null')).toMatchObject({ value: [{ title: 'a', matchType: 'and', records: [{ field: 'name' }] }] });
    expect(readSavedQueries(savedQueryKey('positions'))).toEqual([query('a')]);
    expect(readSavedQueries(savedQueryKey('none'))).toEqual([]);
  });
  it('B-QUERY-33 saving an empty condition warns 空条件不能保存', () => expect(checkSave([], 'x', [row({ rule: 'eq' })])).toEqual({ kind: 'refused', message: '空条件不能保存' }));
  it('B-QUERY-34 an empty save name warns 保存名称不能为空', () => expect(checkSave([], '  ', query('a').records)).toEqual({ kind: 'refused', message: '保存名称不能为空' }));
  it('B-QUERY-27 an existing name asks to overwrite', () => {
    expect(checkSave([query('a'), query('b')], 'b', query('b').records)).toEqual({ kind: 'overwrite', index: 1 });
    expect(overwriteQuestion('b')).toBe('b 已存在，是否覆盖？');
    expect(withSaved([query('a'), query('b')], { ...query('b'), matchType: 'or' }, { kind: 'overwrite', index: 1 }).map((q) => q.matchType)).toEqual(['and', 'or']);
  });
  it('B-QUERY-28 a new name appends the query', () =>
    expect(withSaved([query('a')], query('c'), checkSave([query('a')], 'c', query('c').records)).map((q) => q.title)).toEqual(['a', 'c']));
});

describe('value widgets', () => {
  it.each<[string, Pick<QueryCondition, 'type' | 'dictCode' | 'options'>, ValueWidget]>([
    ['B-QUERY-36 dictionary', { type: 'list', dictCode: 'sex' }, 'dict'],
    ['B-QUERY-36 options', { type: 'string', options: [{ label: 'a', value: 'a' }] }, 'dict'],
    ['B-QUERY-37 user', { type: 'sel_user' }, 'user'],
    ['B-QUERY-38 department', { type: 'sel_depart' }, 'department'],
    ['B-QUERY-39 popup', { type: 'popup' }, 'popup'],
    ['B-QUERY-40 area', { type: 'pca' }, 'area'],
    ['B-QUERY-41 date', { type: 'date' }, 'date'],
    ['B-QUERY-42 datetime', { type: 'datetime' }, 'datetime'],
    ['B-QUERY-43 time', { type: 'time' }, 'time'],
    ['B-QUERY-44 number', { type: 'number' }, 'number'],
    ['B-QUERY-44 int', { type: 'int' }, 'number'],
    ['B-QUERY-45 switch', { type: 'switch' }, 'switch'],
    ['B-QUERY-46 anything else', { type: 'string' }, 'text'],
    ['B-QUERY-46 no type', {}, 'text'],
  ])('%s', (_name, condition, widget) => expect(valueWidgetOf(condition)).toBe(widget));
});
