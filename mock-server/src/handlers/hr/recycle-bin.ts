// The roster's recycle bin: recover, or delete for good.
import { idList, NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Handler, HandlerContext } from '../../types.js';
import { employeeRows, RECYCLE_OPTIONS } from './employees.js';
import { sameIdCard, say } from './shared.js';
import { EMPLOYEE_FIELDS, employees } from '../../entities/employees.js';
import { certificates, changes, educations, families, works } from '../../entities/hr-archive-sections.js';
import { contracts } from '../../entities/hr-contracts.js';
import { rewardPunishes } from '../../entities/hr-rewards.js';
import { trainings } from '../../entities/hr-trainings.js';

export const misEmployeeRosterRecycleList: Handler<'misEmployeeRosterRecycleList'> = ({ query }, ctx) =>
  pageOf(ctx.store, employeeRows(ctx, employees.recycled(ctx.store)), query, EMPLOYEE_FIELDS, RECYCLE_OPTIONS);

/** Puts employees of the recycle bin back on the roster, all or none; answers the problem or null. */
function recover(store: Store, ctx: HandlerContext, ids: string[], session: { username: string } | null): string | null {
  const targets = employees.recycled(store).filter((e) => ids.includes(e.id));
  if (targets.length === 0) return NOT_FOUND;
  for (const target of targets) {
    const clash = employees.live(store).find((e) => sameIdCard(e.idCard, target.idCard));
    if (clash) return `身份证号与花名册中的员工重复，无法还原：${target.name}`;
  }
  employees.recover(store, ids, session, ctx.now());
  return null;
}

export const misEmployeeRecover: Handler<'misEmployeeRecover'> = ({ query, session }, ctx) => {
  const problem = recover(ctx.store, ctx, [query.id], session);
  return problem ? fail(problem) : say('还原成功!');
};

export const misEmployeeRecoverBatch: Handler<'misEmployeeRecoverBatch'> = ({ query, session }, ctx) => {
  const problem = recover(ctx.store, ctx, idList(query.ids), session);
  return problem ? fail(problem) : say('批量还原成功!');
};

export const misEmployeeRealDelete: Handler<'misEmployeeRealDelete'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (employees.live(store).some((e) => ids.includes(e.id))) return fail('只能彻底删除回收站中的员工');
  const gone = new Set(employees.recycled(store).filter((e) => ids.includes(e.id)).map((e) => e.id));
  if (gone.size === 0) return fail(NOT_FOUND);
  const theirs = (row: { employeeId: string }) => gone.has(row.employeeId);
  employees.remove(store, [...gone]);
  for (const rows of [educations, works, families, certificates, changes, contracts, rewardPunishes, trainings]) rows.removeWhere(store, theirs);
  return say('彻底删除成功!');
};
