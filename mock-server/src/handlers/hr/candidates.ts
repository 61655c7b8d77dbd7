// 招聘候选人: candidates, hiring (an enrolment request), elimination, import and export.
import type { ExcelColumn } from '../../crud/excel.js';
import { idList, NOT_FOUND } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import {
  ADDED,
  BATCH_DELETED,
  contractYearsFor,
  DELETED,
  departProblem,
  dictValue,
  EDITED,
  exportRows,
  idCardProblem,
  isProject,
  sameIdCard,
  joinProblem,
  NEW_REQUEST,
  NO_ID,
  say,
  stamp,
  today,
  withText,
} from './shared.js';
import { importRows } from '../../entity/excel-import.js';
import { EMAIL, MOBILE } from '../../lib/contact-formats.js';
import { idCardBirthday } from '../../lib/id-card.js';
import { NO_PERSONAL_DETAILS, type CandidateRow } from '../../store/records/hr.js';
import { departs } from '../../entities/departs.js';
import { CANDIDATE_FIELDS, candidates } from '../../entities/hr-candidates.js';
import { enrollments } from '../../entities/hr-enrollments.js';
import { LATEST_FIRST } from '../../entities/hr-fields.js';
import { demands } from '../../entities/hr-recruitment.js';
import { demandProblem, fillDemand, recordStage, STAGE_ACTION } from './recruitment.js';

type CandidateForm = BodyOf<'rpmCandidateAdd'>;

const STATUS_TEXT: Record<string, string> = { '1': '处理中', '2': '已录用', '3': '已淘汰', '4': '人才储备' };

/** 孙悦（处理中，应聘客服代表）: the existing candidate a duplicate is refused for; one in the pool is invited back instead. */
const described = (c: CandidateRow) => `${c.name}（${STATUS_TEXT[c.status] ?? c.status}，应聘${c.applyPost}）${c.status === '3' || c.status === '4' ? '，请在人才库中邀请' : ''}`;

/**
 * Why a candidate form cannot be saved. A second candidate with the mobile or ID card of an existing one (whatever its
 * status: an eliminated or reserved one is invited back from 人才库 instead) is refused by name.
 */
function candidateProblem(store: Store, form: CandidateForm, editing: string | null): string | null {
  const others = candidates.all(store).filter((c) => c.id !== editing);
  const sameMobile = others.find((c) => c.mobile === form.mobile);
  if (sameMobile) return `该手机号已有候选人：${described(sameMobile)}`;
  if (form.idCard) {
    const badIdCard = idCardProblem(form.idCard, form.sex);
    if (badIdCard) return badIdCard;
    const sameIdCardAs = others.find((c) => sameIdCard(c.idCard, form.idCard ?? null));
    if (sameIdCardAs) return `该身份证号已有候选人：${described(sameIdCardAs)}`;
  }
  if (form.email && !EMAIL.test(form.email)) return '邮箱格式不正确';
  if (form.projectId && !isProject(store, form.projectId)) return '应聘项目不存在';
  const current = editing ? candidates.get(store, editing) : undefined;
  return current?.demandId === form.demandId ? null : demandProblem(store, form.demandId);
}

const candidateValues = (form: CandidateForm) => ({
  name: form.name,
  sex: form.sex,
  age: form.age ?? null,
  mobile: form.mobile,
  email: form.email ?? null,
  education: form.education ?? null,
  school: form.school ?? null,
  major: form.major ?? null,
  workYears: form.workYears ?? null,
  applyPost: form.applyPost,
  projectId: form.projectId ?? null,
  channel: form.channel,
  expectedSalary: form.expectedSalary ?? null,
  interviewer: form.interviewer ?? null,
  interviewTime: form.interviewTime || null,
  demandId: form.demandId || null,
  idCard: form.idCard ? form.idCard.toUpperCase() : null,
  skills: form.skills || null,
  city: form.city || null,
  resumeFile: form.resumeFile || null,
  remark: form.remark ?? null,
});

function createCandidate(store: Store, ctx: HandlerContext, form: CandidateForm, session: { username: string } | null, action: string): CandidateRow {
  const values = { ...candidateValues(form), stage: form.stage ?? '1', status: '1', hireDate: null, eliminateReason: null, eliminateTime: null, enrollmentId: null } as const;
  const candidate = candidates.insert(store, values, session, ctx.now());
  recordStage(store, ctx, candidate, null, action, `投递简历（${candidate.applyPost}）`, session);
  return candidate;
}

export const rpmCandidateList: Handler<'rpmCandidateList'> = ({ query }, { store }) => candidates.page(store, query);

export const rpmCandidateAdd: Handler<'rpmCandidateAdd'> = ({ body, session }, ctx) => {
  const problem = candidateProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  createCandidate(ctx.store, ctx, body, session, STAGE_ACTION.add);
  return say(ADDED);
};

