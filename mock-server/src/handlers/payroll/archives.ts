// 薪资档案 (an employee joins a salary group, with their pay and contribution bases) and 社保公积金 (each city's
// bases and rates). An archive names a roster employee; it is listed with the employee joined as the roster shows them.
import type { ExcelColumn } from '../../crud/excel.js';
import { exportWorkbook, XLSX_TYPE } from '../../crud/excel.js';
import { idList, pageOf } from '../../crud/rows.js';
import { queried, withTexts } from '../../entity/list.js';
import { fail } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { employees } from '../../entities/employees.js';
import { ARCHIVE_OPTIONS, SALARY_ARCHIVE_FIELDS, salaryArchives, salaryGroups, SOCIAL_INSURANCE_FIELDS, socialInsurances } from '../../entities/payroll.js';
import { ADDED, DELETED, EDITED, NO_ID, NOT_FOUND, say, twoPlaces } from './shared.js';

type ArchiveForm = BodyOf<'misSalaryArchiveAdd'>;
type PolicyForm = BodyOf<'misSocialInsuranceAdd'>;

/** The archives of roster employees (not in the recycle bin) with the employee joined; kept until the next write. */
export function archiveRows(store: Store) {
  return store.memo('payroll:archive-rows', () => {
    const roster = new Map(employees.live(store).map((e) => [e.id, e]));
    return salaryArchives.all(store).flatMap((a) => {
      const e = roster.get(a.employeeId);
      return e ? [{ ...a, workNo: e.workNo, name: e.name, departId: e.departId, projectId: e.projectId, entryDate: e.entryDate }] : [];
    });
  });
}

function archiveProblem(store: Store, form: ArchiveForm): string | null {
  const group = salaryGroups.get(store, form.groupId);
  if (!group) return '薪资组不存在';
  if (group.status !== '1') return '该薪资组已停用';
  if (!socialInsurances.get(store, form.policyId)) return '社保缴纳地不存在';
  if (![form.baseSalary, form.postAllowance, form.insuranceBase, form.housingBase].every(twoPlaces)) return '金额最多两位小数';
  return null;
}

const archiveValues = (form: ArchiveForm) => ({
  groupId: form.groupId,
  policyId: form.policyId,
  baseSalary: Number(form.baseSalary),
  postAllowance: Number(form.postAllowance ?? 0),
  insuranceBase: Number(form.insuranceBase),
  housingBase: Number(form.housingBase),
  remark: form.remark ?? null,
});

export const misSalaryArchiveList: Handler<'misSalaryArchiveList'> = ({ query }, { store }) => pageOf(store, archiveRows(store), query, SALARY_ARCHIVE_FIELDS, { ...ARCHIVE_OPTIONS, memoAs: 'payroll-archives' });

export const misSalaryArchiveAdd: Handler<'misSalaryArchiveAdd'> = ({ body, session }, { store, now }) => {
  const employee = employees.get(store, body.employeeId);
  if (!employee) return fail('员工不存在');
  if (employee.status === '3') return fail('该员工已离职，不能建立薪资档案');
  const existing = salaryArchives.all(store).find((a) => a.employeeId === body.employeeId);
  if (existing) return fail(`该员工已有薪资档案（${salaryGroups.get(store, existing.groupId)?.name ?? existing.groupId}），请编辑原档案`);
  const problem = archiveProblem(store, body);
  if (problem) return fail(problem);
  salaryArchives.insert(store, { employeeId: body.employeeId, ...archiveValues(body) }, session, now());
  return say(ADDED);
};

export const misSalaryArchiveEdit: Handler<'misSalaryArchiveEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail(NO_ID);
  const row = salaryArchives.get(store, body.id);
  if (!row) return fail(NOT_FOUND);
  if (row.employeeId !== body.employeeId) return fail('不能更改档案所属的员工');
  const problem = archiveProblem(store, body);
  if (problem) return fail(problem);
  salaryArchives.update(row, archiveValues(body), session, now());
  return say(EDITED);
};

export const misSalaryArchiveDelete: Handler<'misSalaryArchiveDelete'> = ({ query }, { store }) => (salaryArchives.remove(store, [query.id]) === 0 ? fail(NOT_FOUND) : say(DELETED));

const ARCHIVE_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 16 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  { header: '入职日期', key: 'entryDate', width: 12 },
  { header: '薪资组', key: 'groupId_dictText', width: 16 },
  { header: '社保缴纳地', key: 'policyId_dictText', width: 10 },
  { header: '基本工资', key: 'baseSalary', width: 12 },
  { header: '岗位津贴', key: 'postAllowance', width: 12 },
  { header: '社保基数', key: 'insuranceBase', width: 12 },
  { header: '公积金基数', key: 'housingBase', width: 12 },
  { header: '备注', key: 'remark', width: 20 },
];

