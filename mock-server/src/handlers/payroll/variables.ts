// 薪资导入: the month's variable figures per employee (出勤、加班、绩效、奖金、扣款、专项附加扣除), imported from the
// template's workbook row by row (bad rows reported with their reason, JeecgBoot's 201 partial success), listed and
// corrected one by one until the group's month is locked.
import type { ExcelColumn } from '../../crud/excel.js';
import { exportWorkbook, XLSX_TYPE } from '../../crud/excel.js';
import { pageOf } from '../../crud/rows.js';
import { importRows } from '../../entity/excel-import.js';
import { fail } from '../../envelope.js';
import { employedIn, workingDays } from '../../lib/payroll/batch.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { employees } from '../../entities/employees.js';
import { SALARY_VARIABLE_FIELDS, salaryArchives, salaryGroups, salaryVariables, VARIABLE_OPTIONS } from '../../entities/payroll.js';
import { archiveRows } from './archives.js';
import { DELETED, EDITED, lockedProblem, NO_ID, NOT_FOUND, say, type Session, twoPlaces } from './shared.js';

type VariableForm = BodyOf<'misSalaryVariableEdit'>;

/** The imported rows with the employee and their group (from the archive, '' without one) joined; kept until the next write. */
export function variableRows(store: Store) {
  return store.memo('payroll:variable-rows', () => {
    const roster = new Map(employees.live(store).map((e) => [e.id, e]));
    const groups = new Map(salaryArchives.all(store).map((a) => [a.employeeId, a.groupId]));
    return salaryVariables.all(store).flatMap((v) => {
      const e = roster.get(v.employeeId);
      return e ? [{ ...v, workNo: e.workNo, name: e.name, departId: e.departId, groupId: groups.get(v.employeeId) ?? '' }] : [];
    });
  });
}

/** The figures' own rules: days in halves, attendance within the planned days, amounts to the cent. */
function figuresProblem(form: Omit<VariableForm, 'id'>): string | null {
  if (!Number.isInteger(form.workDays * 2) || !Number.isInteger(form.attendanceDays * 2)) return '出勤天数须以0.5天为单位';
  if (form.attendanceDays > form.workDays) return '实际出勤天数不能大于应出勤天数';
  if (form.overtimeHours !== null && form.overtimeHours !== undefined && !Number.isInteger(form.overtimeHours * 10)) return '加班小时最多一位小数';
  if (![form.performance, form.bonus, form.otherDeduction, form.specialDeduction].every(twoPlaces)) return '金额最多两位小数';
  return null;
}

const figures = (form: Omit<VariableForm, 'id'>) => ({
  workDays: Number(form.workDays),
  attendanceDays: Number(form.attendanceDays),
  overtimeHours: Number(form.overtimeHours ?? 0),
  performance: Number(form.performance ?? 0),
  bonus: Number(form.bonus ?? 0),
  otherDeduction: Number(form.otherDeduction ?? 0),
  specialDeduction: Number(form.specialDeduction ?? 0),
  remark: form.remark ?? null,
});

const groupOf = (store: Store, employeeId: string) => salaryArchives.all(store).find((a) => a.employeeId === employeeId)?.groupId;

export const misSalaryVariableList: Handler<'misSalaryVariableList'> = ({ query }, { store }) => pageOf(store, variableRows(store), query, SALARY_VARIABLE_FIELDS, { ...VARIABLE_OPTIONS, memoAs: 'payroll-variables' });

export const misSalaryVariableEdit: Handler<'misSalaryVariableEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail(NO_ID);
  const row = salaryVariables.get(store, body.id);
  if (!row) return fail(NOT_FOUND);
  const group = groupOf(store, row.employeeId);
  const locked = group ? lockedProblem(store, row.month, group, '不能修改') : null;
  if (locked) return fail(locked);
  const problem = figuresProblem(body);
  if (problem) return fail(problem);
  salaryVariables.update(row, figures(body), session, now());
  return say(EDITED);
};

export const misSalaryVariableDelete: Handler<'misSalaryVariableDelete'> = ({ query }, { store }) => {
  const row = salaryVariables.get(store, query.id);
  if (!row) return fail(NOT_FOUND);
  const group = groupOf(store, row.employeeId);
  const locked = group ? lockedProblem(store, row.month, group, '不能修改') : null;
  if (locked) return fail(locked);
  salaryVariables.remove(store, [row.id]);
  return say(DELETED);
};

export const IMPORT_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '应出勤天数', key: 'workDays', width: 12 },
  { header: '实际出勤天数', key: 'attendanceDays', width: 14 },
  { header: '加班小时', key: 'overtimeHours', width: 10 },
  { header: '绩效工资', key: 'performance', width: 12 },
  { header: '奖金', key: 'bonus', width: 12 },
  { header: '其他扣款', key: 'otherDeduction', width: 12 },
  { header: '专项附加扣除', key: 'specialDeduction', width: 14 },
  { header: '备注', key: 'remark', width: 24 },
];

