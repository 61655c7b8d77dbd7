// 招聘管理 beyond the candidate rows: the 需求大厅 (hiring demands, claimed by a recruiter, with their candidates
// counted by stage), each candidate's stage history and interview records, and the 人才库 (eliminated and reserved
// candidates) with 邀请 back into a demand. The candidate module records its own steps through `recordStage`.
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import type { ExcelColumn } from '../../crud/excel.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { CandidateRow, DemandRow } from '../../store/records/hr.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { candidates, CANDIDATE_FIELDS } from '../../entities/hr-candidates.js';
import { candidateInterviews, candidateStages, demands, DEMAND_FIELDS, INTERVIEW_FIELDS, STAGE_FIELDS } from '../../entities/hr-recruitment.js';
import { LATEST_FIRST } from '../../entities/hr-fields.js';
import { users } from '../../entities/users.js';
import { ADDED, DELETED, departProblem, EDITED, exportRows, NO_ID, say, stamp, withText } from './shared.js';

type Caller = { username: string } | null;

/** candidate_action: what moved a candidate. */
export const STAGE_ACTION = { add: '1', import: '2', stage: '3', interview: '4', hire: '5', eliminate: '6', recover: '7', reserve: '8', invite: '9' } as const;

const STAGE_TEXT: Record<string, string> = { '1': '简历筛选', '2': '初试', '3': '复试', '4': 'Offer沟通' };

/** Writes one step of a candidate's history. */
export function recordStage(store: Store, ctx: HandlerContext, candidate: CandidateRow, fromStage: string | null, action: string, note: string | null, session: Caller): void {
  candidateStages.insert(store, { candidateId: candidate.id, fromStage, toStage: candidate.stage, action, note }, session, ctx.now());
}

/** Why a candidate cannot be put on this demand (it must exist and not be closed), or null. */
export function demandProblem(store: Store, demandId: string | null | undefined): string | null {
  if (!demandId) return null;
  const demand = demands.get(store, demandId);
  if (!demand) return '招聘需求不存在';
  return demand.status === '3' ? '该需求已关闭，不能添加候选人' : null;
}

/** After a hire: the demand is 已满员 once its hires reach its headcount. */
export function fillDemand(store: Store, ctx: HandlerContext, demandId: string | null, session: Caller): void {
  const demand = demandId ? demands.get(store, demandId) : undefined;
  if (!demand || demand.status !== '1') return;
  const hired = candidates.all(store).filter((c) => c.demandId === demand.id && c.status === '2').length;
  if (hired >= demand.headcount) demands.update(demand, { status: '2' }, session, ctx.now());
}

// ------------------------------------------------------------------ 需求大厅

interface StageCounts {
  screeningCount: number;
  interviewCount: number;
  offerCount: number;
  hiredCount: number;
}

/** Each demand's candidates by stage: 筛选 (处理中 at 简历筛选), 面试 (初试 or 复试), offer (Offer沟通), 录用. */
function countsByDemand(store: Store): Map<string, StageCounts> {
  const counts = new Map<string, StageCounts>();
  for (const c of candidates.all(store)) {
    if (!c.demandId) continue;
    let count = counts.get(c.demandId);
    if (!count) {
      count = { screeningCount: 0, interviewCount: 0, offerCount: 0, hiredCount: 0 };
      counts.set(c.demandId, count);
    }
    if (c.status === '2') count.hiredCount++;
    else if (c.status === '1') {
      if (c.stage === '1') count.screeningCount++;
      else if (c.stage === '4') count.offerCount++;
      else count.interviewCount++;
    }
  }
  return counts;
}

const NONE: StageCounts = { screeningCount: 0, interviewCount: 0, offerCount: 0, hiredCount: 0 };

function demandRows(store: Store): Array<DemandRow & StageCounts> {
  const counts = countsByDemand(store);
  return demands.all(store).map((d) => Object.assign({}, d, counts.get(d.id) ?? NONE));
}

export const rpmDemandList: Handler<'rpmDemandList'> = ({ query }, { store }) => pageOf(store, demandRows(store), query, DEMAND_FIELDS, LATEST_FIRST);

