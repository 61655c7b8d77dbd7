// 预算: business departments' monthly budgets (revenue, cost, profit = revenue − cost), entered, imported from the
// template and exported; 预算执行 sets them against the settled revenue.
import { exportWorkbook, XLSX_TYPE, type ExcelColumn } from '../../crud/excel.js';
import { idList, NOT_FOUND } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { departs } from '../../entities/departs.js';
import { budgets } from '../../entities/finance.js';
import { users } from '../../entities/users.js';
import { toCents, toYuan } from '../../lib/money.js';
import { budgetExecution } from '../../store/budget-execution.js';
import { businessUnits } from '../../store/table-dict.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { ADDED, BATCH_DELETED, centsProblem, DELETED, EDITED, say, stamp, today } from './shared.js';

type BudgetForm = BodyOf<'misBudgetAdd'>;
type Session = { username: string } | null;

const unitOf = (store: Store, departId: string) => businessUnits(store).find((d) => d.id === departId);

/** Why the budget cannot be saved (the forms and the import), or null. */
function budgetProblem(store: Store, form: BudgetForm, id: string | null): string | null {
  const unit = unitOf(store, form.departId);
  if (!unit) return '只能为业务部门编制预算';
  const decimals = centsProblem([
    ['收入预算', form.revenue],
    ['成本预算', form.cost],
  ]);
  if (decimals) return decimals;
  if (form.directorId && !users.all(store).some((u) => u.id === form.directorId)) return '负责人不存在';
  const same = budgets.all(store).some((b) => b.id !== id && b.budgetYear === form.budgetYear && b.departId === form.departId && b.budgetMonth === form.budgetMonth);
  return same ? `${unit.departName}${form.budgetYear}年${form.budgetMonth}月的预算已存在` : null;
}

const valuesOf = (form: BudgetForm) => ({
  budgetYear: form.budgetYear,
  departId: form.departId,
  budgetMonth: form.budgetMonth,
  revenue: form.revenue,
  cost: form.cost,
  profit: toYuan(toCents(form.revenue) - toCents(form.cost)),
  directorId: form.directorId || null,
  remark: form.remark ?? null,
});

const insertBudget = (ctx: HandlerContext, form: BudgetForm, session: Session) => budgets.insert(ctx.store, valuesOf(form), session, ctx.now());

export const misBudgetList: Handler<'misBudgetList'> = ({ query }, { store }) => budgets.page(store, query);

export const misBudgetQueryById: Handler<'misBudgetQueryById'> = ({ query }, { store }) => {
  const row = budgets.get(store, query.id);
  return row ? ok(budgets.view(store, row)) : fail(NOT_FOUND);
};

export const misBudgetAdd: Handler<'misBudgetAdd'> = ({ body, session }, ctx) => {
  const problem = budgetProblem(ctx.store, body, null);
  if (problem) return fail(problem);
  insertBudget(ctx, body, session);
  return say(ADDED);
};

export const misBudgetEdit: Handler<'misBudgetEdit'> = ({ body, session }, ctx) => {
  const row = budgets.get(ctx.store, body.id);
  if (!row) return fail(NOT_FOUND);
  const problem = budgetProblem(ctx.store, body, row.id);
  if (problem) return fail(problem);
  budgets.update(row, valuesOf(body), session, ctx.now());
  return say(EDITED);
};

export const misBudgetDelete: Handler<'misBudgetDelete'> = ({ query }, { store }) => (budgets.remove(store, [query.id]) ? say(DELETED) : fail(NOT_FOUND));

export const misBudgetDeleteBatch: Handler<'misBudgetDeleteBatch'> = ({ query }, { store }) =>
  budgets.remove(store, idList(query.ids)) ? say(BATCH_DELETED) : fail(NOT_FOUND);

const IMPORT_COLUMNS: ExcelColumn[] = [
  { header: '年度', key: 'budgetYear', width: 8 },
  { header: '业务部门', key: 'departId_dictText', width: 16 },
  { header: '月份', key: 'budgetMonth', width: 6 },
  { header: '收入预算(元)', key: 'revenue', width: 16 },
  { header: '成本预算(元)', key: 'cost', width: 16 },
  { header: '负责人', key: 'directorId_dictText', width: 10 },
  { header: '备注', key: 'remark', width: 24 },
];