export const rpmCandidateEdit: Handler<'rpmCandidateEdit'> = ({ body, session }, ctx) => {
  const candidate = body.id ? candidates.all(ctx.store).find((c) => c.id === body.id) : undefined;
  if (!candidate) return fail(body.id ? NOT_FOUND : NO_ID);
  if (candidate.status !== '1') return fail('只有处理中的候选人可以修改');
  const problem = candidateProblem(ctx.store, body, candidate.id);
  if (problem) return fail(problem);
  const from = candidate.stage;
  candidates.update(candidate, { ...candidateValues(body), ...(body.stage ? { stage: body.stage } : {}) }, session, ctx.now());
  if (candidate.stage !== from) recordStage(ctx.store, ctx, candidate, from, STAGE_ACTION.stage, null, session);
  return say(EDITED);
};

function deleteCandidates(store: Store, ids: string[]): string | null {
  const targets = candidates.all(store).filter((c) => ids.includes(c.id));
  if (targets.length === 0) return NOT_FOUND;
  if (targets.some((c) => c.status === '2')) return '已录用的候选人不能删除';
  candidates.remove(store, targets.map((c) => c.id));
  return null;
}

export const rpmCandidateDelete: Handler<'rpmCandidateDelete'> = ({ query }, { store }) => {
  const problem = deleteCandidates(store, [query.id]);
  return problem ? fail(problem) : say(DELETED);
};

export const rpmCandidateDeleteBatch: Handler<'rpmCandidateDeleteBatch'> = ({ query }, { store }) => {
  const problem = deleteCandidates(store, idList(query.ids));
  return problem ? fail(problem) : say(BATCH_DELETED);
};

export const rpmCandidateQueryById: Handler<'rpmCandidateQueryById'> = ({ query }, { store }) => {
  const candidate = candidates.all(store).find((c) => c.id === query.id);
  return candidate ? ok(withText(store, candidate, CANDIDATE_FIELDS)) : fail(NOT_FOUND);
};

export const rpmCandidateHire: Handler<'rpmCandidateHire'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const candidate = candidates.all(store).find((c) => c.id === body.id);
  if (!candidate) return fail(NOT_FOUND);
  if (candidate.status !== '1') return fail('只有处理中的候选人可以录用');
  const idCard = body.idCard ?? candidate.idCard;
  if (!idCard) return fail('请输入身份证号');
  const problem = idCardProblem(idCard, candidate.sex) ?? joinProblem(store, idCard, null);
  if (problem) return fail(problem);
  // The placement follows the request, else the candidate's own project, else its demand's.
  const demand = candidate.demandId ? demands.get(store, candidate.demandId) : undefined;
  const projectId = body.projectId ?? candidate.projectId ?? demand?.projectId ?? null;
  const departId = body.departId ?? departs.all(store).find((d) => d.id === projectId)?.parentId ?? demand?.departId ?? null;
  if (!departId) return fail('请选择入职部门');
  const placement = departProblem(store, departId, projectId);
  if (placement) return fail(placement);
  const contractType = body.contractType ?? '2';
  const values = {
    name: candidate.name,
    sex: candidate.sex,
    idCard: idCard.toUpperCase(),
    birthday: idCardBirthday(idCard),
    mobile: candidate.mobile,
    email: candidate.email,
    education: candidate.education,
    departId,
    projectId,
    post: body.post ?? candidate.applyPost,
    type: body.type ?? '1',
    planEntryDate: body.planEntryDate,
    entryDate: null,
    probationMonths: contractType === '3' ? 0 : contractType === '2' ? 2 : 3,
    contractType,
    contractYears: contractYearsFor(contractType),
    salary: body.salary ?? candidate.expectedSalary,
    ...NO_PERSONAL_DETAILS,
    materials: null,
    candidateId: candidate.id,
    employeeId: null,
    ...NEW_REQUEST,
    remark: `由候选人录用生成（${candidate.applyPost}）`,
  } as const;
  const enrollment = enrollments.insert(store, values, session, ctx.now());
  const from = candidate.stage;
  candidates.update(candidate, { status: '2', stage: '4', hireDate: today(ctx), enrollmentId: enrollment.id, idCard: idCard.toUpperCase() }, session, ctx.now());
  recordStage(store, ctx, candidate, from, STAGE_ACTION.hire, '录用，已生成入职单', session);
  fillDemand(store, ctx, candidate.demandId, session);
  return say('录用成功，已生成入职单！');
};

export const rpmCandidateEliminate: Handler<'rpmCandidateEliminate'> = ({ body, session }, ctx) => {
  const ids = idList(body.ids);
  const targets = candidates.all(ctx.store).filter((c) => ids.includes(c.id));
  if (targets.length === 0) return fail(NOT_FOUND);
  if (targets.some((c) => c.status === '2')) return fail('已录用的候选人不能淘汰');
  const eliminated = targets.find((c) => c.status === '3');
  if (eliminated) return fail(`该候选人已被淘汰：${eliminated.name}`);
  for (const candidate of targets) {
    candidates.update(candidate, { status: '3', eliminateReason: body.reason, eliminateTime: stamp(ctx) }, session, ctx.now());
    recordStage(ctx.store, ctx, candidate, candidate.stage, STAGE_ACTION.eliminate, body.reason, session);
  }
  return say(`已淘汰${targets.length}名候选人`);
};

