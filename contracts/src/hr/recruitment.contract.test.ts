// 招聘管理 beyond the candidate rows (hr.contract.test.ts has those): the 需求大厅 (demands, their stage counts, 认领),
// the duplicate candidate refused by name, each candidate's stage history and interview records, a hire from a
// demand that lands in 入职管理 with the candidate's data, and the 人才库 (search, 放入人才库, 邀请 back into a
// demand). Every rule is a row of a table, tried both ways; answers are validated against the document by `call`.
import { describe, expect, it } from 'vitest';
import { newIdCard } from './id-cards';
import { call, callRaw, expect400, expectFail, expectOk, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX, type OperationId, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });

type Method = 'POST' | 'PUT' | 'DELETE';
type Candidate = Schema<'HrCandidate'>;
type Demand = Schema<'HrDemand'>;

const get = <Op extends OperationId>(op: Op, url: string) => call(mock.app, op, { url: `/v1${url}`, token: mock.token });
const send = <Op extends OperationId>(op: Op, method: Method, url: string, payload?: unknown) => call(mock.app, op, { method, url: `/v1${url}`, token: mock.token, ...(payload === undefined ? {} : { payload }) });
const dayText = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

let mobiles = 0;
const newMobile = () => `1450000${String(1000 + ++mobiles)}`;
const aProject = () => mock.app.store.data.departs.find((d) => d.orgCategory === '4' && d.status !== '0') as (typeof mock.app.store.data.departs)[number];

const demandList = async (query = '') => resultOf(await get('rpmDemandList', `/rpm/demand/list${query}`));
const demandOf = async (id: string) => resultOf(await get('rpmDemandQueryById', `/rpm/demand/queryById?id=${id}`)) as Demand;
const candidateOf = async (id: string) => resultOf(await get('rpmCandidateQueryById', `/rpm/candidate/queryById?id=${id}`)) as Candidate;
const byMobile = async (mobile: string) => resultOf(await get('rpmCandidateList', `/rpm/candidate/list?mobile=${mobile}`)).records[0] as Candidate;
const stagesOf = async (id: string) => resultOf(await get('rpmCandidateQueryStageByMainId', `/rpm/candidate/queryStageByMainId?id=${id}`)) ?? [];
const interviewsOf = async (id: string) => resultOf(await get('rpmCandidateQueryInterviewByMainId', `/rpm/candidate/queryInterviewByMainId?id=${id}`)) ?? [];
const talent = async (query = '') => resultOf(await get('rpmCandidateTalentList', `/rpm/candidate/talentList${query}`));

function demandForm(overrides: Record<string, unknown> = {}) {
  const project = aProject();
  return { position: '客服代表', departId: project.parentId, projectId: project.id, headcount: 2, location: '北京市朝阳区', salaryMin: 5000, salaryMax: 6500, deadline: dayText(30), urgency: '2', requirement: '大专及以上，普通话标准', ...overrides };
}

async function addDemand(overrides: Record<string, unknown> = {}): Promise<Demand> {
  const position = `${String(overrides.position ?? '客服代表')}${++mobiles}`;
  expectOk(await send('rpmDemandAdd', 'POST', '/rpm/demand/add', demandForm({ ...overrides, position })), '添加成功！');
  return (await demandList(`?position=${encodeURIComponent(position)}`)).records[0] as Demand;
}

function candidateForm(overrides: Record<string, unknown> = {}) {
  return { name: '黄佳怡', sex: '2', age: 23, mobile: newMobile(), email: 'huangjy@example.com', education: '3', school: '北京城市学院', workYears: 1, applyPost: '客服代表', channel: '1', expectedSalary: 5500, skills: '客户沟通,Office', city: '北京', ...overrides };
}

