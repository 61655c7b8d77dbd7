// What the purchase handlers share: the answers, numbering, the joined rows of each table (origin numbers, supplier
// names, statuses read from the rows that follow), and the delete / recover / purge steps every recycle bin takes.
import { idList, NOT_FOUND } from '../../crud/rows.js';
import { BAD_IDS, okText } from '../../entity/answers.js';
import type { Entity } from '../../entity/entity.js';
import { fail, type Envelope } from '../../envelope.js';
import { dateText } from '../../lib/dates.js';
import type { EntityFields } from '../../query/field-types.js';
import type { Store } from '../../store/store.js';
import type { HandlerContext } from '../../types.js';
import type { ContractRecord, EnquiryRecord, OrderRecord, PlanRecord, SupplierRecord } from '../../store/records/purchase.js';
import { contracts, enquiries, orders, plans, suppliers } from '../../entities/purchase.js';

export const ADDED = '添加成功！';
export const EDITED = '编辑成功!';
export const NO_ID = '参数错误：body.id 不能为空';
export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export type Session = { username: string } | null;
type Row = { id: string; delFlag: number };

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const yuan = (n: number) => round2(n).toFixed(2).replace(/\.00$/, '');
export const emptyToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** The next number of a kind this month (CGJH202611001): one above the highest of the month, recycled rows included. */
export function nextNumber(prefix: string, taken: string[], ctx: HandlerContext): string {
  const month = dateText(ctx.now()).slice(0, 7).replace('-', '');
  const head = `${prefix}${month}`;
  const highest = taken.filter((n) => n.startsWith(head)).reduce((max, n) => Math.max(max, Number(n.slice(head.length)) || 0), 0);
  return `${head}${String(highest + 1).padStart(3, '0')}`;
}

// ------------------------------------------------------------------ joined rows

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Plans with what their enquiries and orders make of them: the ordered amount and the status. */
export function planRows(store: Store, rows: PlanRecord[]) {
  const liveEnquiries = enquiries.live(store);
  const liveOrders = orders.live(store);
  return rows.map((plan) => {
    const own = liveOrders.filter((o) => o.planId === plan.id);
    const orderedAmount = round2(own.reduce((sum, o) => sum + o.amount, 0));
    const status = own.length && own.every((o) => o.status === '3') ? '4' : own.length ? '3' : liveEnquiries.some((e) => e.planId === plan.id) ? '2' : '1';
    return { ...plan, orderedAmount, status };
  });
}

/** The status an enquiry's quotes and orders give it: 询价中, 已定标 or 已下单. */
export const enquiryStatus = (store: Store, enquiry: EnquiryRecord) =>
  orders.live(store).some((o) => o.enquiryId === enquiry.id) ? '3' : enquiry.chosenSupplierId ? '2' : '1';

export function enquiryRows(store: Store, rows: EnquiryRecord[]) {
  const planOf = byId(plans.all(store));
  const supplierOf = byId(suppliers.all(store));
  return rows.map((e) => ({
    ...e,
    planNo: planOf.get(e.planId)?.planNo ?? null,
    status: enquiryStatus(store, e),
    quotes: e.quotes.map((q) => ({ ...q, supplierName: supplierOf.get(q.supplierId)?.name ?? '', supplierRating: supplierOf.get(q.supplierId)?.rating ?? '' })),
    quoteCount: e.quotes.length,
    chosenSupplierName: e.chosenSupplierId ? (supplierOf.get(e.chosenSupplierId)?.name ?? null) : null,
  }));
}

export function orderRows(store: Store, rows: OrderRecord[]) {
  const enquiryOf = byId(enquiries.all(store));
  const planOf = byId(plans.all(store));
  const supplierOf = byId(suppliers.all(store));
  const contractOf = new Map(contracts.live(store).map((c) => [c.orderId, c.contractNo]));
  return rows.map((o) => ({
    ...o,
    enquiryNo: enquiryOf.get(o.enquiryId)?.enquiryNo ?? null,
    planNo: planOf.get(o.planId)?.planNo ?? null,
    supplierName: supplierOf.get(o.supplierId)?.name ?? null,
    contractNo: contractOf.get(o.id) ?? null,
  }));
}

export const paidOf = (contract: Pick<ContractRecord, 'payments'>) => round2(contract.payments.filter((p) => p.paid === '1').reduce((sum, p) => sum + p.amount, 0));

