// 需求大厅's description: what it searches and shows (the four stage counts, the claim), what it calls, the form's
// rules (headcount 1–999, salaries 0–1 000 000), and which rows 认领 applies to.
import { describe, expect, it } from 'vitest';
import { columnsOf, formFieldsOf, formRulesOf, searchSchemaOf } from '@/widgets/resource';
import { firstFailure } from '@/testing/form-rules';
import { claimable, demandResource } from './demand-resource';

const NO_DUPLICATE = async () => null;

async function failure(name: string, value: unknown): Promise<string | undefined> {
  const field = formFieldsOf(demandResource, 'add').find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return firstFailure(formRulesOf(field, undefined, NO_DUPLICATE), value);
}

describe('需求大厅', () => {
  it('searches position, status, urgency, department, location and the deadline range', () => {
    expect(searchSchemaOf(demandResource).map((field) => [field.name, field.kind])).toEqual([
      ['position', 'text'],
      ['status', 'dict'],
      ['urgency', 'dict'],
      ['departId', 'dict'],
      ['location', 'text'],
      ['deadline', 'date-range'],
    ]);
  });

  it('shows each demand with its claimant and its candidates by stage, counts not sortable', () => {
    const columns = columnsOf(demandResource);
    expect(columns.map((column) => String(column.title))).toEqual(['招聘岗位', '需求部门', '需求项目', '招聘人数', '工作地点', '最低月薪(元)', '最高月薪(元)', '截止日期', '紧急程度', '需求状态', '认领人', '筛选', '面试', 'Offer', '录用', '发布时间']);
    const counts = columns.filter((column) => ['筛选', '面试', 'Offer', '录用'].includes(String(column.title)));
    expect(counts.every((column) => column.sorter === false && column.width === 56)).toBe(true);
    // The claimant shows by name (claimedBy_dictText), as do the dictionaries.
    expect(columns.find((column) => column.title === '认领人')).toMatchObject({ dataIndex: 'claimedBy', dictText: true });
  });

  it('calls the demand paths; deletes one at a time (the server refuses a demand with candidates)', () => {
    expect(demandResource.calls).toEqual({ list: '/rpm/demand/list', add: '/rpm/demand/add', edit: '/rpm/demand/edit', delete: '/rpm/demand/delete', exportXls: '/rpm/demand/exportXls' });
    expect(demandResource.permission).toBe('rpm:demand');
  });

  it('the form asks position, department, headcount and urgency, and bounds the numbers', async () => {
    expect(formFieldsOf(demandResource, 'add').map((field) => field.name)).toEqual(['position', 'departId', 'projectId', 'headcount', 'location', 'salaryMin', 'salaryMax', 'deadline', 'urgency', 'status', 'requirement', 'remark']);
    expect(await failure('position', '')).toBe('请输入招聘岗位!');
    expect(await failure('departId', undefined)).toBe('请选择需求部门!');
    expect(await failure('headcount', 0)).toBe('招聘人数须在1到999之间');
    expect(await failure('headcount', 1000)).toBe('招聘人数须在1到999之间');
    expect(await failure('headcount', 999)).toBeUndefined();
    expect(await failure('salaryMax', -1)).toBe('最高月薪(元)须在0到1000000之间');
    expect(await failure('salaryMin', 4500)).toBeUndefined();
    expect(formFieldsOf(demandResource, 'add').find((field) => field.name === 'status')?.form?.initial).toBe('1');
  });

  it('认领 applies to an open demand nobody holds', () => {
    expect(claimable({ status: '1', claimedBy: null })).toBe(true);
    expect(claimable({ status: '1', claimedBy: 'zhangsan' })).toBe(false);
    expect(claimable({ status: '2', claimedBy: null })).toBe(false);
    expect(claimable({ status: '3', claimedBy: null })).toBe(false);
  });
});
