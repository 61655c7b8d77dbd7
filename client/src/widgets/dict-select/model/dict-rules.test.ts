import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, TREE_DROPDOWN_MAX_HEIGHT, TREE_MAX_TAG_COUNT } from './dict-limits';
import { textsOf, toDictOptions } from './dict-option';
import { checkedCondition, toTreeOptions, treeRowsOf, withChildren } from './tree-data';

describe('dictionary items (001 §3)', () => {
  it('A-DICT-15 items read value and text, falling back to key, label and title; the leaf flag and disabled are kept; malformed rows are dropped', () => {
    expect(toDictOptions([{ value: '1', text: '男' }, { key: 'k', label: '标签' }, { value: 2, title: '标题', disabled: true }, { text: '无值' }, null, 'x'])).toEqual([
      { value: '1', text: '男' },
      { value: 'k', text: '标签' },
      { value: '2', text: '标题', disabled: true },
    ]);
    expect(toDictOptions({ records: [] })).toEqual([]);
  });

  it.each([
    ['0 (has children)', 0, false],
    ["'0'", '0', false],
    ['1 (a leaf)', 1, true],
    ["'1'", '1', true],
    ['true', true, true],
    ['false', false, false],
  ])('A-DICT-15 the leaf flag %s reads as leaf %s', (_flag, leaf, expected) => {
    expect(toDictOptions([{ key: 'k', title: '节点', leaf }])).toEqual([{ value: 'k', text: '节点', leaf: expected }]);
  });

  it('an unrecognised leaf flag is left out rather than guessed', () => {
    expect(toDictOptions([{ value: 'a', text: '甲', leaf: 'yes' }])).toEqual([{ value: 'a', text: '甲' }]);
  });

  it('a stored value without an item shows as itself', () => {
    expect(textsOf(['1', '9'], [{ value: '1', text: '男' }])).toEqual(['男', '9']);
  });
});

describe('tree selects (001 §3, §5, §8, §9)', () => {
  it.each([
    ['B-TREE-02 a plain text condition', 'name=上衣', true],
    ['B-TREE-02 a JSON array', '["a"]', true],
    ['a JSON object string', '{"name":"上衣"}', false],
    ['no condition', undefined, false],
  ])('%s is refused: %s', (_rule, condition, refused) => {
    const check = () => checkedCondition(condition);
    if (refused) expect(check).toThrow('组件JTreeSelect-condition传值有误，需要一个json字符串!');
    else expect(check).not.toThrow();
  });

  it.each([
    ['an array', [{ key: 'a' }], 1],
    ['A-DICT-21 a page with records', { records: [{ key: 'a' }, { key: 'b' }] }, 2],
  ])('the answer may be %s', (_shape, result, count) => {
    expect(treeRowsOf(result)).toHaveLength(count);
  });

  it.each([null, { total: 0 }, 'text'])('B-TREE-03 unrecognised tree data %j throws 返回数据类型不识别', (result) => {
    expect(() => treeRowsOf(result)).toThrow('返回数据类型不识别');
  });

  it('B-TREE-01 nodes read key, title or label, and leaf or isLeaf', () => {
    const options = toTreeOptions([{ key: 'a', title: '甲', leaf: true }, { key: 'b', label: '乙', isLeaf: false }, { title: '无键' }], 'p', (row) => String(row.key ?? ''));
    expect(options).toEqual([
      { value: 'a', title: '甲', isLeaf: true, pId: 'p' },
      { value: 'b', title: '乙', isLeaf: false, pId: 'p' },
    ]);
  });

  it('B-TREE-01 every node field: id or value when no key, pid, code, disabled, hasChildren, and nested children', () => {
    const byId = (row: Record<string, unknown>) => String(row.key ?? row.id ?? row.value ?? '');
    const rows = [
      { id: 'c1', title: '人力资源', pid: '0', code: 'B01', hasChildren: true, children: [{ id: 'c11', label: '招聘', code: 'B01A01', leaf: true, pid: 'c1' }] },
      { value: 'c2', title: '财务', pid: '0', code: 'B02', hasChildren: false, disabled: true },
    ];
    expect(toTreeOptions(rows, undefined, byId)).toEqual([
      { value: 'c1', title: '人力资源', isLeaf: false, pId: '0', code: 'B01' },
      { value: 'c11', title: '招聘', isLeaf: true, pId: 'c1', code: 'B01A01' },
      { value: 'c2', title: '财务', isLeaf: true, pId: '0', code: 'B02', disabled: true },
    ]);
    // A node being expanded is its children's parent, whatever pid they carry; hasChildren true keeps a node open.
    expect(toTreeOptions([{ key: 'k', title: '子', pid: 'elsewhere', hasChildren: true }], 'c1', byId)).toEqual([{ value: 'k', title: '子', isLeaf: false, pId: 'c1' }]);
  });

  it('B-TREETAB-05 a node whose children come back empty becomes a leaf; loaded children are added once', () => {
    const roots = [{ value: 'a', title: '甲', isLeaf: false }];
    expect(withChildren(roots, 'a', [])).toEqual([{ value: 'a', title: '甲', isLeaf: true }]);
    const child = { value: 'c', title: '丙', isLeaf: true, pId: 'a' };
    expect(withChildren(withChildren(roots, 'a', [child]), 'a', [child])).toHaveLength(2);
  });

  it('B-TREE-04 maxTagCount 5; dropdown 400px; search-select page size 10 and 800 ms debounce', () => {
    expect([TREE_MAX_TAG_COUNT, TREE_DROPDOWN_MAX_HEIGHT, SEARCH_PAGE_SIZE, SEARCH_DEBOUNCE_MS]).toEqual([5, 400, 10, 800]);
  });
});
