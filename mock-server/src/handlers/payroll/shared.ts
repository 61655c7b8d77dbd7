// What the payroll handlers share: upstream's answers, the lock rule, the employee's join and the month's checks.
import { NOT_FOUND } from '../../crud/rows.js';
import { ok } from '../../envelope.js';
import { dateText } from '../../lib/dates.js';
import type { Store } from '../../store/store.js';
import type { HandlerContext } from '../../types.js';
import { payrollBatches, salaryGroups } from '../../entities/payroll.js';

export const ADDED = '添加成功！';
export const EDITED = '编辑成功!';
export const DELETED = '删除成功!';
export const NO_ID = '参数错误：body.id 不能为空';
export { NOT_FOUND };

export type Session = { username: string } | null;

/** Upstream `Result.ok(msg)`: code 200, the message also in result. */
export const say = (message: string) => ok(message, { message });

/** The current month (yyyy-MM) by the mock's clock. */
export const thisMonth = (ctx: HandlerContext) => dateText(ctx.now()).slice(0, 7);

/** The batch of a group's month, if computed. */
export const batchOf = (store: Store, month: string, groupId: string) => payrollBatches.all(store).find((b) => b.month === month && b.groupId === groupId);

export const groupName = (store: Store, groupId: string) => salaryGroups.get(store, groupId)?.name ?? groupId;

/** The refusal when the group's month is locked (no more changes), or null. */
export function lockedProblem(store: Store, month: string, groupId: string, what: '不能修改' | '不能重新核算' | '不能导入'): string | null {
  return batchOf(store, month, groupId)?.status === '2' ? `${month} ${groupName(store, groupId)}的工资已锁定，${what}` : null;
}

/** A money amount from a form: at most two decimals. */
export const twoPlaces = (value: number | null | undefined) => value === null || value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