export const misSalaryArchiveExportXls: Handler<'misSalaryArchiveExportXls'> = async ({ query, session }, { store, now }) => {
  const rows = queried(archiveRows(store), query, SALARY_ARCHIVE_FIELDS, ARCHIVE_OPTIONS);
  if ('error' in rows) return fail(rows.error);
  const selections = idList(query.selections);
  const picked = selections.length ? rows.filter((r) => selections.includes(r.id)) : rows;
  const buffer = await exportWorkbook('薪资档案', ARCHIVE_COLUMNS, withTexts(store, picked, SALARY_ARCHIVE_FIELDS), `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now())}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '薪资档案.xlsx' } };
};

// ---------------------------------------------------------------- 社保公积金

function policyRows(store: Store) {
  const members = new Map<string, number>();
  for (const a of salaryArchives.all(store)) members.set(a.policyId, (members.get(a.policyId) ?? 0) + 1);
  return socialInsurances.all(store).map((p) => ({ ...p, memberCount: members.get(p.id) ?? 0 }));
}

function policyProblem(store: Store, form: PolicyForm): string | null {
  if (socialInsurances.all(store).some((p) => p.city === form.city && p.year === form.year && p.id !== form.id)) return `${form.city}${form.year}年的方案已存在`;
  if (Number(form.insuranceBaseMin) > Number(form.insuranceBaseMax)) return '社保基数下限不能高于上限';
  if (Number(form.housingBaseMin) > Number(form.housingBaseMax)) return '公积金基数下限不能高于上限';
  if (Number(form.housingPersonal) < 5 || Number(form.housingPersonal) > 12) return '公积金个人比例须在5%到12%之间';
  if (Number(form.housingCompany) < 5 || Number(form.housingCompany) > 12) return '公积金单位比例须在5%到12%之间';
  if (![form.insuranceBaseMin, form.insuranceBaseMax, form.housingBaseMin, form.housingBaseMax].every(twoPlaces)) return '基数最多两位小数';
  return null;
}

const RATE_KEYS = ['pensionPersonal', 'pensionCompany', 'medicalPersonal', 'medicalCompany', 'unemploymentPersonal', 'unemploymentCompany', 'injuryCompany', 'maternityCompany', 'housingPersonal', 'housingCompany'] as const;

function policyValues(form: PolicyForm) {
  const rates = Object.fromEntries(RATE_KEYS.map((key) => [key, Number(form[key])])) as Record<(typeof RATE_KEYS)[number], number>;
  return {
    city: form.city,
    year: form.year,
    insuranceBaseMin: Number(form.insuranceBaseMin),
    insuranceBaseMax: Number(form.insuranceBaseMax),
    housingBaseMin: Number(form.housingBaseMin),
    housingBaseMax: Number(form.housingBaseMax),
    ...rates,
    remark: form.remark ?? null,
  };
}

export const misSocialInsuranceList: Handler<'misSocialInsuranceList'> = ({ query }, { store }) => pageOf(store, policyRows(store), query, SOCIAL_INSURANCE_FIELDS, { defaultSort: { column: 'city', order: 'asc' } });

export const misSocialInsuranceAdd: Handler<'misSocialInsuranceAdd'> = ({ body, session }, { store, now }) => {
  const problem = policyProblem(store, { ...body, id: undefined });
  if (problem) return fail(problem);
  socialInsurances.insert(store, policyValues(body), session, now());
  return say(ADDED);
};

export const misSocialInsuranceEdit: Handler<'misSocialInsuranceEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail(NO_ID);
  const row = socialInsurances.get(store, body.id);
  if (!row) return fail(NOT_FOUND);
  const problem = policyProblem(store, body);
  if (problem) return fail(problem);
  socialInsurances.update(row, policyValues(body), session, now());
  return say(EDITED);
};

export const misSocialInsuranceDelete: Handler<'misSocialInsuranceDelete'> = ({ query }, { store }) => {
  const row = socialInsurances.get(store, query.id);
  if (!row) return fail(NOT_FOUND);
  const members = salaryArchives.all(store).filter((a) => a.policyId === row.id).length;
  if (members > 0) return fail(`还有${members}名员工在此缴纳社保，请先调整其薪资档案`);
  socialInsurances.remove(store, [row.id]);
  return say(DELETED);
};
