// 招聘管理's three candidate lists over the same calls (/rpm/candidate/*), each with its status fixed (the kit's
// `params`): 处理中 (status 1: the form, 录用, 淘汰), 已录用 (2: read only) and 已淘汰 (3: 恢复). The form's fields are
// 简历导入's (resume/model/candidate-fields.ts), so a candidate is entered the same way on both screens.
import { defineResource, type Resource, type ResourceCalls, type ResourceField } from '@/widgets/resource';
import { PROJECT_DICT } from '@/shared/config/table-dicts';
import { OPEN_DEMAND_DICT } from '../../demands/model/open-demand-dict';
import type { Candidate } from '../../resume/api/resume-api';
import { CANDIDATE_FIELDS } from '../../resume/model/candidate-fields';

export type CandidateStatus = '1' | '2' | '3';
export const PROCESSING: CandidateStatus = '1';
export const HIRED: CandidateStatus = '2';
export const ELIMINATED: CandidateStatus = '3';

export const CANDIDATE_PERMISSION = 'rpm:candidate';
export const HIRE_PERMISSION = `${CANDIDATE_PERMISSION}:hire`;
export const ELIMINATE_PERMISSION = `${CANDIDATE_PERMISSION}:eliminate`;
export const RECOVER_PERMISSION = `${CANDIDATE_PERMISSION}:recover`;

type Field = ResourceField<Candidate>;

/** 简历导入's description of a field (its label, kind, dictionary and form rules) with this list's search and column. */
function resumeField(name: Field['name'], extra: Omit<Partial<Field>, 'name'>): Field {
  const base = CANDIDATE_FIELDS.find((field) => field.name === name);
  if (!base) throw new Error(`简历导入 has no field ${name}`);
  return { ...(base as unknown as Field), ...extra };
}

// Columns are sized so each list fits a 1440 px screen without scrolling: the rarer ones wait for xxl.
/** Only on these lists' columns; `false` elsewhere. */
const onlyOn = (status: CandidateStatus, lists: readonly CandidateStatus[], column: Field['column']): Field['column'] => (lists.includes(status) ? column : false);

/** A decision's field, read in 查看 only on the list of that decision (no empty 淘汰原因 on a hired candidate). */
const viewedOn = (status: CandidateStatus, list: CandidateStatus): Pick<Field, 'form'> => (status === list ? { form: { viewOnly: true } } : {});