export const rpmCandidateRecover: Handler<'rpmCandidateRecover'> = ({ query, session }, ctx) => {
  const candidate = candidates.all(ctx.store).find((c) => c.id === query.id);
  if (!candidate) return fail(NOT_FOUND);
  if (candidate.status !== '3') return fail('只有已淘汰的候选人可以恢复');
  candidates.update(candidate, { status: '1', eliminateReason: null, eliminateTime: null }, session, ctx.now());
  recordStage(ctx.store, ctx, candidate, candidate.stage, STAGE_ACTION.recover, '恢复为处理中', session);
  return say('恢复成功！');
};

export const CANDIDATE_IMPORT_COLUMNS: ExcelColumn[] = [
  { header: '姓名', key: 'name', width: 10 },
  { header: '性别', key: 'sex_dictText', width: 6 },
  { header: '年龄', key: 'age', width: 6 },
  { header: '手机号', key: 'mobile', width: 14 },
  { header: '邮箱', key: 'email', width: 24 },
  { header: '学历', key: 'education_dictText', width: 10 },
  { header: '毕业院校', key: 'school', width: 20 },
  { header: '专业', key: 'major', width: 14 },
  { header: '工作年限', key: 'workYears', width: 8 },
  { header: '应聘岗位', key: 'applyPost', width: 12 },
  { header: '招聘渠道', key: 'channel_dictText', width: 10 },
];
const CANDIDATE_COLUMNS: ExcelColumn[] = [
  ...CANDIDATE_IMPORT_COLUMNS,
  { header: '应聘项目', key: 'projectId_dictText', width: 22 },
  { header: '招聘阶段', key: 'stage_dictText', width: 10 },
  { header: '状态', key: 'status_dictText', width: 8 },
  { header: '期望月薪', key: 'expectedSalary', width: 10 },
  { header: '面试官', key: 'interviewer', width: 8 },
  { header: '面试时间', key: 'interviewTime', width: 20 },
  { header: '淘汰原因', key: 'eliminateReason', width: 24 },
  { header: '投递时间', key: 'createTime', width: 20 },
];

export const rpmCandidateExportXls: Handler<'rpmCandidateExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, candidates.all(ctx.store), query, { title: '候选人', columns: CANDIDATE_COLUMNS, fields: CANDIDATE_FIELDS, options: LATEST_FIRST }, session, ctx);

function candidateFormOf(store: Store, row: Record<string, string>): CandidateForm | string {
  const text = (key: string) => row[key] ?? '';
  if (!text('name')) return '姓名不能为空';
  const sex = dictValue(store, 'sex', text('sex_dictText'));
  if (sex !== '1' && sex !== '2') return '性别只能填写男或女';
  if (!MOBILE.test(text('mobile'))) return '请输入正确手机号';
  if (!text('applyPost')) return '应聘岗位不能为空';
  const channel = dictValue(store, 'candidate_channel', text('channel_dictText'));
  if (!channel) return text('channel_dictText') ? `招聘渠道不正确：${text('channel_dictText')}` : '招聘渠道不能为空';
  const education = dictValue(store, 'education', text('education_dictText'));
  if (education === undefined) return `学历不正确：${text('education_dictText')}`;
  const whole = (key: string, min: number, max: number, label: string): number | null | string => {
    if (text(key) === '') return null;
    const value = Number(text(key));
    return Number.isInteger(value) && value >= min && value <= max ? value : `${label}应为${min}到${max}之间的整数`;
  };
  const age = whole('age', 16, 65, '年龄');
  if (typeof age === 'string') return age;
  const workYears = whole('workYears', 0, 50, '工作年限');
  if (typeof workYears === 'string') return workYears;
  return {
    name: text('name').slice(0, 50),
    sex,
    age,
    mobile: text('mobile'),
    email: text('email') || null,
    education: education as CandidateForm['education'],
    school: text('school').slice(0, 100) || null,
    major: text('major').slice(0, 100) || null,
    workYears,
    applyPost: text('applyPost').slice(0, 50),
    channel: channel as CandidateForm['channel'],
  };
}

export const rpmCandidateImportExcel: Handler<'rpmCandidateImportExcel'> = ({ uploads, session }, ctx) =>
  importRows(uploads, ctx, {
    columns: CANDIDATE_IMPORT_COLUMNS,
    errorTitle: '简历导入错误',
    formOf: (row) => candidateFormOf(ctx.store, row),
    problemOf: (form) => candidateProblem(ctx.store, form, null),
    create: (form) => createCandidate(ctx.store, ctx, form, session, STAGE_ACTION.import),
  });
