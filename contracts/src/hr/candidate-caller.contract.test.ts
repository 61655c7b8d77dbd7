// The candidate-caller page's calls: an interviewer (zhangsan, bound to 企业微信) reads and records only the
// candidates an interview record assigns to them; another interviewer's candidate is refused by name.
import { describe, expect, it } from 'vitest';
import { call, expect400, expectFail, expectOk, loginAs, mockPerFile, resultOf, type OperationId } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const NOT_YOURS = '该候选人不是您的面试对象';
type Method = 'GET' | 'POST';
const as = <Op extends OperationId>(token: string, op: Op, url: string, method: Method = 'GET', payload?: unknown) =>
  call(mock.app, op, { method, url: `/v1${url}`, token, ...(payload === undefined ? {} : { payload }) });
const interviews = () => mock.app.store.data.hrCandidateInterviews;
const candidateRows = () => mock.app.store.data.hrCandidates;
const assignedTo = (username: string) => new Set(interviews().filter((i) => i.interviewer === username).map((i) => i.candidateId));
/** A 处理中 candidate nobody assigned to zhangsan. */
const someoneElses = () => candidateRows().find((c) => c.status === '1' && !assignedTo('zhangsan').has(c.id)) as { id: string };
const result = (overrides: Record<string, unknown> = {}) => ({ interviewTime: '2026-11-20 14:30:00', result: '1', score: 88, notes: '沟通顺畅，建议进入复试', ...overrides });

describe('rpmCandidateCallerList', () => {
  it("lists only the signed-in interviewer's 处理中 candidates, newest interview first", async () => {
    const token = await loginAs(mock.app, 'zhangsan');
    const page = resultOf(await as(token, 'rpmCandidateCallerList', '/rpm/candidate/caller/list?pageSize=100'));
    const mine = assignedTo('zhangsan');
    const expected = candidateRows().filter((c) => c.status === '1' && mine.has(c.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.length);
    expect(page.records.every((c) => mine.has(c.id) && c.status === '1' && c.status_dictText === '处理中')).toBe(true);
    const times = page.records.map((c) => c.interviewTime ?? '');
    expect(times).toEqual([...times].sort().reverse());
    // Another interviewer sees other candidates, none of zhangsan's only ones.
    const other = resultOf(await as(await loginAs(mock.app, 'jeecg'), 'rpmCandidateCallerList', '/rpm/candidate/caller/list?pageSize=100'));
    expect(other.records.every((c) => assignedTo('jeecg').has(c.id))).toBe(true);
  });

  it('refuses a bad page size by name', async () => {
    const answer = await as(mock.token, 'rpmCandidateCallerList', '/rpm/candidate/caller/list?pageNo=abc');
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('pageNo');
  });
});

describe('rpmCandidateCallerQueryById', () => {
  it("answers one of the interviewer's candidates with only their own interview records", async () => {
    const token = await loginAs(mock.app, 'zhangsan');
    const id = [...assignedTo('zhangsan')][0] as string;
    const detail = resultOf(await as(token, 'rpmCandidateCallerQueryById', `/rpm/candidate/caller/queryById?id=${id}`));
    expect(detail.id).toBe(id);
    expect(detail.interviews.length).toBeGreaterThan(0);
    expect(detail.interviews.every((i) => i.interviewer === 'zhangsan' && i.interviewer_dictText === '张三')).toBe(true);
  });

  it("refuses another interviewer's candidate and an unknown one by name", async () => {
    const token = await loginAs(mock.app, 'zhangsan');
    expectFail(await as(token, 'rpmCandidateCallerQueryById', `/rpm/candidate/caller/queryById?id=${someoneElses().id}`), NOT_YOURS);
    expectFail(await as(token, 'rpmCandidateCallerQueryById', '/rpm/candidate/caller/queryById?id=nobody'), '未找到对应数据');
    expect400(await as(token, 'rpmCandidateCallerQueryById', '/rpm/candidate/caller/queryById'), '参数错误：query.id 不能为空');
  });
});

describe('rpmCandidateCallerAddInterview', () => {
  it('records the result with the signed-in user as interviewer, as the recruiters see it', () =>
    mock.fromSeed(async (app) => {
      const token = await loginAs(app, 'zhangsan');
      const candidate = candidateRows().find((c) => c.status === '1' && assignedTo('zhangsan').has(c.id)) as { id: string };
      expectOk(await as(token, 'rpmCandidateCallerAddInterview', '/rpm/candidate/caller/addInterview', 'POST', { candidateId: candidate.id, ...result({ interviewTime: '2099-01-02 10:00:00' }) }), '添加成功！');
      const admin = await loginAs(app, 'admin');
      const records = resultOf(await as(admin, 'rpmCandidateQueryInterviewByMainId', `/rpm/candidate/queryInterviewByMainId?id=${candidate.id}`));
      expect(records[0]).toMatchObject({ interviewTime: '2099-01-02 10:00:00', interviewer: 'zhangsan', interviewer_dictText: '张三', result: '1', score: 88, notes: '沟通顺畅，建议进入复试', createBy: 'zhangsan' });
      const row = resultOf(await as(admin, 'rpmCandidateQueryById', `/rpm/candidate/queryById?id=${candidate.id}`));
      expect(row).toMatchObject({ interviewer: '张三', interviewTime: '2099-01-02 10:00:00' });
    }));

  it("refuses another interviewer's candidate, an unknown one and a candidate no longer 处理中 by name", () =>
    mock.fromSeed(async () => {
      const token = await loginAs(mock.app, 'zhangsan');
      const before = interviews().length;
      expectFail(await as(token, 'rpmCandidateCallerAddInterview', '/rpm/candidate/caller/addInterview', 'POST', { candidateId: someoneElses().id, ...result() }), NOT_YOURS);
      expectFail(await as(token, 'rpmCandidateCallerAddInterview', '/rpm/candidate/caller/addInterview', 'POST', { candidateId: 'nobody', ...result() }), '未找到对应数据');
      const decided = candidateRows().find((c) => c.status !== '1' && assignedTo('zhangsan').has(c.id)) as { id: string };
      expectFail(await as(token, 'rpmCandidateCallerAddInterview', '/rpm/candidate/caller/addInterview', 'POST', { candidateId: decided.id, ...result() }), '只有处理中的候选人可以记录面试');
      expect(interviews().length).toBe(before);
    }));

  it.each([
    [{ score: 101 }, 'body.score'],
    [{ result: '4' }, 'body.result'],
    [{ interviewTime: '2026-11-20' }, 'body.interviewTime'],
  ])('refuses %o with 400 naming %s', async (overrides, field) => {
    const candidateId = [...assignedTo('zhangsan')][0];
    const answer = await as(mock.token, 'rpmCandidateCallerAddInterview', '/rpm/candidate/caller/addInterview', 'POST', { candidateId, ...result(overrides) });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(field);
  });
});