function candidateFields(status: CandidateStatus): Field[] {
  return [
    resumeField('name', { search: 'like', column: { width: 90, ellipsis: true } }),
    resumeField('sex', { column: { width: 60, sorter: false, responsive: ['xxl'] } }),
    resumeField('age', { column: false }),
    resumeField('mobile', { search: 'like', column: { width: 120, sorter: false, responsive: ['md'] } }),
    resumeField('email', { column: false }),
    resumeField('education', { search: 'eq', column: { width: 80, sorter: false, responsive: ['xxl'] } }),
    resumeField('school', { column: false }),
    resumeField('major', { column: false }),
    resumeField('workYears', { column: { width: 90, responsive: ['xxl'] } }),
    resumeField('applyPost', { search: 'like', column: { width: 120, ellipsis: true } }),
    { name: 'projectId', label: '应聘项目', kind: 'list', dictCode: PROJECT_DICT, query: false, column: { width: 160, sorter: false, ellipsis: true, responsive: ['xxl'] }, form: {} },
    // 需求大厅's demand the candidate applied to (issue 28); open demands only on the form.
    { name: 'demandId', label: '招聘需求', kind: 'list', dictCode: OPEN_DEMAND_DICT, query: false, column: onlyOn(status, [PROCESSING], { width: 110, sorter: false, ellipsis: true, responsive: ['xl'] }), form: {} },
    { name: 'idCard', label: '身份证号', kind: 'text', column: false, form: { rules: ['chineseIdCard'] } },
    { name: 'city', label: '所在城市', kind: 'text', column: false, form: { max: 50 } },
    { name: 'skills', label: '技能', kind: 'text', column: false, form: { max: 200, placeholder: '多个技能用逗号分隔' } },
    resumeField('channel', { search: 'eq', column: { width: 100, sorter: false, responsive: ['lg'] } }),
    { name: 'stage', label: '招聘阶段', kind: 'list', dictCode: 'candidate_stage', search: 'eq', column: { width: 100, sorter: false }, form: { required: true, initial: '1' } },
    { name: 'expectedSalary', label: '期望月薪(元)', kind: 'number', column: false, form: { range: { min: 0, max: 1_000_000 } } },
    { name: 'interviewer', label: '面试官', kind: 'text', column: onlyOn(status, [PROCESSING], { width: 90, sorter: false, ellipsis: true, responsive: ['xxl'] }), form: { max: 50 } },
    { name: 'interviewTime', label: '面试时间', kind: 'datetime', column: onlyOn(status, [PROCESSING], { width: 170, responsive: ['lg'] }), form: {} },
    { name: 'hireDate', label: '录用日期', kind: 'date', column: onlyOn(status, [HIRED], { width: 110 }), ...viewedOn(status, HIRED) },
    { name: 'eliminateReason', label: '淘汰原因', kind: 'text', query: false, column: onlyOn(status, [ELIMINATED], { width: 180, sorter: false, ellipsis: true }), ...viewedOn(status, ELIMINATED) },
    { name: 'eliminateTime', label: '淘汰时间', kind: 'datetime', column: onlyOn(status, [ELIMINATED], { width: 170, responsive: ['lg'] }), ...viewedOn(status, ELIMINATED) },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: false, form: { max: 500, wide: true } },
    // Where a list's own dates take the room, 投递时间 waits for the widest screens.
    { name: 'createTime', label: '投递时间', kind: 'datetime', column: { width: 170, responsive: status === HIRED ? ['lg'] : ['xxl'] } },
  ];
}

const LISTS = {
  '1': { key: 'candidate-processing', screen: 'rpm/candidate/ProcessingList', exportName: '候选人_处理中' },
  '2': { key: 'candidate-hired', screen: 'rpm/candidate/HiredList', exportName: '候选人_已录用' },
  '3': { key: 'candidate-eliminated', screen: 'rpm/candidate/EliminatedList', exportName: '候选人_已淘汰' },
} as const;

/** What each list may do: add, edit and import only while a candidate is 处理中; a hired one is never deleted. */
function callsOf(status: CandidateStatus): ResourceCalls {
  const read: ResourceCalls = { list: '/rpm/candidate/list', exportXls: '/rpm/candidate/exportXls' };
  const remove: Partial<ResourceCalls> = { delete: '/rpm/candidate/delete', deleteBatch: '/rpm/candidate/deleteBatch' };
  if (status === PROCESSING) return { ...read, ...remove, add: '/rpm/candidate/add', edit: '/rpm/candidate/edit', importExcel: '/rpm/candidate/importExcel' };
  return status === ELIMINATED ? { ...read, ...remove } : read;
}

function candidateResource(status: CandidateStatus): Resource<Candidate> {
  return defineResource<Candidate>({
    ...LISTS[status],
    permission: CANDIDATE_PERMISSION,
    params: { status },
    defaultSort: { column: 'createTime', order: 'desc' },
    calls: callsOf(status),
    rowNumbers: 'from-sm',
    formColumns: 2,
    tableWidth: 1000,
    // 编辑, 录用, 淘汰 and 删除 on one line; the other lists' links fit the kit's own widths.
    ...(status === PROCESSING ? { actionsWidth: 230 } : {}),
    searchOrder: ['name', 'mobile', 'applyPost', 'education', 'channel', 'stage'],
    fields: candidateFields(status),
  });
}

export const processingResource = candidateResource(PROCESSING);
export const hiredResource = candidateResource(HIRED);
export const eliminatedResource = candidateResource(ELIMINATED);

/** The candidate resources by status (the lists one action changes reload one another). */
export const CANDIDATE_RESOURCES: Readonly<Record<CandidateStatus, Resource<Candidate>>> = {
  '1': processingResource,
  '2': hiredResource,
  '3': eliminatedResource,
};