export function contractRows(store: Store, rows: ContractRecord[]) {
  const orderOf = byId(orders.all(store));
  const enquiryOf = byId(enquiries.all(store));
  const planOf = byId(plans.all(store));
  const supplierOf = byId(suppliers.all(store));
  return rows.map((c) => {
    const order = orderOf.get(c.orderId);
    const enquiry = order ? enquiryOf.get(order.enquiryId) : undefined;
    const plan = order ? planOf.get(order.planId) : undefined;
    return {
      ...c,
      orderNo: order?.orderNo ?? null,
      enquiryId: enquiry?.id ?? null,
      enquiryNo: enquiry?.enquiryNo ?? null,
      planId: plan?.id ?? null,
      planNo: plan?.planNo ?? null,
      supplierName: supplierOf.get(c.supplierId)?.name ?? null,
      paidAmount: paidOf(c),
    };
  });
}

/** A supplier that may be quoted, ordered from or contracted: live and not on the blacklist, or why not. */
export function supplierProblem(store: Store, id: string, refused: string): SupplierRecord | string {
  const supplier = suppliers.all(store).find((s) => s.id === id);
  if (!supplier || suppliers.isRecycled(supplier)) return `供应商不存在：${id}`;
  if (supplier.blacklisted === '1') return `供应商已列入黑名单，${refused}：${supplier.name}`;
  return supplier;
}

// ------------------------------------------------------------------ the recycle bin steps

/** Why a row may not go to the recycle bin, come back from it or go for good (null: it may). */
type Rule<T> = (row: T) => string | null;

/** 删除 / 批量删除: the live rows of `raw` to the recycle bin, all or none. */
export function recycle<T extends Row, F extends EntityFields>(ctx: HandlerContext, entity: Entity<T, F>, raw: unknown, session: Session, rule: Rule<T>, batch: boolean): Envelope<string | null> {
  const ids = idList(raw);
  if (ids.length === 0) return fail(BAD_IDS);
  const rows = entity.live(ctx.store).filter((row) => ids.includes(row.id));
  if (rows.length === 0) return fail(NOT_FOUND);
  for (const row of rows) {
    const problem = rule(row);
    if (problem) return fail(problem);
  }
  entity.softDelete(ctx.store, ids, session, ctx.now());
  return okText(batch ? '批量删除成功!' : '删除成功!');
}

/** 取回: the recycled rows of `raw` back, all or none. */
export function recover<T extends Row, F extends EntityFields>(ctx: HandlerContext, entity: Entity<T, F>, raw: unknown, session: Session, rule: Rule<T>, batch: boolean): Envelope<string | null> {
  const ids = idList(raw);
  if (ids.length === 0) return fail(BAD_IDS);
  const rows = entity.recycled(ctx.store).filter((row) => ids.includes(row.id));
  if (rows.length === 0) return fail(NOT_FOUND);
  for (const row of rows) {
    const problem = rule(row);
    if (problem) return fail(problem);
  }
  entity.recover(ctx.store, ids, session, ctx.now());
  return okText(batch ? '批量取回成功!' : '取回成功!');
}

/** 彻底删除: only rows of the recycle bin, none still referred to. */
export function purge<T extends Row, F extends EntityFields>(ctx: HandlerContext, entity: Entity<T, F>, raw: unknown, label: string, rule: Rule<T>): Envelope<string | null> {
  const ids = idList(raw);
  if (ids.length === 0) return fail(BAD_IDS);
  if (entity.live(ctx.store).some((row) => ids.includes(row.id))) return fail(`只能彻底删除回收站中的${label}`);
  const rows = entity.recycled(ctx.store).filter((row) => ids.includes(row.id));
  if (rows.length === 0) return fail(NOT_FOUND);
  for (const row of rows) {
    const problem = rule(row);
    if (problem) return fail(problem);
  }
  entity.remove(ctx.store, rows.map((row) => row.id));
  return okText('彻底删除成功!');
}

/** A live row by id, or the answer saying why there is none (body.id missing, or not found). */
export function rowToEdit<T extends Row, F extends EntityFields>(store: Store, entity: Entity<T, F>, id: string | undefined): T | Envelope<null> {
  if (!id) return fail(NO_ID);
  return entity.get(store, id) ?? fail(NOT_FOUND);
}

export const isAnswer = (value: unknown): value is Envelope<null> => typeof value === 'object' && value !== null && 'success' in value && 'timestamp' in value;