export const misBudgetExportXls: Handler<'misBudgetExportXls'> = ({ query, session }, ctx) =>
  budgets.exportFile(ctx.store, query, session, ctx.now(), {
    title: '预算',
    columns: [...IMPORT_COLUMNS.slice(0, 5), { header: '利润预算(元)', key: 'profit', width: 16 }, ...IMPORT_COLUMNS.slice(5)],
  });

export const misBudgetImportTemplate: Handler<'misBudgetImportTemplate'> = async (_input, ctx) => {
  const unit = businessUnits(ctx.store)[0];
  const year = Number(today(ctx).slice(0, 4)) + 1;
  const rows = Array.from({ length: 12 }, (_, index) => ({
    budgetYear: year,
    departId_dictText: unit?.departName ?? '',
    budgetMonth: index + 1,
    revenue: 5_000_000,
    cost: 4_000_000,
    directorId_dictText: '',
    remark: index === 0 ? '示例行：填写后删除不需要的行' : '',
  }));
  const buffer = await exportWorkbook('预算导入模板', IMPORT_COLUMNS, rows, `业务部门填部门名称，负责人填姓名（可空），金额单位为元、最多两位小数  生成时间:${stamp(ctx)}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '预算导入模板.xlsx' } };
};

/** A number cell: blank → null, text that is not a number → the message. */
function numberCell(value: string | undefined, label: string): number | null | string {
  const text = (value ?? '').replaceAll(',', '').trim();
  if (!text) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : `${label}不是数字：${text}`;
}

/** An imported row as the add form would send it, or why it cannot be one. */
function budgetFormOf(store: Store, row: Record<string, string>): BudgetForm | string {
  const year = numberCell(row.budgetYear, '年度');
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 2000 || year > 2100) return `年度不正确：${row.budgetYear ?? ''}`;
  const unitName = (row.departId_dictText ?? '').trim();
  if (!unitName) return '业务部门不能为空';
  const unit = businessUnits(store).find((d) => d.departName === unitName);
  if (!unit) return departs.all(store).some((d) => d.departName === unitName) ? '只能为业务部门编制预算' : `业务部门不存在：${unitName}`;
  const month = numberCell(row.budgetMonth, '月份');
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) return '月份应为1到12';
  const amounts: Record<'revenue' | 'cost', number> = { revenue: 0, cost: 0 };
  for (const [key, label] of [
    ['revenue', '收入预算'],
    ['cost', '成本预算'],
  ] as const) {
    const value = numberCell(row[key], label);
    if (typeof value === 'string') return value;
    if (value === null) return `${label}不能为空`;
    if (value < 0) return `${label}不能为负数`;
    amounts[key] = value;
  }
  const directorName = (row.directorId_dictText ?? '').trim();
  const director = directorName ? users.all(store).find((u) => u.realname === directorName) : undefined;
  if (directorName && !director) return `负责人不存在：${directorName}`;
  return { budgetYear: year, departId: unit.id, budgetMonth: month, ...amounts, directorId: director?.id ?? null, remark: (row.remark ?? '').slice(0, 500) || null };
}

export const misBudgetImportExcel: Handler<'misBudgetImportExcel'> = ({ uploads, session }, ctx) =>
  budgets.importFile(uploads, ctx, {
    columns: IMPORT_COLUMNS,
    errorTitle: '预算导入错误',
    formOf: (row) => budgetFormOf(ctx.store, row),
    problemOf: (form) => budgetProblem(ctx.store, form, null),
    create: (form) => insertBudget(ctx, form, session),
  });

export const misBudgetExecution: Handler<'misBudgetExecution'> = ({ query }, { store }) => {
  if (query.departId && !unitOf(store, query.departId)) return fail('业务部门不存在');
  return ok(budgetExecution(store, query.budgetYear, query.departId || null));
};
