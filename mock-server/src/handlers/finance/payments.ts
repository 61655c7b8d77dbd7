// 回款: money received against an invoice, partial or full; the invoice's received amount and its settlements' states
// follow, and so do the workbench's receivables.
import { NOT_FOUND } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import { invoices, payments } from '../../entities/finance.js';
import { daysBetween } from '../../lib/days.js';
import { toCents, toYuan } from '../../lib/money.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { followInvoice } from './settlement-states.js';
import { centsProblem, DELETED, say, today, yuanText } from './shared.js';

type Session = { username: string } | null;

/** Sets an invoice's received amount from its payments and its settlements' states from that. */
function settle(store: Store, invoiceId: string, session: Session, now: number): void {
  const invoice = invoices.get(store, invoiceId);
  if (!invoice) return;
  const received = payments.all(store).filter((p) => p.invoiceId === invoiceId).reduce((total, p) => total + toCents(p.amount), 0);
  invoices.update(invoice, { receivedAmount: toYuan(received) }, session, now);
  followInvoice(store, invoice, session, now);
}

export const misPaymentList: Handler<'misPaymentList'> = ({ query }, { store }) => payments.page(store, query);

export const misPaymentAdd: Handler<'misPaymentAdd'> = ({ body, session }, ctx) => {
  const invoice = invoices.get(ctx.store, body.invoiceId);
  if (!invoice) return fail('发票不存在');
  if (invoice.status !== '1') return fail('发票已作废，不能登记回款');
  const outstanding = toCents(invoice.totalAmount) - toCents(invoice.receivedAmount);
  if (outstanding <= 0) return fail('该发票已全部回款');
  if (!(body.amount > 0)) return fail('回款金额必须大于0');
  const decimals = centsProblem([['回款金额', body.amount]]);
  if (decimals) return fail(decimals);
  if (toCents(body.amount) > outstanding) return fail(`回款金额超过未回款金额（${yuanText(toYuan(outstanding))}）`);
  if (body.payDate > today(ctx)) return fail('回款日期不能晚于今天');
  if (body.payDate < invoice.invoiceDate) return fail(`回款日期不能早于开票日期（${invoice.invoiceDate}）`);
  payments.insert(
    ctx.store,
    {
      invoiceId: invoice.id,
      invoiceNo: invoice.invoiceNo,
      projectId: invoice.projectId,
      customerName: invoice.customerName,
      payDate: body.payDate,
      amount: body.amount,
      payMethod: body.payMethod,
      days: daysBetween(invoice.invoiceDate, body.payDate),
      remark: body.remark ?? null,
    },
    session,
    ctx.now(),
  );
  settle(ctx.store, invoice.id, session, ctx.now());
  return say('登记成功!');
};

export const misPaymentDelete: Handler<'misPaymentDelete'> = ({ query, session }, ctx) => {
  const payment = payments.get(ctx.store, query.id);
  if (!payment) return fail(NOT_FOUND);
  payments.remove(ctx.store, [payment.id]);
  settle(ctx.store, payment.invoiceId, session, ctx.now());
  return say(DELETED);
};
