// Handlers of the hr domain (HR: employees and their archive sections, enrolment, resignation, regularisation, contracts, candidates). One export per operationId; see docs/adding-an-endpoint.md.
//
// The roster (store.data.employees) is the hub: an approved enrolment puts a person on it (with a first contract and
// a 入职 change), an approved regularisation makes them 正式, an approved resignation gives them a leave date and
// terminates their contract, a hired candidate becomes an enrolment. Deleting from the roster moves to the recycle
// bin (delFlag 1); only the recycle bin deletes for good.
import { exportWorkbook, ExcelReadError, readWorkbook, XLSX_TYPE, type ExcelColumn } from '../crud/excel.js';
import { importAnswer, type RowProblem } from '../crud/import-answer.js';
import { dateText, dateTimeText, idList, NOT_FOUND, pageOf } from '../crud/rows.js';
import { fail, ok, type Envelope } from '../envelope.js';
import {
  contractEnd,
  daysBetween,
  plusDays,
  plusMonths,
  type ApplicantCopy,
  type CandidateRow,
  type ChangeRow,
  type ContractRow,
  type EmployeeRow,
  type EnrollmentRow,
} from '../fixtures/hr.js';
import { ageOn, EMAIL, idCardBirthday, idCardSex, MOBILE } from '../fixtures/hr-identity.js';
import { withDictText } from '../query/dict-text.js';
import type { EntityFields } from '../query/field-types.js';
import { listQuery, QueryError, type ListOptions } from '../query/list-query.js';
import { randomId } from '../store/ids.js';
import type { Store } from '../store/store.js';
import type { BodyOf, FileOutput, Handler, HandlerContext, UploadedFile } from '../types.js';

// ------------------------------------------------------------------------------------------------ shared pieces

const ADDED = '添加成功！';
const EDITED = '编辑成功!';
const DELETED = '删除成功!';
const BATCH_DELETED = '批量删除成功!';
const NO_ID = '参数错误：body.id 不能为空';
const NO_EMPLOYEE = '员工不存在或已删除';
const BAD_ID_CARD = '请输入正确的身份证号码';
const DEPART_DICT = 'sys_depart,depart_name,id';

const say = (message: string) => ok(message, { message });
const today = (ctx: HandlerContext) => dateText(ctx.now());
const stamp = (ctx: HandlerContext) => dateTimeText(ctx.now());
const userOf = (session: { username: string } | null) => session?.username ?? null;