export const rpmDemandQueryById: Handler<'rpmDemandQueryById'> = ({ query }, { store }) => {
  const demand = demandRows(store).find((d) => d.id === query.id);
  return demand ? ok(withText(store, demand, DEMAND_FIELDS)) : fail(NOT_FOUND);
};

type DemandForm = BodyOf<'rpmDemandAdd'>;

function demandFormProblem(store: Store, form: DemandForm): string | null {
  if (form.salaryMin != null && form.salaryMax != null && form.salaryMin > form.salaryMax) return '最低月薪不能高于最高月薪';
  return departProblem(store, form.departId, form.projectId);
}

const demandValues = (form: DemandForm) => ({
  position: form.position,
  departId: form.departId,
  projectId: form.projectId ?? null,
  headcount: form.headcount,
  location: form.location ?? null,
  salaryMin: form.salaryMin ?? null,
  salaryMax: form.salaryMax ?? null,
  deadline: form.deadline || null,
  urgency: form.urgency,
  requirement: form.requirement ?? null,
  remark: form.remark ?? null,
});

export const rpmDemandAdd: Handler<'rpmDemandAdd'> = ({ body, session }, ctx) => {
  const problem = demandFormProblem(ctx.store, body);
  if (problem) return fail(problem);
  demands.insert(ctx.store, { ...demandValues(body), status: body.status ?? '1', claimedBy: null, claimTime: null }, session, ctx.now());
  return say(ADDED);
};

export const rpmDemandEdit: Handler<'rpmDemandEdit'> = ({ body, session }, ctx) => {
  if (!body.id) return fail(NO_ID);
  const demand = demands.get(ctx.store, body.id);
  if (!demand) return fail(NOT_FOUND);
  const problem = demandFormProblem(ctx.store, body);
  if (problem) return fail(problem);
  demands.update(demand, { ...demandValues(body), ...(body.status ? { status: body.status } : {}) }, session, ctx.now());
  return say(EDITED);
};

export const rpmDemandDelete: Handler<'rpmDemandDelete'> = ({ query }, { store }) => {
  const demand = demands.get(store, query.id);
  if (!demand) return fail(NOT_FOUND);
  if (candidates.all(store).some((c) => c.demandId === demand.id)) return fail('该需求已有候选人，不能删除（可改为已关闭）');
  demands.remove(store, [demand.id]);
  return say(DELETED);
};

export const rpmDemandClaim: Handler<'rpmDemandClaim'> = ({ query, session }, ctx) => {
  const demand = demands.get(ctx.store, query.id);
  if (!demand) return fail(NOT_FOUND);
  if (demand.status === '3') return fail('该需求已关闭，不能认领');
  if (demand.status === '2') return fail('该需求已满员，不能认领');
  const me = session?.username ?? '';
  if (demand.claimedBy === me) return fail('您已认领该需求');
  if (demand.claimedBy) {
    const holder = users.all(ctx.store).find((u) => u.username === demand.claimedBy);
    return fail(`该需求已由${holder?.realname ?? demand.claimedBy}认领`);
  }
  demands.update(demand, { claimedBy: me, claimTime: stamp(ctx) }, session, ctx.now());
  return say('认领成功！');
};

const DEMAND_COLUMNS: ExcelColumn[] = [
  { header: '招聘岗位', key: 'position', width: 14 },
  { header: '需求部门', key: 'departId_dictText', width: 14 },
  { header: '需求项目', key: 'projectId_dictText', width: 24 },
  { header: '招聘人数', key: 'headcount', width: 8 },
  { header: '工作地点', key: 'location', width: 14 },
  { header: '最低月薪', key: 'salaryMin', width: 10 },
  { header: '最高月薪', key: 'salaryMax', width: 10 },
  { header: '截止日期', key: 'deadline', width: 12 },
  { header: '紧急程度', key: 'urgency_dictText', width: 8 },
  { header: '需求状态', key: 'status_dictText', width: 8 },
  { header: '认领人', key: 'claimedBy_dictText', width: 8 },
  { header: '筛选', key: 'screeningCount', width: 6 },
  { header: '面试', key: 'interviewCount', width: 6 },
  { header: 'Offer', key: 'offerCount', width: 6 },
  { header: '已录用', key: 'hiredCount', width: 6 },
  { header: '岗位要求', key: 'requirement', width: 40 },
];

