// 员工花名册: the roster, its export and import.
import type { ExcelColumn } from '../../crud/excel.js';
import { idList, NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { withDictText } from '../../query/dict-text.js';
import type { EntityFields } from '../../query/field-types.js';
import type { ListOptions } from '../../query/list-query.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { contractRows } from './contracts.js';
import {
  ADDED,
  BAD_ID_CARD,
  BATCH_DELETED,
  DATE,
  DELETED,
  departProblem,
  dictValue,
  EDITED,
  exportRows,
  idCardProblem,
  NO_ID,
  sameIdCard,
  say,
  today,
  withText,
} from './shared.js';
import { importRows } from '../../entity/excel-import.js';
import type { NewRow } from '../../entity/entity.js';
import { EMAIL, MOBILE } from '../../lib/contact-formats.js';
import { ageOn, plusMonths } from '../../lib/days.js';
import { idCardBirthday } from '../../lib/id-card.js';
import type { ChangeRow, EmployeeRow } from '../../store/records/hr.js';
import { departs } from '../../entities/departs.js';
import { EMPLOYEE_FIELDS, employees } from '../../entities/employees.js';
import {
  CERTIFICATE_FIELDS,
  CHANGE_FIELDS,
  EDUCATION_FIELDS,
  FAMILY_FIELDS,
  WORK_FIELDS,
  certificates,
  changes,
  educations,
  families,
  works,
} from '../../entities/hr-archive-sections.js';
import { CONTRACT_FIELDS } from '../../entities/hr-contracts.js';

const ROSTER_OPTIONS: ListOptions = { defaultSort: { column: 'createTime', order: 'desc' } };
export const RECYCLE_OPTIONS: ListOptions = { defaultSort: { column: 'updateTime', order: 'desc' } };

type EmployeeView = EmployeeRow & { age: number | null };

export const employeeView = (e: EmployeeRow, day: string): EmployeeView => ({ ...e, age: ageOn(e.birthday, day) });

/** The rows (the roster's live ones or its recycle bin) as the lists show them, with their age today. */
export function employeeRows(ctx: HandlerContext, rows: EmployeeRow[]): EmployeeView[] {
  const day = today(ctx);
  return rows.map((e) => employeeView(e, day));
}

export type EmployeeForm = BodyOf<'hrmEmployeeAdd'>;

function employeeProblem(store: Store, form: EmployeeForm, editing: EmployeeRow | null): string | null {
  const idProblem = idCardProblem(form.idCard, form.sex);
  if (idProblem) return idProblem;
  const clash = employees.all(store).find((e) => sameIdCard(e.idCard, form.idCard) && e.id !== editing?.id);
  if (clash) return employees.isRecycled(clash) ? '身份证号已存在于花名册回收站，请从回收站还原' : '身份证号已存在';
  if (form.workNo && employees.all(store).some((e) => e.workNo === form.workNo && e.id !== editing?.id)) return '工号已存在';
  if (form.email && !EMAIL.test(form.email)) return '邮箱格式不正确';
  const placement = departProblem(store, form.departId, form.projectId);
  if (placement) return placement;
  if (form.regularDate && form.regularDate < form.entryDate) return '转正日期不能早于入职日期';
  return null;
}

/** The next 工号 for someone joining on `entryDate`: the entry year and the roster's next sequence number. */
function nextWorkNo(store: Store, entryDate: string): string {
  const sequence = employees.all(store).reduce((max, e) => (/^\d{8,}$/.test(e.workNo) ? Math.max(max, Number(e.workNo.slice(4))) : max), 0);
  for (let n = sequence + 1; ; n++) {
    const workNo = `${entryDate.slice(0, 4)}${String(n).padStart(4, '0')}`;
    if (!employees.all(store).some((e) => e.workNo === workNo)) return workNo;
  }
}

type Session = { username: string } | null;

export function addChange(store: Store, ctx: HandlerContext, session: Session, change: NewRow<ChangeRow>): void {
  changes.insert(store, change, session, ctx.now());
}

export function createEmployee(store: Store, ctx: HandlerContext, form: EmployeeForm, session: Session): EmployeeRow {
  const probationMonths = form.probationMonths ?? 3;
  const status = form.status ?? (probationMonths === 0 ? '2' : '1');
  const values: NewRow<EmployeeRow> = {
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
  };
  const employee = employees.insert(store, values, session, ctx.now());
  addChange(store, ctx, session, {
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

// The roster's rows with their ages, and each query's matches, kept until the next write or the next day (10 000
// employees with MOCK_SEED_EMPLOYEES: the ages and the filter and sort were most of a list call).
export const hrmEmployeeList: Handler<'hrmEmployeeList'> = ({ query }, ctx) => {
  const day = today(ctx);
  const rows = ctx.store.memo(`hr-employee:rows:${day}`, () => employeeRows(ctx, employees.live(ctx.store)));
  return pageOf(ctx.store, rows, query, EMPLOYEE_FIELDS, { ...ROSTER_OPTIONS, memoAs: `hr-employee:${day}` });
};

export const hrmEmployeeAdd: Handler<'hrmEmployeeAdd'> = ({ body, session }, ctx) => {
  const problem = employeeProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  createEmployee(ctx.store, ctx, body, session);
  return say(ADDED);
};

export const hrmEmployeeEdit: Handler<'hrmEmployeeEdit'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const employee = employees.get(store, body.id);
  if (!employee) return fail(body.id ? NOT_FOUND : NO_ID);
  const problem = employeeProblem(store, body, employee);
  if (problem) return fail(problem);
  const before = { departId: employee.departId, projectId: employee.projectId, post: employee.post };
  const left = employee.status === '3';
  const status = left ? '3' : (body.status ?? employee.status);
  employees.update(
    employee,
    {
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
    },
    session,
    ctx.now(),
  );
  if (!left && (before.departId !== employee.departId || before.projectId !== employee.projectId || before.post !== employee.post)) {
    addChange(store, ctx, session, {
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

// Deleting from the roster moves to the recycle bin (del_flag 1).
export const hrmEmployeeDelete: Handler<'hrmEmployeeDelete'> = ({ query, session }, ctx) =>
  employees.softDelete(ctx.store, [query.id], session, ctx.now()).length ? say(DELETED) : fail(NOT_FOUND);

export const hrmEmployeeDeleteBatch: Handler<'hrmEmployeeDeleteBatch'> = ({ query, session }, ctx) =>
  employees.softDelete(ctx.store, idList(query.ids), session, ctx.now()).length ? say(BATCH_DELETED) : fail(NOT_FOUND);

export const hrmEmployeeQueryById: Handler<'hrmEmployeeQueryById'> = ({ query }, ctx) => {
  const employee = employees.get(ctx.store, query.id);
  return employee ? ok(withText(ctx.store, employeeView(employee, today(ctx)), EMPLOYEE_FIELDS)) : fail(NOT_FOUND);
};

const byDesc =
  <T>(key: keyof T) =>
  (a: T, b: T) =>
    String(b[key] ?? '').localeCompare(String(a[key] ?? ''));

export const hrmEmployeeDetail: Handler<'hrmEmployeeDetail'> = ({ query }, ctx) => {
  const { store } = ctx;
  const employee = employees.get(store, query.id);
  if (!employee) return fail(NOT_FOUND);
  const mine = <T extends { employeeId: string }>(rows: T[]) => rows.filter((row) => row.employeeId === employee.id);
  const texts = <T extends object>(rows: T[], fields: EntityFields) => withDictText(rows, fields, (dict) => store.dictLookup(dict));
  return ok({
    employee: withText(store, employeeView(employee, today(ctx)), EMPLOYEE_FIELDS),
    educations: texts(mine(educations.all(store)).sort(byDesc('startDate')), EDUCATION_FIELDS),
    works: texts(mine(works.all(store)).sort(byDesc('startDate')), WORK_FIELDS),
    families: texts(mine(families.all(store)), FAMILY_FIELDS),
    certificates: texts(mine(certificates.all(store)).sort(byDesc('issueDate')), CERTIFICATE_FIELDS),
    contracts: texts(contractRows(store, ctx).filter((c) => c.employeeId === employee.id).sort(byDesc('startDate')), CONTRACT_FIELDS),
    changes: texts(mine(changes.all(store)).sort(byDesc('changeDate')), CHANGE_FIELDS),
  });
};

export const EMPLOYEE_COLUMNS: ExcelColumn[] = [
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
  exportRows(ctx.store, employeeRows(ctx, employees.live(ctx.store)), query, { title: '员工花名册', columns: EMPLOYEE_COLUMNS, fields: EMPLOYEE_FIELDS, options: ROSTER_OPTIONS }, session, ctx);

/** A department (by orgCode, or by a name only one department has) and a project (by orgCode or name). */
function resolvePlacement(store: Store, departText: string, projectText: string): { departId: string; projectId: string | null } | string {
  const projects = departs.all(store).filter((d) => d.orgCategory === '4');
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
  const byCode = departs.all(store).find((d) => d.orgCode === departText && d.orgCategory !== '4');
  if (byCode) return { departId: byCode.id, projectId };
  const named = departs.all(store).filter((d) => d.departName === departText && d.orgCategory !== '4');
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

export const hrmEmployeeImportExcel: Handler<'hrmEmployeeImportExcel'> = ({ uploads, session }, ctx) =>
  importRows(uploads, ctx, {
    columns: EMPLOYEE_IMPORT_COLUMNS,
    errorTitle: '员工花名册导入错误',
    formOf: (row) => employeeFormOf(ctx.store, row),
    problemOf: (form) => employeeProblem(ctx.store, form, null),
    create: (form) => createEmployee(ctx.store, ctx, form, session),
  });
