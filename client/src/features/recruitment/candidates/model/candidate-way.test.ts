// Where a candidate stands on 筛选 → 面试 → Offer → 录用, and the 记录面试 / 变更阶段 dialogs' rules and requests.
import { describe, expect, it } from 'vitest';
import { formRulesOf, type AnyField } from '@/widgets/resource';
import { firstFailure } from '@/testing/form-rules';
import { INTERVIEW_FIELDS, interviewRequestOf, STAGE_FIELDS, stageRequestOf, wayOf } from './candidate-way';

async function failure(fields: readonly AnyField[], name: string, value: unknown): Promise<string | undefined> {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return firstFailure(formRulesOf(field, undefined, async () => null), value);
}

describe('a candidate’s way', () => {
  it.each([
    ['简历筛选, 处理中', { stage: '1', status: '1' }, { current: 0, status: 'process' }],
    ['初试, 处理中', { stage: '2', status: '1' }, { current: 1, status: 'process' }],
    ['复试, 处理中', { stage: '3', status: '1' }, { current: 1, status: 'process' }],
    ['Offer沟通, 处理中', { stage: '4', status: '1' }, { current: 2, status: 'process' }],
    ['已录用', { stage: '4', status: '2' }, { current: 3, status: 'finish' }],
    ['淘汰 at 复试', { stage: '3', status: '3' }, { current: 1, status: 'error' }],
    ['人才储备', { stage: '1', status: '4' }, { current: 0, status: 'wait' }],
  ])('%s', (_case, candidate, way) => {
    expect(wayOf(candidate)).toEqual(way);
  });

  it('记录面试 asks time, interviewer (the user picker), result and a score of 0–100', async () => {
    expect(INTERVIEW_FIELDS.map((field) => [field.name, field.kind])).toEqual([
      ['interviewTime', 'datetime'],
      ['interviewer', 'sel_user'],
      ['result', 'list'],
      ['score', 'number'],
      ['notes', 'textarea'],
    ]);
    expect(await failure(INTERVIEW_FIELDS, 'interviewer', undefined)).toBe('请选择面试官!');
    expect(await failure(INTERVIEW_FIELDS, 'score', undefined)).toBe('请输入评分!');
    expect(await failure(INTERVIEW_FIELDS, 'score', 101)).toBe('评分须在0到100之间');
    expect(await failure(INTERVIEW_FIELDS, 'score', -1)).toBe('评分须在0到100之间');
    expect(await failure(INTERVIEW_FIELDS, 'score', 0)).toBeUndefined();
    expect(await failure(INTERVIEW_FIELDS, 'score', 100)).toBeUndefined();
    expect(await failure(INTERVIEW_FIELDS, 'notes', 'x'.repeat(501))).toBe('面试评价不能超过500个字符!');
  });

  it('the requests: a whole score, the interviewer’s username, empty notes as null', () => {
    expect(interviewRequestOf('c1', { interviewTime: '2026-11-20 14:30:00', interviewer: 'zhangsan', result: '1', score: 86.4, notes: '  ' })).toEqual({ candidateId: 'c1', interviewTime: '2026-11-20 14:30:00', interviewer: 'zhangsan', result: '1', score: 86, notes: null });
    expect(stageRequestOf('c1', { stage: '4', note: ' 复试通过 ' })).toEqual({ id: 'c1', stage: '4', note: '复试通过' });
    expect(STAGE_FIELDS.map((field) => field.name)).toEqual(['stage', 'note']);
  });
});