export const rpmDemandExportXls: Handler<'rpmDemandExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, demandRows(ctx.store), query, { title: '招聘需求', columns: DEMAND_COLUMNS, fields: DEMAND_FIELDS, options: LATEST_FIRST }, session, ctx);

// ------------------------------------------------------------------ 阶段记录与面试记录

export const rpmCandidateQueryStageByMainId: Handler<'rpmCandidateQueryStageByMainId'> = ({ query }, { store }) =>
  ok(candidateStages.all(store).filter((s) => s.candidateId === query.id).map((s) => withText(store, s, STAGE_FIELDS)), { code: 200 });

export const rpmCandidateChangeStage: Handler<'rpmCandidateChangeStage'> = ({ body, session }, ctx) => {
  const candidate = candidates.get(ctx.store, body.id);
  if (!candidate) return fail(NOT_FOUND);
  if (candidate.status !== '1') return fail('只有处理中的候选人可以变更阶段');
  if (candidate.stage === body.stage) return fail('候选人已在该阶段');
  const from = candidate.stage;
  candidates.update(candidate, { stage: body.stage }, session, ctx.now());
  recordStage(ctx.store, ctx, candidate, from, STAGE_ACTION.stage, body.note || null, session);
  return say(`阶段已变更为${STAGE_TEXT[body.stage] ?? body.stage}`);
};

export const rpmCandidateQueryInterviewByMainId: Handler<'rpmCandidateQueryInterviewByMainId'> = ({ query }, { store }) =>
  ok(
    candidateInterviews
      .all(store)
      .filter((i) => i.candidateId === query.id)
      .sort((a, b) => (a.interviewTime < b.interviewTime ? 1 : a.interviewTime > b.interviewTime ? -1 : 0))
      .map((i) => withText(store, i, INTERVIEW_FIELDS)),
    { code: 200 },
  );

type InterviewRecord = Omit<BodyOf<'rpmCandidateAddInterview'>, 'candidateId'>;

/**
 * Records an interview of a 处理中 candidate (the recruiters' addInterview and the interviewer's caller page): the
 * candidate's 面试官 / 面试时间 become the latest interview's, and a candidate still at 简历筛选 moves to 初试.
 */
function recordInterview(ctx: HandlerContext, candidate: CandidateRow, form: InterviewRecord, session: Caller): string | null {
  const { store } = ctx;
  if (candidate.status !== '1') return '只有处理中的候选人可以记录面试';
  const interviewer = users.all(store).find((u) => u.username === form.interviewer);
  if (!interviewer) return '面试官不存在';
  candidateInterviews.insert(store, { candidateId: candidate.id, interviewTime: form.interviewTime, interviewer: form.interviewer, result: form.result, score: form.score, notes: form.notes ?? null }, session, ctx.now());
  const latest = !candidate.interviewTime || form.interviewTime >= candidate.interviewTime;
  const from = candidate.stage;
  const moves = from === '1';
  candidates.update(candidate, { ...(latest ? { interviewer: interviewer.realname, interviewTime: form.interviewTime } : {}), ...(moves ? { stage: '2' } : {}) }, session, ctx.now());
  if (moves) recordStage(store, ctx, candidate, from, STAGE_ACTION.interview, `面试官：${interviewer.realname}`, session);
  return null;
}

export const rpmCandidateAddInterview: Handler<'rpmCandidateAddInterview'> = ({ body, session }, ctx) => {
  const candidate = candidates.get(ctx.store, body.candidateId);
  if (!candidate) return fail(NOT_FOUND);
  const problem = recordInterview(ctx, candidate, body, session);
  return problem ? fail(problem) : say(ADDED);
};

export const rpmCandidateDeleteInterview: Handler<'rpmCandidateDeleteInterview'> = ({ query }, { store }) => {
  if (!candidateInterviews.get(store, query.id)) return fail(NOT_FOUND);
  candidateInterviews.remove(store, [query.id]);
  return say(DELETED);
};

// ------------------------------------------------------------------ 人才库

const inPool = (c: CandidateRow) => c.status === '3' || c.status === '4';

