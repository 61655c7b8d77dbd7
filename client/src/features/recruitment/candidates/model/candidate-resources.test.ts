// The three candidate lists' descriptions: each fixes its status, searches the same six filters, shows 招聘阶段 and
// its own dates, and calls only what a candidate in that state allows; the form is 简历导入's (000 §5 mobile and email
// rules), and the 录用 / 淘汰 dialogs' rules and requests.
import { describe, expect, it } from 'vitest';
import { columnsOf, formFieldsOf, formRulesOf, searchSchemaOf, type AnyField } from '@/widgets/resource';
import { firstFailure } from '@/testing/form-rules';
import type { Candidate } from '../../resume/api/resume-api';
import { CANDIDATE_FIELDS } from '../../resume/model/candidate-fields';
import { ELIMINATE_FIELDS, HIRE_FIELDS, hireDefaults, hireRequestOf } from './candidate-decisions';
import { eliminatedResource, hiredResource, processingResource } from './candidate-resource';

const NO_DUPLICATE = async () => null;
const LISTS = [processingResource, hiredResource, eliminatedResource];

async function failure(fields: readonly AnyField[], name: string, value: unknown): Promise<string | undefined> {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return firstFailure(formRulesOf(field, undefined, NO_DUPLICATE), value);
}
const titles = (resource: typeof processingResource) => columnsOf(resource).map((column) => String(column.title));

describe('招聘管理 candidate lists', () => {
  it('each list fixes its status and searches 姓名, 手机号, 应聘岗位, 学历, 招聘渠道, 招聘阶段', () => {
    expect(LISTS.map((resource) => resource.params)).toEqual([{ status: '1' }, { status: '2' }, { status: '3' }]);
    expect(LISTS.map((resource) => resource.screen)).toEqual(['rpm/candidate/ProcessingList', 'rpm/candidate/HiredList', 'rpm/candidate/EliminatedList']);
    for (const resource of LISTS) {
      expect(searchSchemaOf(resource).map((field) => field.name)).toEqual(['name', 'mobile', 'applyPost', 'education', 'channel', 'stage']);
      expect(titles(resource)).toEqual(expect.arrayContaining(['姓名', '应聘岗位', '招聘阶段', '投递时间']));
    }
    // Each list's own dates.
    expect(titles(processingResource)).toEqual(expect.arrayContaining(['面试时间']));
    expect(titles(hiredResource)).toEqual(expect.arrayContaining(['录用日期']));
    expect(titles(hiredResource)).not.toContain('淘汰原因');
    expect(titles(eliminatedResource)).toEqual(expect.arrayContaining(['淘汰原因', '淘汰时间']));
    expect(titles(eliminatedResource)).not.toContain('面试时间');
  });

  it('adds, edits and imports only in 处理中; a hired candidate is never deleted; every list exports', () => {
    expect(Object.keys(processingResource.calls).sort()).toEqual(['add', 'delete', 'deleteBatch', 'edit', 'exportXls', 'importExcel', 'list']);
    expect(Object.keys(hiredResource.calls).sort()).toEqual(['exportXls', 'list']);
    expect(Object.keys(eliminatedResource.calls).sort()).toEqual(['delete', 'deleteBatch', 'exportXls', 'list']);
    expect(LISTS.every((resource) => resource.permission === 'rpm:candidate')).toBe(true);
  });

  it("the form is 简历导入's, with 招聘阶段 starting at 简历筛选; decisions are only read in 查看", () => {
    const add = formFieldsOf(processingResource, 'add');
    for (const shared of CANDIDATE_FIELDS) expect(add.find((field) => field.name === shared.name)?.form).toEqual(shared.form);
    expect(add.find((field) => field.name === 'stage')?.form?.initial).toBe('1');
    expect(add.map((field) => field.name)).not.toContain('eliminateReason');
    const viewed = (resource: typeof processingResource) => formFieldsOf(resource, 'view').map((field) => field.name).filter((name) => ['hireDate', 'eliminateReason', 'eliminateTime'].includes(name));
    expect([viewed(processingResource), viewed(hiredResource), viewed(eliminatedResource)]).toEqual([[], ['hireDate'], ['eliminateReason', 'eliminateTime']]);
  });

  it('checks the form with 000 §5 messages', async () => {
    const add = formFieldsOf(processingResource, 'add');
    expect(await failure(add, 'name', '')).toBe('请输入姓名!');
    expect(await failure(add, 'mobile', '')).toBe('请输入手机号');
    expect(await failure(add, 'mobile', '12345678901')).toBe('请输入正确手机号');
    expect(await failure(add, 'mobile', '13812345678')).toBeUndefined();
    expect(await failure(add, 'email', 'not-an-email')).toBe('邮箱格式不正确');
    expect(await failure(add, 'email', '')).toBeUndefined();
    expect(await failure(add, 'applyPost', '')).toBe('请输入应聘岗位!');
    expect(await failure(add, 'channel', undefined)).toBe('请选择招聘渠道!');
    expect(await failure(add, 'stage', undefined)).toBe('请选择招聘阶段!');
  });
});

describe('录用 and 淘汰', () => {
  it('录用 needs a valid identity card and a start date; 淘汰 needs its reason', async () => {
    expect(await failure(HIRE_FIELDS, 'idCard', '')).toBe('请输入身份证号!');
    expect(await failure(HIRE_FIELDS, 'idCard', '12345')).toBe('请输入正确的身份证号码');
    expect(await failure(HIRE_FIELDS, 'idCard', '51010719980725301X')).toBeUndefined();
    expect(await failure(HIRE_FIELDS, 'planEntryDate', undefined)).toBe('请选择预计入职日期!');
    expect(await failure(HIRE_FIELDS, 'salary', '-5')).toBe('请输入正确的金额格式!');
    expect(await failure(ELIMINATE_FIELDS, 'reason', '  ')).toBe('请输入淘汰原因!');
    expect(await failure(ELIMINATE_FIELDS, 'reason', '原'.repeat(201))).toBe('淘汰原因不能超过200个字符!');
  });

  it("starts from the candidate's project, post and expected salary, and leaves empty choices to the server", () => {
    const candidate = { id: 'c1', projectId: 'p9', applyPost: '客服代表', expectedSalary: 5500 } as Candidate;
    expect(hireDefaults(candidate)).toEqual({ projectId: 'p9', post: '客服代表', type: '1', contractType: '2', salary: 5500 });
    expect(hireRequestOf('c1', { idCard: ' 51010719980725301X ', planEntryDate: '2026-12-01', departId: undefined, projectId: 'p9', post: '客服代表', type: '1', contractType: '2', salary: '' })).toEqual({
      id: 'c1', idCard: '51010719980725301X', planEntryDate: '2026-12-01', departId: null, projectId: 'p9', post: '客服代表', type: '1', contractType: '2', salary: null,
    });
  });
});