async function addCandidate(overrides: Record<string, unknown> = {}): Promise<Candidate> {
  const form = candidateForm(overrides);
  expectOk(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', form), '添加成功！');
  return byMobile(form.mobile);
}

describe('需求大厅: the demands and their candidates by stage', () => {
  it("counts each demand's candidates by stage as the candidate list shows them", async () => {
    const { records } = await demandList('?pageSize=50');
    expect(records.length).toBeGreaterThanOrEqual(10);
    const staffed = records.filter((d) => d.screeningCount + d.interviewCount + d.offerCount + d.hiredCount > 0);
    expect(staffed.length).toBeGreaterThan(5);
    for (const demand of staffed.slice(0, 4)) {
      const theirs = resultOf(await get('rpmCandidateList', `/rpm/candidate/list?demandId=${demand.id}&pageSize=-521`)).records;
      const count = (status: string, stages: string[]) => theirs.filter((c) => c.status === status && (stages.length === 0 || stages.includes(c.stage))).length;
      expect([demand.screeningCount, demand.interviewCount, demand.offerCount, demand.hiredCount]).toEqual([count('1', ['1']), count('1', ['2', '3']), count('1', ['4']), count('2', [])]);
      expect(theirs.every((c) => c.demandId_dictText === demand.position)).toBe(true);
    }
    expect(records.every((d) => d.status_dictText && d.urgency_dictText && d.departId_dictText)).toBe(true);
    expect(records.filter((d) => d.claimedBy).every((d) => d.claimedBy_dictText)).toBe(true);
    expect400(await get('rpmDemandList', '/rpm/demand/list?deadline_begin=soon'), '参数错误：query.deadline_begin 格式不正确');
  });

  it('adds, reads, edits and deletes a demand', async () => {
    const demand = await addDemand();
    expect(demand).toMatchObject({ status: '1', status_dictText: '招聘中', urgency_dictText: '紧急', claimedBy: null, headcount: 2, screeningCount: 0, hiredCount: 0, createBy: 'admin' });
    expect(await demandOf(demand.id)).toMatchObject({ id: demand.id, position: demand.position });
    expectOk(await send('rpmDemandEdit', 'PUT', '/rpm/demand/edit', { ...demandForm({ position: demand.position, headcount: 5, status: '3' }), id: demand.id }), '编辑成功!');
    expect(await demandOf(demand.id)).toMatchObject({ headcount: 5, status: '3', status_dictText: '已关闭' });
    expectOk(await send('rpmDemandDelete', 'DELETE', `/rpm/demand/delete?id=${demand.id}`), '删除成功!');
    expectFail(await get('rpmDemandQueryById', `/rpm/demand/queryById?id=${demand.id}`), '未找到对应数据');
  });

  const refused: Array<[string, Record<string, unknown>, string]> = [
    ['a lower bound above the upper', { salaryMin: 8000, salaryMax: 6000 }, '最低月薪不能高于最高月薪'],
    ['an unknown department', { departId: 'nowhere', projectId: null }, '所属部门不存在'],
    ['an unknown project', { projectId: 'nowhere' }, '所属项目不存在'],
  ];
  it.each(refused)('refuses %s on add and edit', async (_case, overrides, message) => {
    expectFail(await send('rpmDemandAdd', 'POST', '/rpm/demand/add', demandForm(overrides)), message);
    const demand = (await demandList('?status=1')).records[0] as Demand;
    expectFail(await send('rpmDemandEdit', 'PUT', '/rpm/demand/edit', { ...demandForm(overrides), id: demand.id }), message);
  });

  it('equal bounds pass; bad fields answer 400; edit and delete name what is missing', async () => {
    const demand = await addDemand({ salaryMin: 6000, salaryMax: 6000 });
    expect(demand).toMatchObject({ salaryMin: 6000, salaryMax: 6000 });
    expect400(await send('rpmDemandAdd', 'POST', '/rpm/demand/add', demandForm({ headcount: 0 })), '参数错误：body.headcount 不能小于 1');
    expect400(await send('rpmDemandAdd', 'POST', '/rpm/demand/add', demandForm({ urgency: '9' })), '参数错误：body.urgency 取值应为 1/2/3 之一');
    expect400(await send('rpmDemandAdd', 'POST', '/rpm/demand/add', demandForm({ deadline: '年底' })), '参数错误：body.deadline 格式不正确');
    expectFail(await send('rpmDemandEdit', 'PUT', '/rpm/demand/edit', demandForm()), '参数错误：body.id 不能为空');
    expectFail(await send('rpmDemandEdit', 'PUT', '/rpm/demand/edit', { ...demandForm(), id: 'unknown' }), '未找到对应数据');
    expectFail(await send('rpmDemandDelete', 'DELETE', '/rpm/demand/delete?id=unknown'), '未找到对应数据');
    expect400(await send('rpmDemandDelete', 'DELETE', '/rpm/demand/delete'), '参数错误：query.id 不能为空');
    expect400(await get('rpmDemandQueryById', '/rpm/demand/queryById'), '参数错误：query.id 不能为空');
  });

  it('a demand with candidates is closed, not deleted', async () => {
    const demand = await addDemand();
    await addCandidate({ demandId: demand.id });
    expectFail(await send('rpmDemandDelete', 'DELETE', `/rpm/demand/delete?id=${demand.id}`), '该需求已有候选人，不能删除（可改为已关闭）');
    expect((await demandOf(demand.id)).screeningCount).toBe(1);
  });

  it('认领: the signed-in recruiter claims an open demand once; closed, full and claimed ones are refused by name', async () => {
    const open = await addDemand();
    expectOk(await send('rpmDemandClaim', 'PUT', `/rpm/demand/claim?id=${open.id}`), '认领成功！');
    expect(await demandOf(open.id)).toMatchObject({ claimedBy: 'admin', claimedBy_dictText: '管理员' });
    expect((await demandOf(open.id)).claimTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const closed = await addDemand({ status: '3' });
    const full = await addDemand({ status: '2' });
    const theirs = (await demandList('?status=1&pageSize=50')).records.find((d) => d.claimedBy && d.claimedBy !== 'admin') as Demand;
    const cases: Array<[string, string]> = [
      [open.id, '您已认领该需求'],
      [closed.id, '该需求已关闭，不能认领'],
      [full.id, '该需求已满员，不能认领'],
      [theirs.id, `该需求已由${theirs.claimedBy_dictText}认领`],
      ['unknown', '未找到对应数据'],
    ];
    for (const [id, message] of cases) expectFail(await send('rpmDemandClaim', 'PUT', `/rpm/demand/claim?id=${id}`), message);
    expect((await demandOf(theirs.id)).claimedBy).toBe(theirs.claimedBy);
    expect400(await send('rpmDemandClaim', 'PUT', '/rpm/demand/claim'), '参数错误：query.id 不能为空');
  });

  it('exports the demands with their stage counts', async () => {
    const exported = (await callRaw(mock.app, 'rpmDemandExportXls', { url: '/v1/rpm/demand/exportXls?status=1', token: mock.token })).raw;
    const rows = await readSheet(exported);
    expect(rows[0]?.[0]).toBe('招聘需求');
    expect(rows[2]?.slice(0, 4)).toEqual(['招聘岗位', '需求部门', '需求项目', '招聘人数']);
    expect(rows[2]?.slice(11, 15)).toEqual(['筛选', '面试', 'Offer', '已录用']);
    expect(rows.length - 3).toBe((await demandList('?status=1')).total);
    const bad = await callRaw(mock.app, 'rpmDemandExportXls', { url: '/v1/rpm/demand/exportXls?column=nope', token: mock.token });
    expect(JSON.parse(bad.raw.toString()).message).toBe('请注意，将要排序的列字段不存在：nope');
  });
});

describe('a duplicate candidate is refused by name, not doubled', () => {
  it('the same mobile or ID card as any existing candidate, on add, edit and import', async () => {
    const eliminated = resultOf(await get('rpmCandidateList', '/rpm/candidate/list?status=3&pageSize=1')).records[0] as Candidate;
    const hired = resultOf(await get('rpmCandidateList', '/rpm/candidate/list?status=2&pageSize=1')).records[0] as Candidate;
    const idCard = newIdCard('2000-05-06', '2');
    const mine = await addCandidate({ idCard });
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['an eliminated one', { mobile: eliminated.mobile }, `该手机号已有候选人：${eliminated.name}（已淘汰，应聘${eliminated.applyPost}），请在人才库中邀请`],
      ['a hired one', { mobile: hired.mobile }, `该手机号已有候选人：${hired.name}（已录用，应聘${hired.applyPost}）`],
      ['an ID card (lower-case x too)', { idCard: idCard.toLowerCase() }, `该身份证号已有候选人：${mine.name}（处理中，应聘客服代表）`],
      ['a hired one by ID card', { idCard: hired.idCard }, `该身份证号已有候选人：${hired.name}（已录用，应聘${hired.applyPost}）`],
      ['a bad ID card', { idCard: `${idCard.slice(0, 17)}${idCard[17] === '1' ? '2' : '1'}` }, '请输入正确的身份证号码'],
    ];
    for (const [, overrides, message] of cases) expectFail(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', candidateForm(overrides)), message);
    const other = await addCandidate();
    expectFail(await send('rpmCandidateEdit', 'PUT', '/rpm/candidate/edit', { ...candidateForm({ mobile: mine.mobile }), id: other.id }), `该手机号已有候选人：${mine.name}（处理中，应聘客服代表）`);
    // Its own mobile and ID card are no duplicate.
    expectOk(await send('rpmCandidateEdit', 'PUT', '/rpm/candidate/edit', { ...candidateForm({ mobile: mine.mobile, idCard }), id: mine.id }), '编辑成功!');

    const fresh = newMobile();
    const file = await workbook([
      ['姓名', '性别', '年龄', '手机号', '邮箱', '学历', '毕业院校', '专业', '工作年限', '应聘岗位', '招聘渠道'],
      ['导入新人', '女', '22', fresh, '', '大专', '', '', '1', '客服代表', '智联招聘'],
      ['导入重复', '男', '30', eliminated.mobile, '', '本科', '', '', '5', '催收专员', '猎聘'],
      ['同文件重复', '女', '24', fresh, '', '大专', '', '', '2', '客服代表', '智联招聘'],
    ]);
    const body = multipart({}, { name: 'resumes.xlsx', type: XLSX, content: file });
    const answer = await call(mock.app, 'rpmCandidateImportExcel', { method: 'POST', url: '/v1/rpm/candidate/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 3, successCount: 1, errorCount: 2 } });
    const report = await readSheet((await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}` })).raw);
    expect(report.slice(3).map((row) => row.at(-1))).toEqual([`该手机号已有候选人：${eliminated.name}（已淘汰，应聘${eliminated.applyPost}），请在人才库中邀请`, '该手机号已有候选人：导入新人（处理中，应聘客服代表）']);
    expect(resultOf(await get('rpmCandidateList', `/rpm/candidate/list?mobile=${fresh}`)).total).toBe(1);
  });
});

describe('stage history and interview records', () => {
  it('records the way of a candidate: added → interview (初试) → Offer沟通, each step with who and when', async () => {
    const demand = await addDemand();
    const row = await addCandidate({ demandId: demand.id });
    expect(row).toMatchObject({ demandId: demand.id, demandId_dictText: demand.position, skills: '客户沟通,Office', city: '北京' });
    expect(await stagesOf(row.id)).toMatchObject([{ fromStage: null, toStage: '1', toStage_dictText: '简历筛选', action_dictText: '新增', note: '投递简历（客服代表）', createBy: 'admin' }]);

    expectOk(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', { candidateId: row.id, interviewTime: `${dayText()} 14:30:00`, interviewer: 'zhangsan', result: '1', score: 86, notes: '表达清晰' }), '添加成功！');
    expect(await candidateOf(row.id)).toMatchObject({ stage: '2', interviewer: '张三', interviewTime: `${dayText()} 14:30:00` });
    expect(await interviewsOf(row.id)).toMatchObject([{ interviewer: 'zhangsan', interviewer_dictText: '张三', result_dictText: '通过', score: 86, notes: '表达清晰' }]);
    expect((await demandOf(demand.id)).interviewCount).toBe(1);

    expectOk(await send('rpmCandidateChangeStage', 'PUT', '/rpm/candidate/changeStage', { id: row.id, stage: '4', note: '复试通过，沟通薪资' }), '阶段已变更为Offer沟通');
    expectFail(await send('rpmCandidateChangeStage', 'PUT', '/rpm/candidate/changeStage', { id: row.id, stage: '4' }), '候选人已在该阶段');
    expect((await stagesOf(row.id)).map((s) => [s.fromStage_dictText || null, s.toStage_dictText, s.action_dictText])).toEqual([
      [null, '简历筛选', '新增'],
      ['简历筛选', '初试', '面试'],
      ['初试', 'Offer沟通', '阶段变更'],
    ]);
    expect(await demandOf(demand.id)).toMatchObject({ interviewCount: 0, offerCount: 1 });

    // A second interview does not move the stage back; the latest one is the candidate's.
    expectOk(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', { candidateId: row.id, interviewTime: `${dayText()} 16:00:00`, interviewer: 'admin', result: '2', score: 70 }), '添加成功！');
    expect(await candidateOf(row.id)).toMatchObject({ stage: '4', interviewer: '管理员' });
    const [latest] = await interviewsOf(row.id);
    expect(latest).toMatchObject({ interviewer_dictText: '管理员', result_dictText: '待定' });
    expectOk(await send('rpmCandidateDeleteInterview', 'DELETE', `/rpm/candidate/deleteInterview?id=${latest?.id}`), '删除成功!');
    expect(await interviewsOf(row.id)).toHaveLength(1);
  });

  it('refuses an interview or a stage change where it does not apply', async () => {
    const row = await addCandidate();
    const eliminated = resultOf(await get('rpmCandidateList', '/rpm/candidate/list?status=3&pageSize=1')).records[0] as Candidate;
    const interview = (overrides: Record<string, unknown>) => ({ candidateId: row.id, interviewTime: `${dayText()} 10:00:00`, interviewer: 'zhangsan', result: '1', score: 80, ...overrides });
    expectFail(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', interview({ candidateId: eliminated.id })), '只有处理中的候选人可以记录面试');
    expectFail(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', interview({ candidateId: 'unknown' })), '未找到对应数据');
    expectFail(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', interview({ interviewer: 'nobody' })), '面试官不存在');
    expect400(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', interview({ score: 101 })), '参数错误：body.score 不能大于 100');
    expect400(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', interview({ score: -1 })), '参数错误：body.score 不能小于 0');
    expect400(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', interview({ result: '9' })), '参数错误：body.result 取值应为 1/2/3 之一');
    expectOk(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', interview({ score: 0 })), '添加成功！');
    expectOk(await send('rpmCandidateAddInterview', 'POST', '/rpm/candidate/addInterview', interview({ score: 100 })), '添加成功！');
    expectFail(await send('rpmCandidateChangeStage', 'PUT', '/rpm/candidate/changeStage', { id: eliminated.id, stage: '2' }), '只有处理中的候选人可以变更阶段');
    expectFail(await send('rpmCandidateChangeStage', 'PUT', '/rpm/candidate/changeStage', { id: 'unknown', stage: '2' }), '未找到对应数据');
    expect400(await send('rpmCandidateChangeStage', 'PUT', '/rpm/candidate/changeStage', { id: row.id, stage: '5' }), '参数错误：body.stage 取值应为 1/2/3/4 之一');
    expectFail(await send('rpmCandidateDeleteInterview', 'DELETE', '/rpm/candidate/deleteInterview?id=unknown'), '未找到对应数据');
    expect400(await send('rpmCandidateDeleteInterview', 'DELETE', '/rpm/candidate/deleteInterview'), '参数错误：query.id 不能为空');
    expect(await stagesOf('unknown')).toEqual([]);
    expect(await interviewsOf('unknown')).toEqual([]);
    expect400(await get('rpmCandidateQueryStageByMainId', '/rpm/candidate/queryStageByMainId'), '参数错误：query.id 不能为空');
    expect400(await get('rpmCandidateQueryInterviewByMainId', '/rpm/candidate/queryInterviewByMainId'), '参数错误：query.id 不能为空');
  });

  it('a closed or unknown demand takes no new candidate', async () => {
    const closed = await addDemand({ status: '3' });
    expectFail(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', candidateForm({ demandId: closed.id })), '该需求已关闭，不能添加候选人');
    expectFail(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', candidateForm({ demandId: 'unknown' })), '招聘需求不存在');
  });
});

describe('录用 from a demand: the enrolment in 入职管理 carries the candidate', () => {
  it("fills the enrolment with the candidate's data and its demand's placement; the demand is 已满员 at its headcount", async () => {
    const project = aProject();
    const demand = await addDemand({ headcount: 1, projectId: project.id, departId: project.parentId, position: '客服代表' });
    const idCard = newIdCard('2001-03-15', '2');
    const row = await addCandidate({ demandId: demand.id, idCard, projectId: null, applyPost: demand.position });
    expectFail(await send('rpmCandidateHire', 'PUT', '/rpm/candidate/hire', { id: (await addCandidate()).id, planEntryDate: dayText(5) }), '请输入身份证号');

    expectOk(await send('rpmCandidateHire', 'PUT', '/rpm/candidate/hire', { id: row.id, planEntryDate: dayText(5) }), '录用成功，已生成入职单！');
    const hired = await candidateOf(row.id);
    expect(hired).toMatchObject({ status: '2', stage: '4', hireDate: dayText() });
    const enrolment = resultOf(await get('hrmRelationEnrollmentQueryById', `/hrm/relation/enrollment/queryById?id=${hired.enrollmentId}`));
    expect(enrolment).toMatchObject({ candidateId: row.id, name: '黄佳怡', sex: '2', idCard, birthday: '2001-03-15', mobile: row.mobile, email: 'huangjy@example.com', education: '3', projectId: project.id, departId: project.parentId, post: demand.position, salary: 5500, status: '0' });
    expect((await stagesOf(row.id)).at(-1)).toMatchObject({ action_dictText: '录用', note: '录用，已生成入职单' });
    expect(await demandOf(demand.id)).toMatchObject({ hiredCount: 1, status: '2', status_dictText: '已满员' });
  });
});

describe('人才库: eliminated and reserved candidates, searched and invited back', () => {
  it('lists only the talent pool, searchable by skill, education, city and expected salary', async () => {
    const all = await talent('?pageSize=-521');
    expect(all.records.every((c) => c.status === '3' || c.status === '4')).toBe(true);
    expect(new Set(all.records.map((c) => c.status_dictText))).toEqual(new Set(['已淘汰', '人才储备']));
    const pool = all.records;
    const sample = pool.find((c) => c.skills && c.city && c.education && c.expectedSalary) as Candidate;
    const skill = sample.skills?.split(',')[0] as string;
    const filters: Array<[string, (c: Candidate) => boolean]> = [
      [`skills=${encodeURIComponent(`*${skill}*`)}`, (c) => (c.skills ?? '').includes(skill)],
      [`city=${encodeURIComponent(sample.city as string)}`, (c) => c.city === sample.city],
      [`education=${sample.education}`, (c) => c.education === sample.education],
      ['expectedSalary_begin=6000&expectedSalary_end=7000', (c) => (c.expectedSalary ?? -1) >= 6000 && (c.expectedSalary ?? 1e9) <= 7000],
      ['status=4', (c) => c.status === '4'],
    ];
    for (const [query, keeps] of filters) {
      const found = await talent(`?${query}&pageSize=-521`);
      expect(found.total, query).toBe(pool.filter(keeps).length);
      expect(found.total, query).toBeGreaterThan(0);
    }
    expect400(await get('rpmCandidateTalentList', '/rpm/candidate/talentList?expectedSalary_begin=lots'), '参数错误：query.expectedSalary_begin 类型应为 number');
  });

  it('淘汰 and 放入人才库 put a candidate in the pool; 邀请 brings one back into a demand, 恢复 an eliminated one', async () => {
    const demand = await addDemand({ position: '数据标注员' });
    const a = await addCandidate();
    const b = await addCandidate();
    expectOk(await send('rpmCandidateEliminate', 'PUT', '/rpm/candidate/eliminate', { ids: a.id, reason: '复试未通过' }), '已淘汰1名候选人');
    expectOk(await send('rpmCandidateReserve', 'PUT', `/rpm/candidate/reserve?id=${b.id}`), '已放入人才库！');
    expect((await talent(`?mobile=${a.mobile}`)).total + (await talent(`?mobile=${b.mobile}`)).total).toBe(2);
    expect(await candidateOf(b.id)).toMatchObject({ status: '4', status_dictText: '人才储备' });

    expectOk(await send('rpmCandidateInvite', 'PUT', '/rpm/candidate/invite', { id: b.id, demandId: demand.id }), `已邀请至需求：${demand.position}`);
    expect(await candidateOf(b.id)).toMatchObject({ status: '1', stage: '1', demandId: demand.id, applyPost: demand.position, projectId: demand.projectId });
    expect((await talent(`?mobile=${b.mobile}`)).total).toBe(0);
    expect((await demandOf(demand.id)).screeningCount).toBe(1);
    expect((await stagesOf(b.id)).map((s) => s.action_dictText)).toEqual(['新增', '放入人才库', '邀请']);

    expectOk(await send('rpmCandidateRecover', 'PUT', `/rpm/candidate/recover?id=${a.id}`), '恢复成功！');
    expect((await stagesOf(a.id)).map((s) => s.action_dictText)).toEqual(['新增', '淘汰', '恢复']);
  });

  it('refuses to invite outside the pool or into a demand that cannot take one', async () => {
    const processing = await addCandidate();
    const pooled = (await talent('?status=4&pageSize=1')).records[0] as Candidate;
    const open = await addDemand();
    const full = await addDemand({ status: '2' });
    const closed = await addDemand({ status: '3' });
    const cases: Array<[string, string, string]> = [
      [processing.id, open.id, '只有人才库中的候选人可以邀请'],
      [pooled.id, full.id, '该需求已满员，不能邀请'],
      [pooled.id, closed.id, '该需求已关闭，不能邀请'],
      [pooled.id, 'unknown', '招聘需求不存在'],
      ['unknown', open.id, '未找到对应数据'],
    ];
    for (const [id, demandId, message] of cases) expectFail(await send('rpmCandidateInvite', 'PUT', '/rpm/candidate/invite', { id, demandId }), message);
    expect400(await send('rpmCandidateInvite', 'PUT', '/rpm/candidate/invite', { id: pooled.id }), '参数错误：body.demandId 不能为空');
    expectFail(await send('rpmCandidateReserve', 'PUT', `/rpm/candidate/reserve?id=${pooled.id}`), '只有处理中的候选人可以放入人才库');
    expectFail(await send('rpmCandidateReserve', 'PUT', '/rpm/candidate/reserve?id=unknown'), '未找到对应数据');
    expect400(await send('rpmCandidateReserve', 'PUT', '/rpm/candidate/reserve'), '参数错误：query.id 不能为空');
  });
});