export const rpmCandidateTalentList: Handler<'rpmCandidateTalentList'> = ({ query }, { store }) =>
  pageOf(store, candidates.all(store).filter(inPool), query, CANDIDATE_FIELDS, LATEST_FIRST);

export const rpmCandidateReserve: Handler<'rpmCandidateReserve'> = ({ query, session }, ctx) => {
  const candidate = candidates.get(ctx.store, query.id);
  if (!candidate) return fail(NOT_FOUND);
  if (candidate.status !== '1') return fail('只有处理中的候选人可以放入人才库');
  candidates.update(candidate, { status: '4', demandId: null }, session, ctx.now());
  recordStage(ctx.store, ctx, candidate, candidate.stage, STAGE_ACTION.reserve, '暂无匹配岗位，放入人才库', session);
  return say('已放入人才库！');
};

export const rpmCandidateInvite: Handler<'rpmCandidateInvite'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const candidate = candidates.get(store, body.id);
  if (!candidate) return fail(NOT_FOUND);
  if (!inPool(candidate)) return fail('只有人才库中的候选人可以邀请');
  const demand = demands.get(store, body.demandId);
  if (!demand) return fail('招聘需求不存在');
  if (demand.status === '2') return fail('该需求已满员，不能邀请');
  if (demand.status === '3') return fail('该需求已关闭，不能邀请');
  const from = candidate.stage;
  candidates.update(
    candidate,
    { status: '1', stage: '1', demandId: demand.id, applyPost: demand.position, projectId: demand.projectId, eliminateReason: null, eliminateTime: null },
    session,
    ctx.now(),
  );
  recordStage(store, ctx, candidate, from, STAGE_ACTION.invite, `从人才库邀请至需求：${demand.position}`, session);
  return say(`已邀请至需求：${demand.position}`);
};

// ------------------------------------------------------------------ 面试官页面 (candidate-caller)
// An interviewer's candidates are those an interview record names them for (the recruiters assign an interviewer by
// recording the interview with the user picker); the caller calls never reach anyone else's.

const NOT_YOURS = '该候选人不是您的面试对象';

function interviewedBy(store: Store, username: string): Set<string> {
  return new Set(candidateInterviews.all(store).filter((i) => i.interviewer === username).map((i) => i.candidateId));
}

const byInterviewTimeDesc = (a: { interviewTime: string | null }, b: { interviewTime: string | null }) =>
  (b.interviewTime ?? '').localeCompare(a.interviewTime ?? '');

export const rpmCandidateCallerList: Handler<'rpmCandidateCallerList'> = ({ query, session }, { store }) => {
  const mine = interviewedBy(store, session?.username ?? '');
  const rows = candidates
    .all(store)
    .filter((c) => c.status === '1' && mine.has(c.id))
    .sort(byInterviewTimeDesc);
  return pageOf(store, rows, { pageNo: query.pageNo, pageSize: query.pageSize }, CANDIDATE_FIELDS, { code: 200 });
};

export const rpmCandidateCallerQueryById: Handler<'rpmCandidateCallerQueryById'> = ({ query, session }, { store }) => {
  const candidate = candidates.get(store, query.id);
  if (!candidate) return fail(NOT_FOUND);
  const username = session?.username ?? '';
  const own = candidateInterviews.all(store).filter((i) => i.candidateId === candidate.id && i.interviewer === username);
  if (!own.length) return fail(NOT_YOURS);
  const interviews = own.sort(byInterviewTimeDesc).map((i) => withText(store, i, INTERVIEW_FIELDS));
  return ok({ ...withText(store, candidate, CANDIDATE_FIELDS), interviews }, { code: 200 });
};

export const rpmCandidateCallerAddInterview: Handler<'rpmCandidateCallerAddInterview'> = ({ body, session }, ctx) => {
  const candidate = candidates.get(ctx.store, body.candidateId);
  if (!candidate) return fail(NOT_FOUND);
  const username = session?.username ?? '';
  if (!interviewedBy(ctx.store, username).has(candidate.id)) return fail(NOT_YOURS);
  const problem = recordInterview(ctx, candidate, { ...body, interviewer: username }, session);
  return problem ? fail(problem) : say(ADDED);
};
