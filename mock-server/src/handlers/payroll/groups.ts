// 薪资组 and their 薪资项目: the groups employees are paid by, each with its items in pay order (earning or
// deduction, taxable or not, how the amount is found).
import { pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { payrollBatches, SALARY_GROUP_FIELDS, SALARY_ITEM_FIELDS, salaryArchives, salaryGroups, salaryItems } from '../../entities/payroll.js';
import { ADDED, DELETED, EDITED, NO_ID, NOT_FOUND, say, twoPlaces } from './shared.js';

type GroupForm = BodyOf<'misSalaryGroupAdd'>;
type ItemForm = BodyOf<'misSalaryItemAdd'>;

function groupRows(store: Store) {
  const members = new Map<string, number>();
  for (const a of salaryArchives.all(store)) members.set(a.groupId, (members.get(a.groupId) ?? 0) + 1);
  const items = new Map<string, number>();
  for (const i of salaryItems.all(store)) items.set(i.groupId, (items.get(i.groupId) ?? 0) + 1);
  return salaryGroups.all(store).map((g) => ({ ...g, memberCount: members.get(g.id) ?? 0, itemCount: items.get(g.id) ?? 0 }));
}

function groupProblem(store: Store, form: GroupForm): string | null {
  const others = salaryGroups.all(store).filter((g) => g.id !== form.id);
  if (others.some((g) => g.code === form.code)) return `薪资组编码已存在：${form.code}`;
  if (others.some((g) => g.name === form.name)) return `薪资组名称已存在：${form.name}`;
  return null;
}

const groupValues = (form: GroupForm) => ({ code: form.code, name: form.name, payDay: Number(form.payDay), status: form.status, description: form.description ?? null });

export const misSalaryGroupList: Handler<'misSalaryGroupList'> = ({ query }, { store }) => pageOf(store, groupRows(store), query, SALARY_GROUP_FIELDS, { defaultSort: { column: 'code', order: 'asc' } });

export const misSalaryGroupQueryById: Handler<'misSalaryGroupQueryById'> = ({ query }, { store }) => {
  const row = groupRows(store).find((g) => g.id === query.id);
  return row ? ok(row) : fail(NOT_FOUND);
};

export const misSalaryGroupAdd: Handler<'misSalaryGroupAdd'> = ({ body, session }, { store, now }) => {
  const problem = groupProblem(store, { ...body, id: undefined });
  if (problem) return fail(problem);
  salaryGroups.insert(store, groupValues(body), session, now());
  return say(ADDED);
};

export const misSalaryGroupEdit: Handler<'misSalaryGroupEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail(NO_ID);
  const row = salaryGroups.get(store, body.id);
  if (!row) return fail(NOT_FOUND);
  const problem = groupProblem(store, body);
  if (problem) return fail(problem);
  salaryGroups.update(row, groupValues(body), session, now());
  return say(EDITED);
};

export const misSalaryGroupDelete: Handler<'misSalaryGroupDelete'> = ({ query }, { store }) => {
  const row = salaryGroups.get(store, query.id);
  if (!row) return fail(NOT_FOUND);
  const members = salaryArchives.all(store).filter((a) => a.groupId === row.id).length;
  if (members > 0) return fail(`该薪资组还有${members}名成员，请先调整其薪资档案`);
  if (payrollBatches.all(store).some((b) => b.groupId === row.id)) return fail('该薪资组已有薪资核算记录，不能删除');
  salaryItems.removeWhere(store, (i) => i.groupId === row.id);
  salaryGroups.remove(store, [row.id]);
  return say(DELETED);
};

// ---------------------------------------------------------------- 薪资项目

const CALC_NAMES: Record<string, string> = { '1': '固定金额', '2': '基本工资', '3': '岗位津贴', '4': '绩效工资', '5': '奖金', '6': '加班费', '7': '缺勤扣款', '8': '其他扣款' };
const DEDUCTION_CALCS = new Set(['7', '8']);

function itemProblem(store: Store, form: ItemForm): string | null {
  if (!salaryGroups.get(store, form.groupId)) return '薪资组不存在';
  if (salaryItems.all(store).some((i) => i.groupId === form.groupId && i.name === form.name && i.id !== form.id)) return `该薪资组已有同名项目：${form.name}`;
  if (form.calcType === '1' && !(Number(form.amount) > 0)) return '固定金额项目须填写金额';
  if (!twoPlaces(form.amount)) return '金额最多两位小数';
  if (DEDUCTION_CALCS.has(form.calcType) && form.itemType !== '2') return '缺勤扣款和其他扣款只能是扣款项目';
  if (!DEDUCTION_CALCS.has(form.calcType) && form.calcType !== '1' && form.itemType !== '1') return `${CALC_NAMES[form.calcType]}只能是收入项目`;
  return null;
}

const itemValues = (form: ItemForm, sortNo: number) => ({
  name: form.name,
  itemType: form.itemType,
  taxable: form.taxable,
  calcType: form.calcType,
  amount: form.calcType === '1' ? Number(form.amount ?? 0) : 0,
  sortNo,
  remark: form.remark ?? null,
});

export const misSalaryItemList: Handler<'misSalaryItemList'> = ({ query }, { store }) =>
  pageOf(store, salaryItems.all(store).filter((i) => i.groupId === query.groupId), query, SALARY_ITEM_FIELDS, { defaultSort: { column: 'sortNo', order: 'asc' } });

export const misSalaryItemAdd: Handler<'misSalaryItemAdd'> = ({ body, session }, { store, now }) => {
  const problem = itemProblem(store, { ...body, id: undefined });
  if (problem) return fail(problem);
  const last = Math.max(0, ...salaryItems.all(store).filter((i) => i.groupId === body.groupId).map((i) => i.sortNo));
  salaryItems.insert(store, { groupId: body.groupId, ...itemValues(body, body.sortNo ?? last + 1) }, session, now());
  return say(ADDED);
};

export const misSalaryItemEdit: Handler<'misSalaryItemEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail(NO_ID);
  const row = salaryItems.get(store, body.id);
  if (!row) return fail(NOT_FOUND);
  if (row.groupId !== body.groupId) return fail('不能更改项目所属的薪资组');
  const problem = itemProblem(store, body);
  if (problem) return fail(problem);
  salaryItems.update(row, itemValues(body, body.sortNo ?? row.sortNo), session, now());
  return say(EDITED);
};

export const misSalaryItemDelete: Handler<'misSalaryItemDelete'> = ({ query }, { store }) => (salaryItems.remove(store, [query.id]) === 0 ? fail(NOT_FOUND) : say(DELETED));
