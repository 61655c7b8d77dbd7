// 奖惩记录: rewards and punishments of roster employees, listed, per employee (员工详情), exported and imported.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { importRows } from '../../entity/excel-import.js';
import { fail, ok } from '../../envelope.js';
import type { EmployeeRow } from '../../store/records/hr.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { deleteRecord, deleteRecords, employeeForNewRecord, employeeOfImportRow, importedNumber, recordsWithPerson, recordToEdit } from './employee-records.js';
import { ADDED, DATE, dictValue, EDITED, exportRows, say, today, withText } from './shared.js';
import { REWARD_FIELDS, REWARD_OPTIONS, rewardPunishes } from '../../entities/hr-rewards.js';

type RewardForm = BodyOf<'hrmRewardPunishAdd'>;
type Session = { username: string } | null;

const FINE = '24';
export const MAX_AMOUNT = 1_000_000;

/** The rules beyond the document's: the category belongs to the type, the day is between entry and today, a fine has an amount. */
export function rewardProblem(form: RewardForm, employee: Pick<EmployeeRow, 'entryDate'>, day: string): string | null {
  if (!form.rpCategory.startsWith(form.rpType)) return '奖惩类别与奖惩类型不符';
  if (form.rpDate > day) return '奖惩日期不能晚于今天';
  if (form.rpDate < employee.entryDate) return `奖惩日期不能早于入职日期（${employee.entryDate}）`;
  if (form.rpCategory === FINE && !(Number(form.amount) > 0)) return '罚款金额必须大于0';
  return null;
}

const rewardValues = (form: RewardForm) => ({
  rpType: form.rpType,
  rpCategory: form.rpCategory,
  rpDate: form.rpDate,
  amount: form.amount ?? 0,
  reason: form.reason,
  attachment: form.attachment || null,
  remark: form.remark ?? null,
});

/** Why a new record cannot be added (the add form and the import), or null. */
function newRewardProblem(ctx: HandlerContext, form: RewardForm): string | null {
  const employee = employeeForNewRecord(ctx.store, form.employeeId, '奖惩记录');
  return typeof employee === 'string' ? employee : rewardProblem(form, employee, today(ctx));
}

const insertReward = (ctx: HandlerContext, form: RewardForm, session: Session) =>
  rewardPunishes.insert(ctx.store, { employeeId: form.employeeId, ...rewardValues(form) }, session, ctx.now());

const rewardRows = (store: Store) => recordsWithPerson(store, rewardPunishes, 'hr-reward-punish:rows');

export const hrmRewardPunishList: Handler<'hrmRewardPunishList'> = ({ query }, { store }) => pageOf(store, rewardRows(store), query, REWARD_FIELDS, { ...REWARD_OPTIONS, memoAs: 'hr-reward-punish' });

export const hrmEmployeeListRewardPunishByMainId: Handler<'hrmEmployeeListRewardPunishByMainId'> = ({ query }, { store }) =>
  pageOf(store, rewardRows(store).filter((row) => row.employeeId === query.employeeId), query, REWARD_FIELDS, REWARD_OPTIONS);

export const hrmRewardPunishAdd: Handler<'hrmRewardPunishAdd'> = ({ body, session }, ctx) => {
  const problem = newRewardProblem(ctx, body);
  if (problem) return fail(problem);
  insertReward(ctx, body, session);
  return say(ADDED);
};

export const hrmRewardPunishEdit: Handler<'hrmRewardPunishEdit'> = ({ body, session }, ctx) => {
  const target = recordToEdit(ctx.store, rewardPunishes, body);
  if (typeof target === 'string') return fail(target);
  const problem = rewardProblem(body, target.employee, today(ctx));
  if (problem) return fail(problem);
  rewardPunishes.update(target.row, rewardValues(body), session, ctx.now());
  return say(EDITED);
};

export const hrmRewardPunishDelete: Handler<'hrmRewardPunishDelete'> = ({ query }, { store }) => deleteRecord(store, rewardPunishes, query.id);

export const hrmRewardPunishDeleteBatch: Handler<'hrmRewardPunishDeleteBatch'> = ({ query }, { store }) => deleteRecords(store, rewardPunishes, query.ids);

export const hrmRewardPunishQueryById: Handler<'hrmRewardPunishQueryById'> = ({ query }, { store }) => {
  const row = rewardRows(store).find((r) => r.id === query.id);
  return row ? ok(withText(store, row, REWARD_FIELDS)) : fail(NOT_FOUND);
};

const IMPORT_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '奖惩类型', key: 'rpType_dictText', width: 8 },
  { header: '奖惩类别', key: 'rpCategory_dictText', width: 12 },
  { header: '奖惩日期', key: 'rpDate', width: 12 },
  { header: '金额(元)', key: 'amount', width: 10 },
  { header: '奖惩事由', key: 'reason', width: 30 },
  { header: '备注', key: 'remark', width: 20 },
];

const EXPORT_COLUMNS: ExcelColumn[] = [
  ...IMPORT_COLUMNS.slice(0, 2),
  { header: '部门', key: 'departId_dictText', width: 14 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  ...IMPORT_COLUMNS.slice(2, 7),
  { header: '附件', key: 'attachment', width: 30 },
  ...IMPORT_COLUMNS.slice(7),
];

export const hrmRewardPunishExportXls: Handler<'hrmRewardPunishExportXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, rewardRows(ctx.store), query, { title: '奖惩记录', columns: EXPORT_COLUMNS, fields: REWARD_FIELDS, options: REWARD_OPTIONS }, session, ctx);

/** An imported row as the add form would send it, or why it cannot be one (the document's limits included). */
function rewardFormOf(store: Store, row: Record<string, string>): RewardForm | string {
  const person = employeeOfImportRow(store, row);
  if (typeof person === 'string') return person;
  const text = (key: string) => row[key] ?? '';
  const rpType = dictValue(store, 'reward_punish_type', text('rpType_dictText'));
  if (rpType !== '1' && rpType !== '2') return text('rpType_dictText') ? `奖惩类型不正确：${text('rpType_dictText')}` : '奖惩类型不能为空';
  const rpCategory = dictValue(store, 'reward_punish_category', text('rpCategory_dictText'));
  if (!rpCategory) return text('rpCategory_dictText') ? `奖惩类别不正确：${text('rpCategory_dictText')}` : '奖惩类别不能为空';
  if (!DATE.test(text('rpDate'))) return '奖惩日期格式应为yyyy-MM-dd';
  const amount = importedNumber(text('amount'), '金额');
  if (typeof amount === 'string') return amount;
  if (amount !== null && (amount < 0 || amount > MAX_AMOUNT)) return `金额应在0到${MAX_AMOUNT}元之间`;
  if (!text('reason')) return '奖惩事由不能为空';
  return {
    employeeId: person.employeeId,
    rpType,
    rpCategory: rpCategory as RewardForm['rpCategory'],
    rpDate: text('rpDate'),
    amount,
    reason: text('reason').slice(0, 500),
    remark: text('remark').slice(0, 500) || null,
  };
}

export const hrmRewardPunishImportExcel: Handler<'hrmRewardPunishImportExcel'> = ({ uploads, session }, ctx) =>
  importRows(uploads, ctx, {
    columns: IMPORT_COLUMNS,
    errorTitle: '奖惩记录导入错误',
    formOf: (row) => rewardFormOf(ctx.store, row),
    problemOf: (form) => newRewardProblem(ctx, form),
    create: (form) => insertReward(ctx, form, session),
  });