interface Reviewable {
  id: string;
  status: string;
  opinion: string | null;
  approveBy: string | null;
  approveTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** What the approver and the time of a decision write on the row. */
type Decision = Pick<Reviewable, 'opinion' | 'approveBy' | 'approveTime' | 'updateBy' | 'updateTime'>;

/**
 * The steps every approval (enrolment, resignation, regularisation) shares: the row must exist and still wait
 * (status '0'); a rejection (result '2') is recorded and answered with `rejected`. Otherwise the caller completes
 * the approval with the decision it is given.
 */
function review<T extends Reviewable>(
  rows: T[],
  form: { id: string; result: string; opinion?: string | null },
  session: { username: string } | null,
  ctx: HandlerContext,
  messages: { handled: string; rejected: string },
): { row: T; decision: Decision; by: string | null } | Envelope<string | null> {
  const row = rows.find((r) => r.id === form.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status !== '0') return fail(messages.handled);
  const by = userOf(session);
  const decision = { opinion: form.opinion ?? null, approveBy: by, approveTime: stamp(ctx), updateBy: by, updateTime: stamp(ctx) };
  if (form.result === '2') {
    Object.assign(row, { ...decision, status: '2' });
    return say(messages.rejected);
  }
  return { row, decision, by };
}

function withText<T extends object>(store: Store, row: T, fields: EntityFields): T & Record<string, unknown> {
  return withDictText([row], fields, (dict) => store.dictLookup(dict))[0] as T & Record<string, unknown>;
}

const activeEmployee = (store: Store, id: string) => store.data.employees.find((e) => e.id === id && e.delFlag === 0);
const isProject = (store: Store, id: string) => store.data.departs.some((d) => d.id === id && d.orgCategory === '4');

function departProblem(store: Store, departId: string | null | undefined, projectId: string | null | undefined): string | null {
  if (departId && !store.data.departs.some((d) => d.id === departId)) return '所属部门不存在';
  if (projectId && !isProject(store, projectId)) return '所属项目不存在';
  return null;
}

/** Checks an ID card number (check digit, birth date) and that it agrees with the sex given. */
function idCardProblem(idCard: string, sex: string): string | null {
  if (!idCardBirthday(idCard)) return BAD_ID_CARD;
  return idCardSex(idCard) === sex ? null : '性别与身份证号不符';
}

const sameIdCard = (a: string | null, b: string | null) => a !== null && b !== null && a.toUpperCase() === b.toUpperCase();

/** Runs a list query for an export, with `paramsStr` (handleExportXls2) merged under the plain parameters. */
function exportQuery(query: Record<string, unknown>): Record<string, unknown> | string {
  const { paramsStr, ...rest } = query;
  if (typeof paramsStr !== 'string' || paramsStr === '') return rest;
  let text = paramsStr;
  try {
    text = decodeURIComponent(paramsStr);
  } catch {
    // already decoded by the HTTP layer
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '导出参数格式不正确：paramsStr 应为 JSON 对象';
    return { ...(parsed as Record<string, unknown>), ...rest };
  } catch {
    return '导出参数格式不正确：paramsStr 不是合法的 JSON';
  }
}

interface ExportSpec {
  title: string;
  columns: ExcelColumn[];
  fields: EntityFields;
  options: ListOptions;
}

async function exportRows<T extends { id: string }>(
  store: Store,
  rows: T[],
  rawQuery: Record<string, unknown>,
  spec: ExportSpec,
  session: { username: string } | null,
  ctx: HandlerContext,
): Promise<FileOutput | Envelope<null>> {
  const query = exportQuery(rawQuery);
  if (typeof query === 'string') return fail(query);
  const selections = idList(query.selections);
  const chosen = selections.length ? rows.filter((row) => selections.includes(row.id)) : rows;
  let records: T[];
  try {
    records = listQuery(chosen, { ...query, pageNo: '1', pageSize: '-521' }, spec.fields, spec.options).records;
  } catch (error) {
    if (error instanceof QueryError) return fail(error.message);
    throw error;
  }
  const texts = withDictText(records, spec.fields, (dict) => store.dictLookup(dict));
  const buffer = await exportWorkbook(spec.title, spec.columns, texts, `导出人:${session?.username ?? ''}  导出时间:${stamp(ctx)}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `${spec.title}.xlsx` } };
}

/** The uploaded workbook's rows, or the envelope explaining why there are none. */
async function uploadedRows(uploads: UploadedFile[], columns: ExcelColumn[]): Promise<Array<Record<string, string>> | Envelope<null>> {
  const upload = uploads.find((file) => file.fieldname === 'file') ?? uploads[0];
  if (!upload) return fail('参数错误：body.file 不能为空（请上传Excel文件）');
  try {
    return await readWorkbook(upload.buffer, columns);
  } catch (error) {
    if (error instanceof ExcelReadError) return fail(error.message);
    throw error;
  }
}

/** A dictionary value from its text (or the value itself), for imports; '' stays null. */
function dictValue(store: Store, dictCode: string, text: string): string | null | undefined {
  if (text === '') return null;
  const item = store.dictItems(dictCode).find((i) => i.text === text || i.value === text);
  return item ? item.value : undefined;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

// ------------------------------------------------------------------------------------------------ employees

const EMPLOYEE_FIELDS: EntityFields = {
  id: { type: 'string' },
  workNo: { type: 'string' },
  name: { type: 'string' },
  sex: { type: 'string', dict: 'sex' },
  idCard: { type: 'string' },
  birthday: { type: 'date' },
  age: { type: 'number' },
  mobile: { type: 'string' },
  email: { type: 'string' },
  education: { type: 'string', dict: 'education' },
  politicalStatus: { type: 'string', dict: 'political_status' },
  nation: { type: 'string' },
  nativePlace: { type: 'string' },
  maritalStatus: { type: 'string', dict: 'marital_status' },
  address: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  post: { type: 'string' },
  type: { type: 'string', dict: 'employee_type' },
  status: { type: 'string', dict: 'employee_status' },
  entryDate: { type: 'date' },
  probationMonths: { type: 'number' },
  regularDate: { type: 'date' },
  leaveDate: { type: 'date' },
  contractEndDate: { type: 'date' },
  bankName: { type: 'string' },
  bankCard: { type: 'string' },
  emergencyContact: { type: 'string' },
  emergencyMobile: { type: 'string' },
  remark: { type: 'string' },
  delFlag: { type: 'number' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
};
const ROSTER_OPTIONS: ListOptions = { defaultSort: { column: 'createTime', order: 'desc' } };
const RECYCLE_OPTIONS: ListOptions = { defaultSort: { column: 'updateTime', order: 'desc' } };

type EmployeeView = EmployeeRow & { age: number | null };

const employeeView = (e: EmployeeRow, day: string): EmployeeView => ({ ...e, age: ageOn(e.birthday, day) });

function employeeRows(store: Store, ctx: HandlerContext, delFlag: 0 | 1): EmployeeView[] {
  const day = today(ctx);
  return store.data.employees.filter((e) => e.delFlag === delFlag).map((e) => employeeView(e, day));
}

type EmployeeForm = BodyOf<'hrmEmployeeAdd'>;

function employeeProblem(store: Store, form: EmployeeForm, editing: EmployeeRow | null): string | null {
  const idProblem = idCardProblem(form.idCard, form.sex);
  if (idProblem) return idProblem;
  const clash = store.data.employees.find((e) => sameIdCard(e.idCard, form.idCard) && e.id !== editing?.id);
  if (clash) return clash.delFlag === 1 ? '身份证号已存在于花名册回收站，请从回收站还原' : '身份证号已存在';
  if (form.workNo && store.data.employees.some((e) => e.workNo === form.workNo && e.id !== editing?.id)) return '工号已存在';
  if (form.email && !EMAIL.test(form.email)) return '邮箱格式不正确';
  const placement = departProblem(store, form.departId, form.projectId);
  if (placement) return placement;
  if (form.regularDate && form.regularDate < form.entryDate) return '转正日期不能早于入职日期';
  return null;
}

/** The next 工号 for someone joining on `entryDate`: the entry year and the roster's next sequence number. */
function nextWorkNo(store: Store, entryDate: string): string {
  const sequence = store.data.employees.reduce((max, e) => (/^\d{8,}$/.test(e.workNo) ? Math.max(max, Number(e.workNo.slice(4))) : max), 0);
  for (let n = sequence + 1; ; n++) {
    const workNo = `${entryDate.slice(0, 4)}${String(n).padStart(4, '0')}`;
    if (!store.data.employees.some((e) => e.workNo === workNo)) return workNo;
  }
}

function addChange(store: Store, ctx: HandlerContext, by: string | null, change: Omit<ChangeRow, 'id' | 'createBy' | 'createTime'>): void {
  store.data.hrChanges.unshift({ ...change, id: randomId(), createBy: by, createTime: stamp(ctx) });
}

function createEmployee(store: Store, ctx: HandlerContext, form: EmployeeForm, by: string | null): EmployeeRow {
  const probationMonths = form.probationMonths ?? 3;
  const status = form.status ?? (probationMonths === 0 ? '2' : '1');
  const employee: EmployeeRow = {
    id: randomId(),
    workNo: form.workNo || nextWorkNo(store, form.entryDate),
    name: form.name,
    sex: form.sex,
    idCard: form.idCard.toUpperCase(),
    birthday: form.birthday || idCardBirthday(form.idCard),
    mobile: form.mobile,
    email: form.email ?? null,
    education: form.education ?? null,
    politicalStatus: form.politicalStatus ?? null,
    nation: form.nation ?? null,
    nativePlace: form.nativePlace ?? null,
    maritalStatus: form.maritalStatus ?? null,
    address: form.address ?? null,
    departId: form.departId,
    projectId: form.projectId ?? null,
    post: form.post ?? null,
    type: form.type,
    status,
    entryDate: form.entryDate,
    probationMonths,
    regularDate: status === '2' ? form.regularDate || plusMonths(form.entryDate, probationMonths) : null,
    leaveDate: null,
    contractEndDate: null,
    bankName: form.bankName ?? null,
    bankCard: form.bankCard || null,
    emergencyContact: form.emergencyContact ?? null,
    emergencyMobile: form.emergencyMobile || null,
    remark: form.remark ?? null,
    delFlag: 0,
    createBy: by,
    createTime: stamp(ctx),
    updateBy: null,
    updateTime: null,
  };
  store.data.employees.unshift(employee);
  addChange(store, ctx, by, {
    employeeId: employee.id,
    changeType: '1',
    changeDate: employee.entryDate,
    beforeDepartId: null,
    afterDepartId: employee.departId,
    beforeProjectId: null,
    afterProjectId: employee.projectId,
    beforePost: null,
    afterPost: employee.post,
    reason: '新员工入职',
  });
  return employee;
}

export const hrmEmployeeList: Handler<'hrmEmployeeList'> = ({ query }, ctx) =>
  pageOf(ctx.store, employeeRows(ctx.store, ctx, 0), query, EMPLOYEE_FIELDS, ROSTER_OPTIONS) as never;

export const hrmEmployeeAdd: Handler<'hrmEmployeeAdd'> = ({ body, session }, ctx) => {
  const problem = employeeProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  createEmployee(ctx.store, ctx, body, userOf(session));
  return say(ADDED);
};

export const hrmEmployeeEdit: Handler<'hrmEmployeeEdit'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const employee = body.id ? activeEmployee(store, body.id) : undefined;
  if (!employee) return fail(body.id ? NOT_FOUND : NO_ID);
  const problem = employeeProblem(store, body, employee);
  if (problem) return fail(problem);
  const before = { departId: employee.departId, projectId: employee.projectId, post: employee.post };
  const left = employee.status === '3';
  const status = left ? '3' : (body.status ?? employee.status);
  Object.assign(employee, {
    workNo: body.workNo || employee.workNo,
    name: body.name,
    sex: body.sex,
    idCard: body.idCard.toUpperCase(),
    birthday: body.birthday || idCardBirthday(body.idCard),
    mobile: body.mobile,
    departId: body.departId,
    projectId: body.projectId ?? null,
    type: body.type,
    entryDate: body.entryDate,
    status,
    regularDate: status === '1' ? null : body.regularDate || employee.regularDate || today(ctx),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.education !== undefined ? { education: body.education } : {}),
    ...(body.politicalStatus !== undefined ? { politicalStatus: body.politicalStatus } : {}),
    ...(body.nation !== undefined ? { nation: body.nation } : {}),
    ...(body.nativePlace !== undefined ? { nativePlace: body.nativePlace } : {}),
    ...(body.maritalStatus !== undefined ? { maritalStatus: body.maritalStatus } : {}),
    ...(body.address !== undefined ? { address: body.address } : {}),
    ...(body.post !== undefined ? { post: body.post } : {}),
    ...(body.probationMonths !== undefined ? { probationMonths: body.probationMonths } : {}),
    ...(body.bankName !== undefined ? { bankName: body.bankName } : {}),
    ...(body.bankCard !== undefined ? { bankCard: body.bankCard || null } : {}),
    ...(body.emergencyContact !== undefined ? { emergencyContact: body.emergencyContact } : {}),
    ...(body.emergencyMobile !== undefined ? { emergencyMobile: body.emergencyMobile || null } : {}),
    ...(body.remark !== undefined ? { remark: body.remark } : {}),
    updateBy: userOf(session),
    updateTime: stamp(ctx),
  });
  if (!left && (before.departId !== employee.departId || before.projectId !== employee.projectId || before.post !== employee.post)) {
    addChange(store, ctx, userOf(session), {
      employeeId: employee.id,
      changeType: '3',
      changeDate: today(ctx),
      beforeDepartId: before.departId,
      afterDepartId: employee.departId,
      beforeProjectId: before.projectId,
      afterProjectId: employee.projectId,
      beforePost: before.post,
      afterPost: employee.post,
      reason: '调整部门/项目/岗位',
    });
  }
  return say(EDITED);
};

function toRecycleBin(store: Store, ctx: HandlerContext, ids: string[], by: string | null): number {
  const targets = store.data.employees.filter((e) => e.delFlag === 0 && ids.includes(e.id));
  for (const employee of targets) Object.assign(employee, { delFlag: 1, updateBy: by, updateTime: stamp(ctx) });
  return targets.length;
}

export const hrmEmployeeDelete: Handler<'hrmEmployeeDelete'> = ({ query, session }, ctx) =>
  toRecycleBin(ctx.store, ctx, [query.id], userOf(session)) ? say(DELETED) : fail(NOT_FOUND);

export const hrmEmployeeDeleteBatch: Handler<'hrmEmployeeDeleteBatch'> = ({ query, session }, ctx) =>
  toRecycleBin(ctx.store, ctx, idList(query.ids), userOf(session)) ? say(BATCH_DELETED) : fail(NOT_FOUND);

export const hrmEmployeeQueryById: Handler<'hrmEmployeeQueryById'> = ({ query }, ctx) => {
  const employee = activeEmployee(ctx.store, query.id);
  return employee ? ok(withText(ctx.store, employeeView(employee, today(ctx)), EMPLOYEE_FIELDS)) : fail(NOT_FOUND);
};

const byDesc =
  <T>(key: keyof T) =>
  (a: T, b: T) =>
    String(b[key] ?? '').localeCompare(String(a[key] ?? ''));

export const hrmEmployeeDetail: Handler<'hrmEmployeeDetail'> = ({ query }, ctx) => {
  const { store } = ctx;
  const employee = activeEmployee(store, query.id);
  if (!employee) return fail(NOT_FOUND);
  const mine = <T extends { employeeId: string }>(rows: T[]) => rows.filter((row) => row.employeeId === employee.id);
  const texts = <T extends object>(rows: T[], fields: EntityFields) => withDictText(rows, fields, (dict) => store.dictLookup(dict));
  return ok({
    employee: withText(store, employeeView(employee, today(ctx)), EMPLOYEE_FIELDS),
    educations: texts(mine(store.data.hrEducations).sort(byDesc('startDate')), EDUCATION_FIELDS),
    works: texts(mine(store.data.hrWorks).sort(byDesc('startDate')), WORK_FIELDS),
    families: texts(mine(store.data.hrFamilies), FAMILY_FIELDS),
    certificates: texts(mine(store.data.hrCertificates).sort(byDesc('issueDate')), CERTIFICATE_FIELDS),
    contracts: texts(contractRows(store, ctx).filter((c) => c.employeeId === employee.id).sort(byDesc('startDate')), CONTRACT_FIELDS),
    changes: texts(mine(store.data.hrChanges).sort(byDesc('changeDate')), CHANGE_FIELDS),
  });
};

const EMPLOYEE_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '性别', key: 'sex_dictText', width: 6 },
  { header: '身份证号', key: 'idCard', width: 22 },
  { header: '出生日期', key: 'birthday', width: 12 },
  { header: '手机号', key: 'mobile', width: 14 },
  { header: '邮箱', key: 'email', width: 24 },
  { header: '学历', key: 'education_dictText', width: 10 },
  { header: '政治面貌', key: 'politicalStatus_dictText', width: 10 },
  { header: '民族', key: 'nation', width: 8 },
  { header: '籍贯', key: 'nativePlace', width: 14 },
  { header: '婚姻状况', key: 'maritalStatus_dictText', width: 8 },
  { header: '所属部门', key: 'departId_dictText', width: 14 },
  { header: '所属项目', key: 'projectId_dictText', width: 22 },
  { header: '岗位', key: 'post', width: 12 },
  { header: '用工类型', key: 'type_dictText', width: 10 },
  { header: '员工状态', key: 'status_dictText', width: 8 },
  { header: '入职日期', key: 'entryDate', width: 12 },
  { header: '试用期(月)', key: 'probationMonths', width: 10 },
  { header: '转正日期', key: 'regularDate', width: 12 },
  { header: '离职日期', key: 'leaveDate', width: 12 },
  { header: '合同到期日', key: 'contractEndDate', width: 12 },
  { header: '开户银行', key: 'bankName', width: 24 },
  { header: '银行卡号', key: 'bankCard', width: 22 },
  { header: '紧急联系人', key: 'emergencyContact', width: 10 },
  { header: '紧急联系电话', key: 'emergencyMobile', width: 14 },
  { header: '现居住地址', key: 'address', width: 40 },
  { header: '备注', key: 'remark', width: 20 },
];
/** What an import reads: the export's columns except the ones the system maintains. */
const EMPLOYEE_IMPORT_COLUMNS = EMPLOYEE_COLUMNS.filter((c) => !['leaveDate', 'contractEndDate'].includes(c.key));

export const hrmEmployeeExportXls: Handler<'hrmEmployeeExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, employeeRows(ctx.store, ctx, 0), query, { title: '员工花名册', columns: EMPLOYEE_COLUMNS, fields: EMPLOYEE_FIELDS, options: ROSTER_OPTIONS }, session, ctx);

/** A department (by orgCode, or by a name only one department has) and a project (by orgCode or name). */
function resolvePlacement(store: Store, departText: string, projectText: string): { departId: string; projectId: string | null } | string {
  const projects = store.data.departs.filter((d) => d.orgCategory === '4');
  let projectId: string | null = null;
  if (projectText) {
    const project = projects.find((p) => p.orgCode === projectText) ?? projects.find((p) => p.departName === projectText);
    if (!project) return `所属项目不存在：${projectText}`;
    projectId = project.id;
  }
  if (!departText) {
    const parent = projects.find((p) => p.id === projectId)?.parentId;
    return parent ? { departId: parent, projectId } : '所属部门不能为空';
  }
  const byCode = store.data.departs.find((d) => d.orgCode === departText && d.orgCategory !== '4');
  if (byCode) return { departId: byCode.id, projectId };
  const named = store.data.departs.filter((d) => d.departName === departText && d.orgCategory !== '4');
  if (named.length === 0) return `所属部门不存在：${departText}`;
  if (named.length > 1) return `所属部门「${departText}」不唯一，请填写部门编码`;
  return { departId: (named[0] as (typeof named)[number]).id, projectId };
}

/** An imported roster row as the add form, or the reason it cannot be one. */
function employeeFormOf(store: Store, row: Record<string, string>): EmployeeForm | string {
  const text = (key: string) => row[key] ?? '';
  if (!text('name')) return '姓名不能为空';
  const sex = dictValue(store, 'sex', text('sex_dictText'));
  if (sex !== '1' && sex !== '2') return '性别只能填写男或女';
  if (!idCardBirthday(text('idCard'))) return BAD_ID_CARD;
  if (!MOBILE.test(text('mobile'))) return '请输入正确手机号';
  if (!DATE.test(text('entryDate'))) return '入职日期格式应为yyyy-MM-dd';
  for (const key of ['birthday', 'regularDate']) if (text(key) && !DATE.test(text(key))) return `${key === 'birthday' ? '出生日期' : '转正日期'}格式应为yyyy-MM-dd`;
  const placement = resolvePlacement(store, text('departId_dictText'), text('projectId_dictText'));
  if (typeof placement === 'string') return placement;
  const type = text('type_dictText') ? dictValue(store, 'employee_type', text('type_dictText')) : placement.projectId ? '1' : '2';
  if (type !== '1' && type !== '2') return `用工类型不正确：${text('type_dictText')}`;
  const status = text('status_dictText') ? dictValue(store, 'employee_status', text('status_dictText')) : '1';
  if (status !== '1' && status !== '2') return '员工状态只能填写试用或正式（离职请通过离职管理办理）';
  const dicts: Array<[string, string, string]> = [
    ['education_dictText', 'education', '学历'],
    ['politicalStatus_dictText', 'political_status', '政治面貌'],
    ['maritalStatus_dictText', 'marital_status', '婚姻状况'],
  ];
  const values: Record<string, string | null> = {};
  for (const [key, dict, label] of dicts) {
    const value = dictValue(store, dict, text(key));
    if (value === undefined) return `${label}不正确：${text(key)}`;
    values[dict] = value;
  }
  const probation = text('probationMonths') === '' ? 3 : Number(text('probationMonths'));
  if (!Number.isInteger(probation) || probation < 0 || probation > 6) return '试用期(月)应为0到6的整数';
  if (text('bankCard') && !/^[1-9]\d{9,19}$/.test(text('bankCard'))) return '请输入正确的银行卡号码';
  if (text('emergencyMobile') && !MOBILE.test(text('emergencyMobile'))) return '紧急联系电话不是正确的手机号';
  const optional = (key: string, max: number) => (text(key) ? text(key).slice(0, max) : null);
  return {
    workNo: text('workNo') || null,
    name: text('name').slice(0, 50),
    sex,
    idCard: text('idCard'),
    birthday: text('birthday') || null,
    mobile: text('mobile'),
    email: optional('email', 100),
    education: values.education as EmployeeForm['education'],
    politicalStatus: values.political_status as EmployeeForm['politicalStatus'],
    nation: optional('nation', 20),
    nativePlace: optional('nativePlace', 100),
    maritalStatus: values.marital_status as EmployeeForm['maritalStatus'],
    address: optional('address', 200),
    departId: placement.departId,
    projectId: placement.projectId,
    post: optional('post', 50),
    type,
    status,
    entryDate: text('entryDate'),
    probationMonths: probation,
    regularDate: text('regularDate') || null,
    bankName: optional('bankName', 100),
    bankCard: text('bankCard') || null,
    emergencyContact: optional('emergencyContact', 50),
    emergencyMobile: text('emergencyMobile') || null,
    remark: optional('remark', 500),
  };
}

export const hrmEmployeeImportExcel: Handler<'hrmEmployeeImportExcel'> = async ({ uploads, session }, ctx) => {
  const rows = await uploadedRows(uploads, EMPLOYEE_IMPORT_COLUMNS);
  if (!Array.isArray(rows)) return rows;
  const problems: RowProblem[] = [];
  let imported = 0;
  rows.forEach((row, index) => {
    const form = employeeFormOf(ctx.store, row);
    const problem = typeof form === 'string' ? form : employeeProblem(ctx.store, form, null);
    if (problem || typeof form === 'string') {
      problems.push({ row: index + 1, values: row, reason: problem ?? '' });
      return;
    }
    createEmployee(ctx.store, ctx, form, userOf(session));
    imported++;
  });
  return importAnswer({ total: rows.length, imported, problems, columns: EMPLOYEE_IMPORT_COLUMNS, title: '员工花名册导入错误', uploadDir: ctx.uploadDir, now: ctx.now() });
};

// ------------------------------------------------------------------------------------------------ archive sections

const AUDIT_FIELDS: EntityFields = { createBy: { type: 'string' }, createTime: { type: 'datetime' }, updateBy: { type: 'string' }, updateTime: { type: 'datetime' } };
const EDUCATION_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  school: { type: 'string' },
  major: { type: 'string' },
  education: { type: 'string', dict: 'education' },
  degree: { type: 'string' },
  studyMode: { type: 'string', dict: 'study_mode' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  certificateNo: { type: 'string' },
  ...AUDIT_FIELDS,
};
const WORK_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  company: { type: 'string' },
  post: { type: 'string' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  leaveReason: { type: 'string' },
  witness: { type: 'string' },
  witnessPhone: { type: 'string' },
  ...AUDIT_FIELDS,
};
const FAMILY_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  name: { type: 'string' },
  relation: { type: 'string', dict: 'family_relation' },
  mobile: { type: 'string' },
  workUnit: { type: 'string' },
  isEmergency: { type: 'string', dict: 'yn' },
  ...AUDIT_FIELDS,
};
const CERTIFICATE_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  certName: { type: 'string' },
  certNo: { type: 'string' },
  issuer: { type: 'string' },
  issueDate: { type: 'date' },
  expireDate: { type: 'date' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};
const CHANGE_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  changeType: { type: 'string', dict: 'employee_change_type' },
  changeDate: { type: 'date' },
  beforeDepartId: { type: 'string', dict: DEPART_DICT },
  afterDepartId: { type: 'string', dict: DEPART_DICT },
  beforeProjectId: { type: 'string', dict: DEPART_DICT },
  afterProjectId: { type: 'string', dict: DEPART_DICT },
  beforePost: { type: 'string' },
  afterPost: { type: 'string' },
  reason: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
};

/** A section's rows of one employee, paged with the list semantics (the employee id is the fixed filter). */
function sectionPage<T extends { employeeId: string }>(store: Store, rows: T[], query: Record<string, unknown>, fields: EntityFields, sort: ListOptions['defaultSort']) {
  const employeeId = String(query.employeeId ?? '');
  return pageOf(store, rows.filter((row) => row.employeeId === employeeId), query, fields, { defaultSort: sort, reserved: ['employeeId'] }) as never;
}

interface SectionRow {
  id: string;
  employeeId: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** Adds a section row for an employee on the roster. */
function addSection<T extends SectionRow>(store: Store, ctx: HandlerContext, rows: T[], employeeId: string, values: Omit<T, keyof SectionRow>, by: string | null) {
  if (!activeEmployee(store, employeeId)) return fail(NO_EMPLOYEE);
  rows.unshift({ ...values, id: randomId(), employeeId, createBy: by, createTime: stamp(ctx), updateBy: null, updateTime: null } as T);
  return say(ADDED);
}

/** Edits a section row (it stays with its employee). */
function editSection<T extends SectionRow>(store: Store, ctx: HandlerContext, rows: T[], id: string | undefined, values: Partial<T>, by: string | null) {
  const row = id ? rows.find((r) => r.id === id) : undefined;
  if (!row) return fail(id ? NOT_FOUND : NO_ID);
  if (!activeEmployee(store, row.employeeId)) return fail(NO_EMPLOYEE);
  Object.assign(row, values, { updateBy: by, updateTime: stamp(ctx) });
  return say(EDITED);
}

function deleteSection<T extends { id: string }>(rows: T[], id: string) {
  const index = rows.findIndex((r) => r.id === id);
  if (index < 0) return fail(NOT_FOUND);
  rows.splice(index, 1);
  return say(DELETED);
}

type EducationForm = BodyOf<'hrmEmployeeAddEducation'>;
const educationValues = (form: EducationForm) => ({
  school: form.school,
  major: form.major ?? null,
  education: form.education,
  degree: form.degree ?? null,
  studyMode: form.studyMode ?? null,
  startDate: form.startDate,
  endDate: form.endDate || null,
  certificateNo: form.certificateNo ?? null,
});
const educationProblem = (form: EducationForm) => (form.endDate && form.endDate < form.startDate ? '毕业日期不能早于入学日期' : null);

export const hrmEmployeeListEducationByMainId: Handler<'hrmEmployeeListEducationByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrEducations, query, EDUCATION_FIELDS, { column: 'startDate', order: 'desc' });

export const hrmEmployeeAddEducation: Handler<'hrmEmployeeAddEducation'> = ({ body, session }, ctx) => {
  const problem = educationProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, ctx, ctx.store.data.hrEducations, body.employeeId, educationValues(body), userOf(session));
};

export const hrmEmployeeEditEducation: Handler<'hrmEmployeeEditEducation'> = ({ body, session }, ctx) => {
  const problem = educationProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, ctx, ctx.store.data.hrEducations, body.id, educationValues(body), userOf(session));
};

export const hrmEmployeeDeleteEducation: Handler<'hrmEmployeeDeleteEducation'> = ({ query }, { store }) => deleteSection(store.data.hrEducations, query.id);

type WorkForm = BodyOf<'hrmEmployeeAddWork'>;
const workValues = (form: WorkForm) => ({
  company: form.company,
  post: form.post ?? null,
  startDate: form.startDate,
  endDate: form.endDate,
  leaveReason: form.leaveReason ?? null,
  witness: form.witness ?? null,
  witnessPhone: form.witnessPhone || null,
});
const workProblem = (form: WorkForm) => (form.endDate < form.startDate ? '结束日期不能早于开始日期' : null);

export const hrmEmployeeListWorkByMainId: Handler<'hrmEmployeeListWorkByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrWorks, query, WORK_FIELDS, { column: 'startDate', order: 'desc' });

export const hrmEmployeeAddWork: Handler<'hrmEmployeeAddWork'> = ({ body, session }, ctx) => {
  const problem = workProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, ctx, ctx.store.data.hrWorks, body.employeeId, workValues(body), userOf(session));
};

export const hrmEmployeeEditWork: Handler<'hrmEmployeeEditWork'> = ({ body, session }, ctx) => {
  const problem = workProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, ctx, ctx.store.data.hrWorks, body.id, workValues(body), userOf(session));
};

export const hrmEmployeeDeleteWork: Handler<'hrmEmployeeDeleteWork'> = ({ query }, { store }) => deleteSection(store.data.hrWorks, query.id);

type FamilyForm = BodyOf<'hrmEmployeeAddFamily'>;
const familyValues = (form: FamilyForm) => ({
  name: form.name,
  relation: form.relation,
  mobile: form.mobile || null,
  workUnit: form.workUnit ?? null,
  isEmergency: form.isEmergency ?? '0',
});
const familyProblem = (form: FamilyForm) => (form.isEmergency === '1' && !form.mobile ? '紧急联系人须填写联系电话' : null);

export const hrmEmployeeListFamilyByMainId: Handler<'hrmEmployeeListFamilyByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrFamilies, query, FAMILY_FIELDS, { column: 'createTime', order: 'asc' });

export const hrmEmployeeAddFamily: Handler<'hrmEmployeeAddFamily'> = ({ body, session }, ctx) => {
  const problem = familyProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, ctx, ctx.store.data.hrFamilies, body.employeeId, familyValues(body), userOf(session));
};

export const hrmEmployeeEditFamily: Handler<'hrmEmployeeEditFamily'> = ({ body, session }, ctx) => {
  const problem = familyProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, ctx, ctx.store.data.hrFamilies, body.id, familyValues(body), userOf(session));
};

export const hrmEmployeeDeleteFamily: Handler<'hrmEmployeeDeleteFamily'> = ({ query }, { store }) => deleteSection(store.data.hrFamilies, query.id);

type CertificateForm = BodyOf<'hrmEmployeeAddCertificate'>;
const certificateValues = (form: CertificateForm) => ({
  certName: form.certName,
  certNo: form.certNo ?? null,
  issuer: form.issuer ?? null,
  issueDate: form.issueDate,
  expireDate: form.expireDate || null,
  remark: form.remark ?? null,
});
const certificateProblem = (form: CertificateForm) => (form.expireDate && form.expireDate < form.issueDate ? '有效期不能早于发证日期' : null);

export const hrmEmployeeListCertificateByMainId: Handler<'hrmEmployeeListCertificateByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrCertificates, query, CERTIFICATE_FIELDS, { column: 'issueDate', order: 'desc' });

export const hrmEmployeeAddCertificate: Handler<'hrmEmployeeAddCertificate'> = ({ body, session }, ctx) => {
  const problem = certificateProblem(body);
  return problem ? fail(problem) : addSection(ctx.store, ctx, ctx.store.data.hrCertificates, body.employeeId, certificateValues(body), userOf(session));
};

export const hrmEmployeeEditCertificate: Handler<'hrmEmployeeEditCertificate'> = ({ body, session }, ctx) => {
  const problem = certificateProblem(body);
  return problem ? fail(problem) : editSection(ctx.store, ctx, ctx.store.data.hrCertificates, body.id, certificateValues(body), userOf(session));
};

export const hrmEmployeeDeleteCertificate: Handler<'hrmEmployeeDeleteCertificate'> = ({ query }, { store }) => deleteSection(store.data.hrCertificates, query.id);

export const hrmEmployeeListChangeByMainId: Handler<'hrmEmployeeListChangeByMainId'> = ({ query }, { store }) =>
  sectionPage(store, store.data.hrChanges, query, CHANGE_FIELDS, { column: 'changeDate', order: 'desc' });

// ------------------------------------------------------------------------------------------------ recycle bin

export const misEmployeeRosterRecycleList: Handler<'misEmployeeRosterRecycleList'> = ({ query }, ctx) =>
  pageOf(ctx.store, employeeRows(ctx.store, ctx, 1), query, EMPLOYEE_FIELDS, RECYCLE_OPTIONS) as never;

/** Puts employees of the recycle bin back on the roster, all or none; answers the problem or null. */
function recover(store: Store, ctx: HandlerContext, ids: string[], by: string | null): string | null {
  const targets = store.data.employees.filter((e) => e.delFlag === 1 && ids.includes(e.id));
  if (targets.length === 0) return NOT_FOUND;
  for (const target of targets) {
    const clash = store.data.employees.find((e) => e.delFlag === 0 && sameIdCard(e.idCard, target.idCard));
    if (clash) return `身份证号与花名册中的员工重复，无法还原：${target.name}`;
  }
  for (const target of targets) Object.assign(target, { delFlag: 0, updateBy: by, updateTime: stamp(ctx) });
  return null;
}

export const misEmployeeRecover: Handler<'misEmployeeRecover'> = ({ query, session }, ctx) => {
  const problem = recover(ctx.store, ctx, [query.id], userOf(session));
  return problem ? fail(problem) : say('还原成功!');
};

export const misEmployeeRecoverBatch: Handler<'misEmployeeRecoverBatch'> = ({ query, session }, ctx) => {
  const problem = recover(ctx.store, ctx, idList(query.ids), userOf(session));
  return problem ? fail(problem) : say('批量还原成功!');
};

export const misEmployeeRealDelete: Handler<'misEmployeeRealDelete'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (store.data.employees.some((e) => e.delFlag === 0 && ids.includes(e.id))) return fail('只能彻底删除回收站中的员工');
  const gone = new Set(store.data.employees.filter((e) => e.delFlag === 1 && ids.includes(e.id)).map((e) => e.id));
  if (gone.size === 0) return fail(NOT_FOUND);
  const keep = <T extends { employeeId: string }>(rows: T[]) => rows.filter((row) => !gone.has(row.employeeId));
  const data = store.data;
  data.employees = data.employees.filter((e) => !gone.has(e.id));
  data.hrEducations = keep(data.hrEducations);
  data.hrWorks = keep(data.hrWorks);
  data.hrFamilies = keep(data.hrFamilies);
  data.hrCertificates = keep(data.hrCertificates);
  data.hrChanges = keep(data.hrChanges);
  data.hrContracts = keep(data.hrContracts);
  return say('彻底删除成功!');
};

// ------------------------------------------------------------------------------------------------ contracts

const CONTRACT_FIELDS: EntityFields = {
  id: { type: 'string' },
  contractNo: { type: 'string' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  name: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  contractType: { type: 'string', dict: 'contract_type' },
  signType: { type: 'string', dict: 'contract_sign_type' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  probationMonths: { type: 'number' },
  signDate: { type: 'date' },
  status: { type: 'string', dict: 'contract_status' },
  daysToExpire: { type: 'number' },
  terminateDate: { type: 'date' },
  terminateReason: { type: 'string' },
  previousId: { type: 'string' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};
const CONTRACT_OPTIONS: ListOptions = { defaultSort: { column: 'endDate', order: 'asc' } };

/** 生效中 past its end date reads as 已到期. */
const contractStatus = (c: ContractRow, day: string): ContractRow['status'] => (c.status === '1' && c.endDate < day ? '2' : c.status);

type ContractView = ContractRow & { workNo: string; name: string; departId: string | null; projectId: string | null; daysToExpire: number | null };

function contractRows(store: Store, ctx: HandlerContext): ContractView[] {
  const day = today(ctx);
  const employees = new Map(store.data.employees.filter((e) => e.delFlag === 0).map((e) => [e.id, e]));
  return store.data.hrContracts.flatMap((c) => {
    const e = employees.get(c.employeeId);
    if (!e) return [];
    const status = contractStatus(c, day);
    return [{ ...c, status, workNo: e.workNo, name: e.name, departId: e.departId, projectId: e.projectId, daysToExpire: status === '1' ? daysBetween(day, c.endDate) : null }];
  });
}

/** The next contract number: HT + the year + the next sequence of all numbers issued. */
function nextContractNo(store: Store, year: string): string {
  const sequence = store.data.hrContracts.reduce((max, c) => (/^HT\d{9,}$/.test(c.contractNo) ? Math.max(max, Number(c.contractNo.slice(6))) : max), 0);
  for (let n = sequence + 1; ; n++) {
    const no = `HT${year}${String(n).padStart(5, '0')}`;
    if (!store.data.hrContracts.some((c) => c.contractNo === no)) return no;
  }
}

function signContract(store: Store, ctx: HandlerContext, values: Omit<ContractRow, 'id' | 'contractNo' | keyof ContractAudit> & { contractNo?: string | null }, by: string | null): ContractRow {
  const contract: ContractRow = {
    ...values,
    id: randomId(),
    contractNo: values.contractNo || nextContractNo(store, values.signDate.slice(0, 4)),
    createBy: by,
    createTime: stamp(ctx),
    updateBy: null,
    updateTime: null,
  };
  store.data.hrContracts.unshift(contract);
  const employee = store.data.employees.find((e) => e.id === contract.employeeId);
  if (employee && (!employee.contractEndDate || employee.contractEndDate < contract.endDate)) employee.contractEndDate = contract.endDate;
  return contract;
}

type ContractAudit = Pick<ContractRow, 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

/** The latest contract end of an employee (their contractEndDate), or null without contracts. */
function latestContractEnd(store: Store, employeeId: string): string | null {
  return store.data.hrContracts.filter((c) => c.employeeId === employeeId && c.status !== '3').reduce<string | null>((max, c) => (max === null || c.endDate > max ? c.endDate : max), null);
}

export const misEmployeeGetEmpContract: Handler<'misEmployeeGetEmpContract'> = ({ query }, ctx) =>
  pageOf(ctx.store, contractRows(ctx.store, ctx), query, CONTRACT_FIELDS, CONTRACT_OPTIONS) as never;

type ContractForm = BodyOf<'misEmployeeAddEmpContract'>;

function contractProblem(store: Store, form: ContractForm, editing: ContractRow | null): string | null {
  if (form.endDate <= form.startDate) return '合同结束日期必须晚于开始日期';
  if (form.contractNo && store.data.hrContracts.some((c) => c.contractNo === form.contractNo && c.id !== editing?.id)) return '合同编号已存在';
  return null;
}

export const misEmployeeAddEmpContract: Handler<'misEmployeeAddEmpContract'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const employee = activeEmployee(store, body.employeeId);
  if (!employee) return fail(NO_EMPLOYEE);
  if (employee.status === '3') return fail('该员工已离职，不能签订合同');
  const problem = contractProblem(store, body, null);
  if (problem) return fail(problem);
  const day = today(ctx);
  const running = store.data.hrContracts.find((c) => c.employeeId === employee.id && contractStatus(c, day) === '1' && c.endDate >= body.startDate);
  if (running) return fail(`该员工已有生效中的合同（合同编号 ${running.contractNo}），请办理续签`);
  signContract(
    store,
    ctx,
    {
      contractNo: body.contractNo,
      employeeId: employee.id,
      contractType: body.contractType,
      signType: '1',
      startDate: body.startDate,
      endDate: body.endDate,
      probationMonths: body.probationMonths ?? null,
      signDate: body.signDate || day,
      status: '1',
      terminateDate: null,
      terminateReason: null,
      previousId: null,
      remark: body.remark ?? null,
    },
    userOf(session),
  );
  return say(ADDED);
};

export const misEmployeeEditEmpContract: Handler<'misEmployeeEditEmpContract'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const contract = body.id ? store.data.hrContracts.find((c) => c.id === body.id) : undefined;
  if (!contract) return fail(body.id ? NOT_FOUND : NO_ID);
  if (contractStatus(contract, today(ctx)) !== '1') return fail('只有生效中的合同可以修改');
  const problem = contractProblem(store, body, contract);
  if (problem) return fail(problem);
  Object.assign(contract, {
    contractNo: body.contractNo || contract.contractNo,
    contractType: body.contractType,
    startDate: body.startDate,
    endDate: body.endDate,
    ...(body.signDate ? { signDate: body.signDate } : {}),
    ...(body.probationMonths !== undefined ? { probationMonths: body.probationMonths } : {}),
    ...(body.remark !== undefined ? { remark: body.remark } : {}),
    updateBy: userOf(session),
    updateTime: stamp(ctx),
  });
  const employee = store.data.employees.find((e) => e.id === contract.employeeId);
  if (employee) employee.contractEndDate = latestContractEnd(store, employee.id);
  return say(EDITED);
};

export const misEmployeeDeleteEmpContract: Handler<'misEmployeeDeleteEmpContract'> = ({ query }, { store }) => {
  const contract = store.data.hrContracts.find((c) => c.id === query.id);
  if (!contract) return fail(NOT_FOUND);
  if (contract.status === '4') return fail('已续签的合同不能删除');
  store.data.hrContracts = store.data.hrContracts.filter((c) => c.id !== contract.id);
  // Deleting a renewal by mistake puts the contract it renewed back in force.
  const previous = store.data.hrContracts.find((c) => c.id === contract.previousId);
  if (previous?.status === '4') previous.status = '1';
  const employee = store.data.employees.find((e) => e.id === contract.employeeId);
  if (employee) employee.contractEndDate = latestContractEnd(store, employee.id);
  return say(DELETED);
};

export const misEmployeeQueryEmpContractById: Handler<'misEmployeeQueryEmpContractById'> = ({ query }, ctx) => {
  const contract = contractRows(ctx.store, ctx).find((c) => c.id === query.id);
  return contract ? ok(withText(ctx.store, contract, CONTRACT_FIELDS)) : fail(NOT_FOUND);
};

export const misEmployeeRenewEmpContract: Handler<'misEmployeeRenewEmpContract'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const contract = store.data.hrContracts.find((c) => c.id === body.id);
  if (!contract) return fail(NOT_FOUND);
  const status = contractStatus(contract, today(ctx));
  if (status === '4') return fail('该合同已续签，请勿重复操作');
  if (status === '3') return fail('已终止的合同不能续签');
  const employee = activeEmployee(store, contract.employeeId);
  if (!employee || employee.status === '3') return fail('该员工已离职，不能续签');
  const startDate = body.startDate || plusDays(contract.endDate, 1);
  if (body.endDate <= startDate) return fail('合同结束日期必须晚于开始日期');
  Object.assign(contract, { status: '4', updateBy: userOf(session), updateTime: stamp(ctx) });
  signContract(
    store,
    ctx,
    {
      employeeId: employee.id,
      contractType: body.contractType ?? contract.contractType,
      signType: '2',
      startDate,
      endDate: body.endDate,
      probationMonths: null,
      signDate: today(ctx),
      status: '1',
      terminateDate: null,
      terminateReason: null,
      previousId: contract.id,
      remark: body.remark ?? null,
    },
    userOf(session),
  );
  return say('续签成功！');
};

const CONTRACT_COLUMNS: ExcelColumn[] = [
  { header: '合同编号', key: 'contractNo', width: 16 },
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 14 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  { header: '合同类型', key: 'contractType_dictText', width: 10 },
  { header: '签订类型', key: 'signType_dictText', width: 8 },
  { header: '开始日期', key: 'startDate', width: 12 },
  { header: '结束日期', key: 'endDate', width: 12 },
  { header: '签订日期', key: 'signDate', width: 12 },
  { header: '合同状态', key: 'status_dictText', width: 8 },
  { header: '距到期天数', key: 'daysToExpire', width: 10 },
  { header: '终止日期', key: 'terminateDate', width: 12 },
  { header: '终止原因', key: 'terminateReason', width: 24 },
  { header: '备注', key: 'remark', width: 20 },
];

export const misEmployeeExportEmpContractXls: Handler<'misEmployeeExportEmpContractXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, contractRows(ctx.store, ctx), query, { title: '员工合同', columns: CONTRACT_COLUMNS, fields: CONTRACT_FIELDS, options: CONTRACT_OPTIONS }, session, ctx);

// ------------------------------------------------------------------------------------------------ enrolment

const ENROLLMENT_FIELDS: EntityFields = {
  id: { type: 'string' },
  name: { type: 'string' },
  sex: { type: 'string', dict: 'sex' },
  idCard: { type: 'string' },
  birthday: { type: 'date' },
  mobile: { type: 'string' },
  email: { type: 'string' },
  education: { type: 'string', dict: 'education' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  post: { type: 'string' },
  type: { type: 'string', dict: 'employee_type' },
  planEntryDate: { type: 'date' },
  entryDate: { type: 'date' },
  probationMonths: { type: 'number' },
  contractType: { type: 'string', dict: 'contract_type' },
  contractYears: { type: 'number' },
  salary: { type: 'number' },
  materials: { type: 'string', dict: 'entry_material' },
  candidateId: { type: 'string' },
  employeeId: { type: 'string' },
  status: { type: 'string', dict: 'enrollment_status' },
  opinion: { type: 'string' },
  approveBy: { type: 'string' },
  approveTime: { type: 'datetime' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};
const LATEST_FIRST: ListOptions = { defaultSort: { column: 'createTime', order: 'desc' } };

/** Whether a person (by ID card) can be taken on: not working here now, no other enrolment waiting. */
function joinProblem(store: Store, idCard: string, exceptEnrollment: string | null): string | null {
  if (store.data.employees.some((e) => e.delFlag === 0 && e.status !== '3' && sameIdCard(e.idCard, idCard))) return '该人员已在职，不能重复办理入职';
  if (store.data.hrEnrollments.some((r) => r.status === '0' && r.id !== exceptEnrollment && sameIdCard(r.idCard, idCard))) return '该身份证号已有待入职记录';
  return null;
}

type EnrollmentForm = BodyOf<'hrmRelationEnrollmentAdd'>;

function enrollmentProblem(store: Store, form: EnrollmentForm, editing: EnrollmentRow | null): string | null {
  return (
    idCardProblem(form.idCard, form.sex) ??
    joinProblem(store, form.idCard, editing?.id ?? null) ??
    (form.email && !EMAIL.test(form.email) ? '邮箱格式不正确' : null) ??
    departProblem(store, form.departId, form.projectId)
  );
}

const contractYearsFor = (contractType: string) => (contractType === '3' ? 1 : contractType === '2' ? 2 : 3);

function enrollmentValues(form: EnrollmentForm) {
  return {
    name: form.name,
    sex: form.sex,
    idCard: form.idCard.toUpperCase(),
    birthday: form.birthday || idCardBirthday(form.idCard),
    mobile: form.mobile,
    email: form.email ?? null,
    education: form.education ?? null,
    departId: form.departId,
    projectId: form.projectId ?? null,
    post: form.post ?? null,
    type: form.type,
    planEntryDate: form.planEntryDate,
    probationMonths: form.probationMonths ?? (form.contractType === '3' ? 0 : 3),
    contractType: form.contractType,
    contractYears: form.contractYears ?? contractYearsFor(form.contractType),
    salary: form.salary ?? null,
    materials: form.materials || null,
    remark: form.remark ?? null,
  };
}

export const hrmRelationEnrollmentList: Handler<'hrmRelationEnrollmentList'> = ({ query }, { store }) =>
  pageOf(store, store.data.hrEnrollments, query, ENROLLMENT_FIELDS, LATEST_FIRST) as never;

export const hrmRelationEnrollmentAdd: Handler<'hrmRelationEnrollmentAdd'> = ({ body, session }, ctx) => {
  const problem = enrollmentProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  ctx.store.data.hrEnrollments.unshift({
    ...enrollmentValues(body),
    id: randomId(),
    entryDate: null,
    candidateId: null,
    employeeId: null,
    status: '0',
    opinion: null,
    approveBy: null,
    approveTime: null,
    createBy: userOf(session),
    createTime: stamp(ctx),
    updateBy: null,
    updateTime: null,
  });
  return say(ADDED);
};

export const hrmRelationEnrollmentEdit: Handler<'hrmRelationEnrollmentEdit'> = ({ body, session }, ctx) => {
  const row = body.id ? ctx.store.data.hrEnrollments.find((r) => r.id === body.id) : undefined;
  if (!row) return fail(body.id ? NOT_FOUND : NO_ID);
  if (row.status !== '0') return fail('只有待入职的记录可以修改');
  const problem = enrollmentProblem(ctx.store, body, row);
  if (problem) return fail(problem);
  Object.assign(row, enrollmentValues(body), { updateBy: userOf(session), updateTime: stamp(ctx) });
  return say(EDITED);
};

function deleteEnrollments(store: Store, ids: string[]): string | null {
  const targets = store.data.hrEnrollments.filter((r) => ids.includes(r.id));
  if (targets.length === 0) return NOT_FOUND;
  if (targets.some((r) => r.status === '1')) return '已入职的记录不能删除';
  const gone = new Set(targets.map((r) => r.id));
  store.data.hrEnrollments = store.data.hrEnrollments.filter((r) => !gone.has(r.id));
  for (const candidate of store.data.hrCandidates) if (candidate.enrollmentId && gone.has(candidate.enrollmentId)) candidate.enrollmentId = null;
  return null;
}

export const hrmRelationEnrollmentDelete: Handler<'hrmRelationEnrollmentDelete'> = ({ query }, { store }) => {
  const problem = deleteEnrollments(store, [query.id]);
  return problem ? fail(problem) : say(DELETED);
};

export const hrmRelationEnrollmentDeleteBatch: Handler<'hrmRelationEnrollmentDeleteBatch'> = ({ query }, { store }) => {
  const problem = deleteEnrollments(store, idList(query.ids));
  return problem ? fail(problem) : say(BATCH_DELETED);
};

export const hrmRelationEnrollmentQueryById: Handler<'hrmRelationEnrollmentQueryById'> = ({ query }, { store }) => {
  const row = store.data.hrEnrollments.find((r) => r.id === query.id);
  return row ? ok(withText(store, row, ENROLLMENT_FIELDS)) : fail(NOT_FOUND);
};

/** Puts the enrolled person on the roster (a former employee is re-employed on their own record). */
function onboard(store: Store, ctx: HandlerContext, row: EnrollmentRow, entryDate: string, by: string | null): EmployeeRow {
  const former = store.data.employees.find((e) => e.delFlag === 0 && e.status === '3' && sameIdCard(e.idCard, row.idCard));
  const status = row.probationMonths === 0 ? '2' : '1';
  let employee: EmployeeRow;
  if (former) {
    const before = { departId: former.departId, projectId: former.projectId, post: former.post };
    Object.assign(former, {
      name: row.name,
      mobile: row.mobile,
      email: row.email ?? former.email,
      education: row.education ?? former.education,
      departId: row.departId,
      projectId: row.projectId,
      post: row.post,
      type: row.type,
      status,
      entryDate,
      probationMonths: row.probationMonths,
      regularDate: status === '2' ? entryDate : null,
      leaveDate: null,
      updateBy: by,
      updateTime: stamp(ctx),
    });
    employee = former;
    addChange(store, ctx, by, {
      employeeId: employee.id,
      changeType: '5',
      changeDate: entryDate,
      beforeDepartId: before.departId,
      afterDepartId: employee.departId,
      beforeProjectId: before.projectId,
      afterProjectId: employee.projectId,
      beforePost: before.post,
      afterPost: employee.post,
      reason: '离职员工再次入职',
    });
  } else {
    employee = createEmployee(
      store,
      ctx,
      {
        name: row.name,
        sex: row.sex,
        idCard: row.idCard ?? '',
        birthday: row.birthday,
        mobile: row.mobile,
        email: row.email,
        education: row.education as EmployeeForm['education'],
        departId: row.departId,
        projectId: row.projectId,
        post: row.post,
        type: row.type,
        status,
        entryDate,
        probationMonths: row.probationMonths,
      },
      by,
    );
  }
  signContract(
    store,
    ctx,
    {
      employeeId: employee.id,
      contractType: row.contractType,
      signType: '1',
      startDate: entryDate,
      endDate: contractEnd(entryDate, row.contractYears),
      probationMonths: row.probationMonths,
      signDate: entryDate,
      status: '1',
      terminateDate: null,
      terminateReason: null,
      previousId: null,
      remark: null,
    },
    by,
  );
  return employee;
}

export const hrmRelationEnrollmentApprove: Handler<'hrmRelationEnrollmentApprove'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const reviewed = review(store.data.hrEnrollments, body, session, ctx, { handled: '该入职单已处理，请勿重复操作', rejected: '已放弃入职' });
  if (!('decision' in reviewed)) return reviewed;
  const { row, decision, by } = reviewed;
  if (!row.idCard) return fail('请先补全身份证号');
  const problem = joinProblem(store, row.idCard, row.id);
  if (problem) return fail(problem);
  if (store.data.employees.some((e) => e.delFlag === 1 && sameIdCard(e.idCard, row.idCard))) return fail('该人员在花名册回收站中，请先从回收站还原');
  const entryDate = body.date || row.planEntryDate;
  const employee = onboard(store, ctx, row, entryDate, by);
  Object.assign(row, { ...decision, status: '1', entryDate, employeeId: employee.id });
  return say('办理入职成功！');
};

const ENROLLMENT_COLUMNS: ExcelColumn[] = [
  { header: '姓名', key: 'name', width: 10 },
  { header: '性别', key: 'sex_dictText', width: 6 },
  { header: '身份证号', key: 'idCard', width: 22 },
  { header: '手机号', key: 'mobile', width: 14 },
  { header: '学历', key: 'education_dictText', width: 10 },
  { header: '入职部门', key: 'departId_dictText', width: 14 },
  { header: '入职项目', key: 'projectId_dictText', width: 22 },
  { header: '岗位', key: 'post', width: 12 },
  { header: '用工类型', key: 'type_dictText', width: 10 },
  { header: '预计入职日期', key: 'planEntryDate', width: 12 },
  { header: '实际入职日期', key: 'entryDate', width: 12 },
  { header: '合同类型', key: 'contractType_dictText', width: 10 },
  { header: '合同期限(年)', key: 'contractYears', width: 10 },
  { header: '约定月薪', key: 'salary', width: 10 },
  { header: '已交材料', key: 'materials_dictText', width: 40 },
  { header: '入职状态', key: 'status_dictText', width: 10 },
  { header: '审批意见', key: 'opinion', width: 24 },
];

export const hrmRelationEnrollmentExportXls: Handler<'hrmRelationEnrollmentExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, ctx.store.data.hrEnrollments, query, { title: '入职管理', columns: ENROLLMENT_COLUMNS, fields: ENROLLMENT_FIELDS, options: LATEST_FIRST }, session, ctx);

export const hrmEnrollmentDetail: Handler<'hrmEnrollmentDetail'> = ({ query }, ctx) => {
  const { store } = ctx;
  const row = store.data.hrEnrollments.find((r) => r.id === query.id);
  if (!row) return fail(NOT_FOUND);
  const handedIn = idList(row.materials);
  const candidate = store.data.hrCandidates.find((c) => c.id === row.candidateId);
  const employee = row.employeeId ? activeEmployee(store, row.employeeId) : undefined;
  return ok({
    enrollment: withText(store, row, ENROLLMENT_FIELDS),
    materials: store.dictItems('entry_material').map((item) => ({ value: item.value, text: item.text, submitted: handedIn.includes(item.value) })),
    candidate: candidate ? withText(store, candidate, CANDIDATE_FIELDS) : null,
    employee: employee ? withText(store, employeeView(employee, today(ctx)), EMPLOYEE_FIELDS) : null,
  });
};

// ------------------------------------------------------------------------------------------------ resignation

const APPLICANT_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  name: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  post: { type: 'string' },
  entryDate: { type: 'date' },
  applyDate: { type: 'date' },
  opinion: { type: 'string' },
  approveBy: { type: 'string' },
  approveTime: { type: 'datetime' },
  ...AUDIT_FIELDS,
};
const DIMISSION_FIELDS: EntityFields = {
  ...APPLICANT_FIELDS,
  dimissionType: { type: 'string', dict: 'dimission_type' },
  leaveDate: { type: 'date' },
  reason: { type: 'string' },
  handoverTo: { type: 'string' },
  handoverContent: { type: 'string' },
  status: { type: 'string', dict: 'dimission_status' },
};

/** Application rows show the employee as they are now (the copy taken when applying, once they are gone). */
function applicantRows<T extends ApplicantCopy>(store: Store, rows: T[]): T[] {
  const employees = new Map(store.data.employees.map((e) => [e.id, e]));
  return rows.map((row) => {
    const e = employees.get(row.employeeId);
    return e ? { ...row, workNo: e.workNo, name: e.name, departId: e.departId, projectId: e.projectId, post: e.post, entryDate: e.entryDate } : row;
  });
}

const applicantCopy = (e: EmployeeRow): ApplicantCopy => ({ employeeId: e.id, workNo: e.workNo, name: e.name, departId: e.departId, projectId: e.projectId, post: e.post, entryDate: e.entryDate });

type DimissionForm = BodyOf<'hrmRelationDimissionAdd'>;

function dimissionProblem(store: Store, form: DimissionForm, editing: string | null): string | null {
  const employee = activeEmployee(store, form.employeeId);
  if (!employee) return NO_EMPLOYEE;
  if (employee.status === '3') return '该员工已离职';
  if (store.data.hrDimissions.some((r) => r.employeeId === employee.id && r.status === '0' && r.id !== editing)) return '该员工已有待审批的离职申请';
  if (form.leaveDate < employee.entryDate) return '最后工作日不能早于入职日期';
  return null;
}

export const hrmRelationDimissionList: Handler<'hrmRelationDimissionList'> = ({ query }, { store }) =>
  pageOf(store, applicantRows(store, store.data.hrDimissions), query, DIMISSION_FIELDS, LATEST_FIRST) as never;

export const hrmRelationDimissionAdd: Handler<'hrmRelationDimissionAdd'> = ({ body, session }, ctx) => {
  const problem = dimissionProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  const employee = activeEmployee(ctx.store, body.employeeId) as EmployeeRow;
  ctx.store.data.hrDimissions.unshift({
    ...applicantCopy(employee),
    id: randomId(),
    dimissionType: body.dimissionType,
    applyDate: body.applyDate || today(ctx),
    leaveDate: body.leaveDate,
    reason: body.reason,
    handoverTo: body.handoverTo ?? null,
    handoverContent: body.handoverContent ?? null,
    status: '0',
    opinion: null,
    approveBy: null,
    approveTime: null,
    createBy: userOf(session),
    createTime: stamp(ctx),
    updateBy: null,
    updateTime: null,
  });
  return say(ADDED);
};

export const hrmRelationDimissionEdit: Handler<'hrmRelationDimissionEdit'> = ({ body, session }, ctx) => {
  const row = body.id ? ctx.store.data.hrDimissions.find((r) => r.id === body.id) : undefined;
  if (!row) return fail(body.id ? NOT_FOUND : NO_ID);
  if (row.status !== '0') return fail('只有待审批的申请可以修改');
  const problem = dimissionProblem(ctx.store, body, row.id);
  if (problem) return fail(problem);
  Object.assign(row, {
    ...applicantCopy(activeEmployee(ctx.store, body.employeeId) as EmployeeRow),
    dimissionType: body.dimissionType,
    ...(body.applyDate ? { applyDate: body.applyDate } : {}),
    leaveDate: body.leaveDate,
    reason: body.reason,
    ...(body.handoverTo !== undefined ? { handoverTo: body.handoverTo } : {}),
    ...(body.handoverContent !== undefined ? { handoverContent: body.handoverContent } : {}),
    updateBy: userOf(session),
    updateTime: stamp(ctx),
  });
  return say(EDITED);
};

export const hrmRelationDimissionDelete: Handler<'hrmRelationDimissionDelete'> = ({ query }, { store }) => {
  const row = store.data.hrDimissions.find((r) => r.id === query.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status === '1') return fail('已通过的离职申请不能删除');
  store.data.hrDimissions = store.data.hrDimissions.filter((r) => r.id !== row.id);
  return say(DELETED);
};

export const hrmRelationDimissionQueryById: Handler<'hrmRelationDimissionQueryById'> = ({ query }, { store }) => {
  const row = applicantRows(store, store.data.hrDimissions).find((r) => r.id === query.id);
  return row ? ok(withText(store, row, DIMISSION_FIELDS)) : fail(NOT_FOUND);
};

export const hrmRelationDimissionApprove: Handler<'hrmRelationDimissionApprove'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const reviewed = review(store.data.hrDimissions, body, session, ctx, { handled: '该申请已审批，请勿重复操作', rejected: '已驳回' });
  if (!('decision' in reviewed)) return reviewed;
  const { row, decision, by } = reviewed;
  const employee = activeEmployee(store, row.employeeId);
  if (!employee) return fail(NO_EMPLOYEE);
  const leaveDate = body.date || row.leaveDate;
  if (leaveDate < employee.entryDate) return fail('最后工作日不能早于入职日期');
  Object.assign(employee, { status: '3', leaveDate, updateBy: by, updateTime: stamp(ctx) });
  Object.assign(row, { ...decision, status: '1', leaveDate });
  const day = today(ctx);
  for (const contract of store.data.hrContracts) {
    if (contract.employeeId === employee.id && contractStatus(contract, day) === '1') {
      Object.assign(contract, { status: '3', terminateDate: leaveDate, terminateReason: row.reason, updateBy: by, updateTime: stamp(ctx) });
    }
  }
  for (const regular of store.data.hrRegulars) {
    if (regular.employeeId === employee.id && regular.status === '0') Object.assign(regular, { status: '2', opinion: '员工已离职', approveBy: by, approveTime: stamp(ctx) });
  }
  addChange(store, ctx, by, {
    employeeId: employee.id,
    changeType: '4',
    changeDate: leaveDate,
    beforeDepartId: employee.departId,
    afterDepartId: null,
    beforeProjectId: employee.projectId,
    afterProjectId: null,
    beforePost: employee.post,
    afterPost: null,
    reason: row.reason,
  });
  return say('离职审批通过');
};

const DIMISSION_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 14 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  { header: '岗位', key: 'post', width: 12 },
  { header: '入职日期', key: 'entryDate', width: 12 },
  { header: '离职类型', key: 'dimissionType_dictText', width: 14 },
  { header: '申请日期', key: 'applyDate', width: 12 },
  { header: '最后工作日', key: 'leaveDate', width: 12 },
  { header: '离职原因', key: 'reason', width: 30 },
  { header: '工作交接人', key: 'handoverTo', width: 10 },
  { header: '交接内容', key: 'handoverContent', width: 30 },
  { header: '审批状态', key: 'status_dictText', width: 8 },
  { header: '审批意见', key: 'opinion', width: 24 },
];

export const hrmRelationDimissionExportXls: Handler<'hrmRelationDimissionExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, applicantRows(ctx.store, ctx.store.data.hrDimissions), query, { title: '离职管理', columns: DIMISSION_COLUMNS, fields: DIMISSION_FIELDS, options: LATEST_FIRST }, session, ctx);

// ------------------------------------------------------------------------------------------------ regularisation

const REGULAR_FIELDS: EntityFields = {
  ...APPLICANT_FIELDS,
  probationEndDate: { type: 'date' },
  regularDate: { type: 'date' },
  assessScore: { type: 'number' },
  selfEvaluation: { type: 'string' },
  status: { type: 'string', dict: 'regular_status' },
};

type RegularForm = BodyOf<'hrmRelationRegularAdd'>;

function regularProblem(store: Store, form: RegularForm, editing: string | null): string | null {
  const employee = activeEmployee(store, form.employeeId);
  if (!employee) return NO_EMPLOYEE;
  if (employee.status !== '1') return '该员工不在试用期，无需转正';
  if (store.data.hrRegulars.some((r) => r.employeeId === employee.id && r.status === '0' && r.id !== editing)) return '该员工已有待审批的转正申请';
  if (form.regularDate < employee.entryDate) return '转正日期不能早于入职日期';
  return null;
}

const probationEnd = (e: EmployeeRow) => plusDays(plusMonths(e.entryDate, e.probationMonths), -1);

export const hrmRelationRegularList: Handler<'hrmRelationRegularList'> = ({ query }, { store }) =>
  pageOf(store, applicantRows(store, store.data.hrRegulars), query, REGULAR_FIELDS, LATEST_FIRST) as never;

export const hrmRelationRegularAdd: Handler<'hrmRelationRegularAdd'> = ({ body, session }, ctx) => {
  const problem = regularProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  const employee = activeEmployee(ctx.store, body.employeeId) as EmployeeRow;
  ctx.store.data.hrRegulars.unshift({
    ...applicantCopy(employee),
    id: randomId(),
    probationEndDate: probationEnd(employee),
    applyDate: body.applyDate || today(ctx),
    regularDate: body.regularDate,
    assessScore: body.assessScore ?? null,
    selfEvaluation: body.selfEvaluation ?? null,
    status: '0',
    opinion: null,
    approveBy: null,
    approveTime: null,
    createBy: userOf(session),
    createTime: stamp(ctx),
    updateBy: null,
    updateTime: null,
  });
  return say(ADDED);
};

export const hrmRelationRegularEdit: Handler<'hrmRelationRegularEdit'> = ({ body, session }, ctx) => {
  const row = body.id ? ctx.store.data.hrRegulars.find((r) => r.id === body.id) : undefined;
  if (!row) return fail(body.id ? NOT_FOUND : NO_ID);
  if (row.status !== '0') return fail('只有待审批的申请可以修改');
  const problem = regularProblem(ctx.store, body, row.id);
  if (problem) return fail(problem);
  const employee = activeEmployee(ctx.store, body.employeeId) as EmployeeRow;
  Object.assign(row, {
    ...applicantCopy(employee),
    probationEndDate: probationEnd(employee),
    ...(body.applyDate ? { applyDate: body.applyDate } : {}),
    regularDate: body.regularDate,
    ...(body.assessScore !== undefined ? { assessScore: body.assessScore } : {}),
    ...(body.selfEvaluation !== undefined ? { selfEvaluation: body.selfEvaluation } : {}),
    updateBy: userOf(session),
    updateTime: stamp(ctx),
  });
  return say(EDITED);
};

export const hrmRelationRegularDelete: Handler<'hrmRelationRegularDelete'> = ({ query }, { store }) => {
  const row = store.data.hrRegulars.find((r) => r.id === query.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status === '1') return fail('已转正的申请不能删除');
  store.data.hrRegulars = store.data.hrRegulars.filter((r) => r.id !== row.id);
  return say(DELETED);
};

export const hrmRelationRegularQueryById: Handler<'hrmRelationRegularQueryById'> = ({ query }, { store }) => {
  const row = applicantRows(store, store.data.hrRegulars).find((r) => r.id === query.id);
  return row ? ok(withText(store, row, REGULAR_FIELDS)) : fail(NOT_FOUND);
};

export const hrmRelationRegularApprove: Handler<'hrmRelationRegularApprove'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const reviewed = review(store.data.hrRegulars, body, session, ctx, { handled: '该申请已审批，请勿重复操作', rejected: '已驳回' });
  if (!('decision' in reviewed)) return reviewed;
  const { row, decision, by } = reviewed;
  const employee = activeEmployee(store, row.employeeId);
  if (!employee) return fail(NO_EMPLOYEE);
  if (employee.status !== '1') return fail('该员工不在试用期，无需转正');
  const regularDate = body.date || row.regularDate;
  Object.assign(employee, { status: '2', regularDate, updateBy: by, updateTime: stamp(ctx) });
  Object.assign(row, { ...decision, status: '1', regularDate });
  addChange(store, ctx, by, {
    employeeId: employee.id,
    changeType: '2',
    changeDate: regularDate,
    beforeDepartId: null,
    afterDepartId: null,
    beforeProjectId: null,
    afterProjectId: null,
    beforePost: null,
    afterPost: null,
    reason: body.opinion || '试用期考核合格，转为正式员工',
  });
  return say('转正审批通过');
};

const REGULAR_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 14 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  { header: '岗位', key: 'post', width: 12 },
  { header: '入职日期', key: 'entryDate', width: 12 },
  { header: '试用期截止日', key: 'probationEndDate', width: 12 },
  { header: '申请日期', key: 'applyDate', width: 12 },
  { header: '转正日期', key: 'regularDate', width: 12 },
  { header: '考核得分', key: 'assessScore', width: 8 },
  { header: '审批状态', key: 'status_dictText', width: 8 },
  { header: '审批意见', key: 'opinion', width: 24 },
];

export const hrmRelationRegularExportXls: Handler<'hrmRelationRegularExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, applicantRows(ctx.store, ctx.store.data.hrRegulars), query, { title: '转正管理', columns: REGULAR_COLUMNS, fields: REGULAR_FIELDS, options: LATEST_FIRST }, session, ctx);

// ------------------------------------------------------------------------------------------------ roster backups

const BACKUP_FIELDS: EntityFields = {
  id: { type: 'string' },
  backupName: { type: 'string' },
  backupType: { type: 'string', dict: 'roster_backup_type' },
  employeeCount: { type: 'number' },
  activeCount: { type: 'number' },
  remark: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
};

export const misEmployeeBackupList: Handler<'misEmployeeBackupList'> = ({ query }, { store }) =>
  pageOf(
    store,
    store.data.hrBackups.map(({ employees: _snapshot, ...backup }) => backup),
    query,
    BACKUP_FIELDS,
    LATEST_FIRST,
  ) as never;

export const misEmployeeBackupDoBackup: Handler<'misEmployeeBackupDoBackup'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const backupName = body.backupName || `花名册备份${stamp(ctx).replace(/\D/g, '')}`;
  if (store.data.hrBackups.some((b) => b.backupName === backupName)) return fail('备份名称已存在');
  const roster = structuredClone(store.data.employees.filter((e) => e.delFlag === 0));
  store.data.hrBackups.unshift({
    id: randomId(),
    backupName,
    backupType: '1',
    employeeCount: roster.length,
    activeCount: roster.filter((e) => e.status !== '3').length,
    remark: body.remark ?? null,
    createBy: userOf(session),
    createTime: stamp(ctx),
    employees: roster,
  });
  return say(`备份成功！共备份${roster.length}名员工`);
};

export const misEmployeeBackupRestore: Handler<'misEmployeeBackupRestore'> = ({ query, session }, ctx) => {
  const { store } = ctx;
  const backup = store.data.hrBackups.find((b) => b.id === query.id);
  if (!backup) return fail(NOT_FOUND);
  const by = userOf(session);
  const saved = new Map(backup.employees.map((e) => [e.id, e]));
  const restored: EmployeeRow[] = [];
  for (const employee of store.data.employees) {
    const copy = saved.get(employee.id);
    if (copy) {
      restored.push({ ...structuredClone(copy), delFlag: 0, updateBy: by, updateTime: stamp(ctx) });
      saved.delete(employee.id);
    } else {
      restored.push(employee.delFlag === 0 ? { ...employee, delFlag: 1, updateBy: by, updateTime: stamp(ctx) } : employee);
    }
  }
  // People deleted for good since the backup come back too.
  for (const copy of saved.values()) restored.push({ ...structuredClone(copy), delFlag: 0, updateBy: by, updateTime: stamp(ctx) });
  store.data.employees = restored;
  return say(`恢复成功！共恢复${backup.employees.length}名员工`);
};

export const misEmployeeBackupDelete: Handler<'misEmployeeBackupDelete'> = ({ query }, { store }) => {
  if (!store.data.hrBackups.some((b) => b.id === query.id)) return fail(NOT_FOUND);
  store.data.hrBackups = store.data.hrBackups.filter((b) => b.id !== query.id);
  return say(DELETED);
};

export const misEmployeeBackupExportXls: Handler<'misEmployeeBackupExportXls'> = async ({ query, session }, ctx) => {
  const backup = ctx.store.data.hrBackups.find((b) => b.id === query.id);
  if (!backup) return fail(NOT_FOUND);
  const day = (backup.createTime ?? stamp(ctx)).slice(0, 10);
  const rows = backup.employees.map((e) => employeeView(e, day));
  return exportRows(ctx.store, rows, {}, { title: backup.backupName, columns: EMPLOYEE_COLUMNS, fields: EMPLOYEE_FIELDS, options: { defaultSort: { column: 'workNo', order: 'asc' } } }, session, ctx);
};

// ------------------------------------------------------------------------------------------------ candidates

const CANDIDATE_FIELDS: EntityFields = {
  id: { type: 'string' },
  name: { type: 'string' },
  sex: { type: 'string', dict: 'sex' },
  age: { type: 'number' },
  mobile: { type: 'string' },
  email: { type: 'string' },
  education: { type: 'string', dict: 'education' },
  school: { type: 'string' },
  major: { type: 'string' },
  workYears: { type: 'number' },
  applyPost: { type: 'string' },
  projectId: { type: 'string', dict: DEPART_DICT },
  channel: { type: 'string', dict: 'candidate_channel' },
  stage: { type: 'string', dict: 'candidate_stage' },
  status: { type: 'string', dict: 'candidate_status' },
  expectedSalary: { type: 'number' },
  interviewer: { type: 'string' },
  interviewTime: { type: 'datetime' },
  hireDate: { type: 'date' },
  eliminateReason: { type: 'string' },
  eliminateTime: { type: 'datetime' },
  enrollmentId: { type: 'string' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};

type CandidateForm = BodyOf<'rpmCandidateAdd'>;

function candidateProblem(store: Store, form: CandidateForm, editing: string | null): string | null {
  if (store.data.hrCandidates.some((c) => c.status === '1' && c.mobile === form.mobile && c.id !== editing)) return '该手机号已在处理中的候选人中';
  if (form.email && !EMAIL.test(form.email)) return '邮箱格式不正确';
  if (form.projectId && !isProject(store, form.projectId)) return '应聘项目不存在';
  return null;
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
  remark: form.remark ?? null,
});

function createCandidate(store: Store, ctx: HandlerContext, form: CandidateForm, by: string | null): CandidateRow {
  const candidate: CandidateRow = {
    ...candidateValues(form),
    id: randomId(),
    stage: form.stage ?? '1',
    status: '1',
    hireDate: null,
    eliminateReason: null,
    eliminateTime: null,
    enrollmentId: null,
    createBy: by,
    createTime: stamp(ctx),
    updateBy: null,
    updateTime: null,
  };
  store.data.hrCandidates.unshift(candidate);
  return candidate;
}

export const rpmCandidateList: Handler<'rpmCandidateList'> = ({ query }, { store }) => pageOf(store, store.data.hrCandidates, query, CANDIDATE_FIELDS, LATEST_FIRST) as never;

export const rpmCandidateAdd: Handler<'rpmCandidateAdd'> = ({ body, session }, ctx) => {
  const problem = candidateProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  createCandidate(ctx.store, ctx, body, userOf(session));
  return say(ADDED);
};

export const rpmCandidateEdit: Handler<'rpmCandidateEdit'> = ({ body, session }, ctx) => {
  const candidate = body.id ? ctx.store.data.hrCandidates.find((c) => c.id === body.id) : undefined;
  if (!candidate) return fail(body.id ? NOT_FOUND : NO_ID);
  if (candidate.status !== '1') return fail('只有处理中的候选人可以修改');
  const problem = candidateProblem(ctx.store, body, candidate.id);
  if (problem) return fail(problem);
  Object.assign(candidate, candidateValues(body), body.stage ? { stage: body.stage } : {}, { updateBy: userOf(session), updateTime: stamp(ctx) });
  return say(EDITED);
};

function deleteCandidates(store: Store, ids: string[]): string | null {
  const targets = store.data.hrCandidates.filter((c) => ids.includes(c.id));
  if (targets.length === 0) return NOT_FOUND;
  if (targets.some((c) => c.status === '2')) return '已录用的候选人不能删除';
  const gone = new Set(targets.map((c) => c.id));
  store.data.hrCandidates = store.data.hrCandidates.filter((c) => !gone.has(c.id));
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
  const candidate = store.data.hrCandidates.find((c) => c.id === query.id);
  return candidate ? ok(withText(store, candidate, CANDIDATE_FIELDS)) : fail(NOT_FOUND);
};

export const rpmCandidateHire: Handler<'rpmCandidateHire'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const candidate = store.data.hrCandidates.find((c) => c.id === body.id);
  if (!candidate) return fail(NOT_FOUND);
  if (candidate.status !== '1') return fail('只有处理中的候选人可以录用');
  const problem = idCardProblem(body.idCard, candidate.sex) ?? joinProblem(store, body.idCard, null);
  if (problem) return fail(problem);
  const projectId = body.projectId ?? candidate.projectId;
  const departId = body.departId ?? store.data.departs.find((d) => d.id === projectId)?.parentId ?? null;
  if (!departId) return fail('请选择入职部门');
  const placement = departProblem(store, departId, projectId);
  if (placement) return fail(placement);
  const by = userOf(session);
  const contractType = body.contractType ?? '2';
  const enrollment: EnrollmentRow = {
    id: randomId(),
    name: candidate.name,
    sex: candidate.sex,
    idCard: body.idCard.toUpperCase(),
    birthday: idCardBirthday(body.idCard),
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
    materials: null,
    candidateId: candidate.id,
    employeeId: null,
    status: '0',
    opinion: null,
    approveBy: null,
    approveTime: null,
    remark: `由候选人录用生成（${candidate.applyPost}）`,
    createBy: by,
    createTime: stamp(ctx),
    updateBy: null,
    updateTime: null,
  };
  store.data.hrEnrollments.unshift(enrollment);
  Object.assign(candidate, { status: '2', stage: '4', hireDate: today(ctx), enrollmentId: enrollment.id, updateBy: by, updateTime: stamp(ctx) });
  return say('录用成功，已生成入职单！');
};

export const rpmCandidateEliminate: Handler<'rpmCandidateEliminate'> = ({ body, session }, ctx) => {
  const ids = idList(body.ids);
  const targets = ctx.store.data.hrCandidates.filter((c) => ids.includes(c.id));
  if (targets.length === 0) return fail(NOT_FOUND);
  if (targets.some((c) => c.status === '2')) return fail('已录用的候选人不能淘汰');
  const eliminated = targets.find((c) => c.status === '3');
  if (eliminated) return fail(`该候选人已被淘汰：${eliminated.name}`);
  for (const candidate of targets) Object.assign(candidate, { status: '3', eliminateReason: body.reason, eliminateTime: stamp(ctx), updateBy: userOf(session), updateTime: stamp(ctx) });
  return say(`已淘汰${targets.length}名候选人`);
};

export const rpmCandidateRecover: Handler<'rpmCandidateRecover'> = ({ query, session }, ctx) => {
  const candidate = ctx.store.data.hrCandidates.find((c) => c.id === query.id);
  if (!candidate) return fail(NOT_FOUND);
  if (candidate.status !== '3') return fail('只有已淘汰的候选人可以恢复');
  Object.assign(candidate, { status: '1', eliminateReason: null, eliminateTime: null, updateBy: userOf(session), updateTime: stamp(ctx) });
  return say('恢复成功！');
};

const CANDIDATE_IMPORT_COLUMNS: ExcelColumn[] = [
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
  exportRows(ctx.store, ctx.store.data.hrCandidates, query, { title: '候选人', columns: CANDIDATE_COLUMNS, fields: CANDIDATE_FIELDS, options: LATEST_FIRST }, session, ctx);

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

export const rpmCandidateImportExcel: Handler<'rpmCandidateImportExcel'> = async ({ uploads, session }, ctx) => {
  const rows = await uploadedRows(uploads, CANDIDATE_IMPORT_COLUMNS);
  if (!Array.isArray(rows)) return rows;
  const problems: RowProblem[] = [];
  let imported = 0;
  rows.forEach((row, index) => {
    const form = candidateFormOf(ctx.store, row);
    const problem = typeof form === 'string' ? form : candidateProblem(ctx.store, form, null);
    if (problem || typeof form === 'string') {
      problems.push({ row: index + 1, values: row, reason: problem ?? '' });
      return;
    }
    createCandidate(ctx.store, ctx, form, userOf(session));
    imported++;
  });
  return importAnswer({ total: rows.length, imported, problems, columns: CANDIDATE_IMPORT_COLUMNS, title: '简历导入错误', uploadDir: ctx.uploadDir, now: ctx.now() });
};

