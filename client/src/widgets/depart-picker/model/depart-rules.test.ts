import { describe, expect, it } from 'vitest';
import { nextCheckedDeparts } from './checked-departs';
import { DEPART_MODAL_WIDTH } from './depart-limits';
import { flattenDeparts, isProject, toDepartNodes } from './depart-node';

describe('department selection state rules (001 §4)', () => {
  it.each([
    ['B-DEPTSEL-09 single mode keeps only the newest checked node', ['a'], ['a', 'b'], false, ['b']],
    ['B-DEPTSEL-09 single mode: unchecking the only node leaves none', ['a'], [], false, []],
    ['B-DEPTSEL-10 multi mode keeps all checked nodes', ['a'], ['a', 'b'], true, ['a', 'b']],
    ['B-DEPTSEL-10 multi mode drops an unchecked node', ['a', 'b'], ['b'], true, ['b']],
  ])('%s', (_rule, previous, now, multi, expected) => {
    expect(nextCheckedDeparts(previous, now, multi)).toEqual(expected);
  });
});

describe('department nodes (001 §3)', () => {
  const rows = [
    {
      id: 'bu',
      departName: '通信事业部',
      orgCode: 'A01A07',
      orgCategory: '2',
      children: [{ id: 'p1', departName: '移动客服外包项目', orgCategory: '4', children: [{ id: 'team', departName: '班组', orgCategory: '3' }] }],
    },
    { departName: '没有id' },
    'junk',
  ];

  it.each([
    ['4', true],
    ['2', false],
    [4, true],
  ])('B-DEPTSEL-07 orgCategory %s is a project: %s', (category, expected) => {
    expect(isProject(category)).toBe(expected);
  });

  it('B-DEPTSEL-08 project nodes can be forced to be leaves', () => {
    const forced = flattenDeparts(toDepartNodes(rows, { projectsAsLeaves: true }));
    expect(forced.map((node) => [node.key, node.isLeaf])).toEqual([
      ['bu', false],
      ['p1', true],
    ]);
    expect(flattenDeparts(toDepartNodes(rows)).map((node) => node.key)).toEqual(['bu', 'p1', 'team']);
  });

  it('malformed rows and a body that is no list give no nodes, never an exception', () => {
    expect(toDepartNodes(rows)).toHaveLength(1);
    expect(toDepartNodes(null)).toEqual([]);
    expect(toDepartNodes({ records: [] })).toEqual([]);
  });

  it('B-DEPTSEL-05 the picker modal is 500 wide', () => {
    expect(DEPART_MODAL_WIDTH).toBe(500);
  });
});