export const misSalaryVariableImportTemplate: Handler<'misSalaryVariableImportTemplate'> = async ({ query }, { store }) => {
  const month = query.month;
  let rows: Array<Record<string, unknown>> = [];
  if (query.groupId) {
    if (!salaryGroups.get(store, query.groupId)) return fail('薪资组不存在');
    const days = workingDays(month);
    const roster = new Map(employees.live(store).map((e) => [e.id, e]));
    rows = archiveRows(store)
      .filter((a) => {
        const e = roster.get(a.employeeId);
        return a.groupId === query.groupId && e !== undefined && employedIn(month, e.entryDate, e.leaveDate);
      })
      .sort((a, b) => (a.workNo < b.workNo ? -1 : 1))
      .map((a) => ({ workNo: a.workNo, name: a.name, workDays: days }));
  }
  const note = `所属月份：${month}。天数以0.5天为单位，实际出勤不填则为全勤，金额单位元（最多两位小数）；同一员工再次导入会覆盖当月数据。`;
  const buffer = await exportWorkbook('薪资导入模板', IMPORT_COLUMNS, rows, note);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `薪资导入模板_${month}.xlsx` } };
};

interface ImportedRow extends Omit<VariableForm, 'id'> {
  employeeId: string;
  groupId: string;
}

/** A cell read as a number: '' is null, otherwise a finite number ≥ 0 or the problem. */
function amountCell(text: string | undefined, label: string): number | null | string {
  if (!text) return null;
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(value)) return `${label}不是数字：${text}`;
  if (value < 0) return `${label}不能为负数`;
  return value;
}

function importedForm(store: Store, month: string, row: Record<string, string>): ImportedRow | string {
  const workNo = row.workNo ?? '';
  if (!workNo) return '工号不能为空';
  const employee = employees.live(store).find((e) => e.workNo === workNo);
  if (!employee) return `员工不存在：${workNo}`;
  if (row.name && row.name !== employee.name) return `姓名与工号不符：${workNo} 是${employee.name}`;
  const groupId = groupOf(store, employee.id);
  if (!groupId) return `${employee.name}没有薪资档案，请先在薪资档案中加入薪资组`;
  if (!employedIn(month, employee.entryDate, employee.leaveDate)) return `${employee.name}${month}不在职，不能导入`;
  const cells: Record<string, number | null> = {};
  const labels: Record<string, string> = { workDays: '应出勤天数', attendanceDays: '实际出勤天数', overtimeHours: '加班小时', performance: '绩效工资', bonus: '奖金', otherDeduction: '其他扣款', specialDeduction: '专项附加扣除' };
  for (const [key, label] of Object.entries(labels)) {
    const value = amountCell(row[key], label);
    if (typeof value === 'string') return value;
    cells[key] = value;
  }
  const workDays = cells.workDays ?? workingDays(month);
  if (workDays > 31) return '应出勤天数不能超过31天';
  if ((cells.overtimeHours ?? 0) > 300) return '加班小时不能超过300';
  return {
    employeeId: employee.id,
    groupId,
    workDays,
    attendanceDays: cells.attendanceDays ?? workDays,
    overtimeHours: cells.overtimeHours,
    performance: cells.performance,
    bonus: cells.bonus,
    otherDeduction: cells.otherDeduction,
    specialDeduction: cells.specialDeduction,
    remark: (row.remark ?? '').slice(0, 200) || null,
  };
}

function storeFigures(ctx: HandlerContext, month: string, form: ImportedRow, session: Session): void {
  const existing = salaryVariables.all(ctx.store).find((v) => v.month === month && v.employeeId === form.employeeId);
  if (existing) salaryVariables.update(existing, figures(form), session, ctx.now());
  else salaryVariables.insert(ctx.store, { month, employeeId: form.employeeId, ...figures(form) }, session, ctx.now());
}

export const misSalaryVariableImportExcel: Handler<'misSalaryVariableImportExcel'> = async ({ uploads, query, session }, ctx) => {
  const { month } = query;
  if (!month) return fail('请选择所属月份');
  return importRows(uploads, ctx, {
    columns: IMPORT_COLUMNS,
    errorTitle: '薪资导入错误',
    formOf: (row) => importedForm(ctx.store, month, row),
    problemOf: (form) => lockedProblem(ctx.store, month, form.groupId, '不能导入') ?? figuresProblem(form),
    create: (form) => storeFigures(ctx, month, form, session),
  });
};
