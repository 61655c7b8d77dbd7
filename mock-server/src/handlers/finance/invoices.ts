// 发票: issued against confirmed settlements of one project (金额 their sum, 税额 = 金额 × 税率 to the cent, 价税合计),
// voided with a reason while nothing has been received.
import { idList, NOT_FOUND } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { invoices, settlements } from '../../entities/finance.js';
import { taxCents, toCents, toYuan } from '../../lib/money.js';
import type { Handler } from '../../types.js';
import { followInvoice } from './settlement-states.js';
import { say, stamp, today, yuanText } from './shared.js';

export const misInvoiceList: Handler<'misInvoiceList'> = ({ query }, { store }) => {
  const rows = query.outstanding === '1' ? invoices.all(store).filter((i) => i.status === '1' && toCents(i.receivedAmount) < toCents(i.totalAmount)) : undefined;
  return invoices.page(store, query, rows);
};

export const misInvoiceQueryById: Handler<'misInvoiceQueryById'> = ({ query }, { store }) => {
  const row = invoices.get(store, query.id);
  return row ? ok(invoices.view(store, row)) : fail(NOT_FOUND);
};

export const misInvoiceAdd: Handler<'misInvoiceAdd'> = ({ body, session }, ctx) => {
  const ids = [...new Set(idList(body.settlementIds))];
  if (ids.length === 0) return fail('请选择结算单');
  const chosen = ids.map((id) => settlements.get(ctx.store, id));
  if (chosen.some((row) => !row)) return fail('结算单不存在');
  const rows = chosen.filter((row) => row !== undefined).sort((a, b) => a.settleMonth.localeCompare(b.settleMonth));
  const notConfirmed = rows.find((row) => row.status !== '1');
  if (notConfirmed) return fail(`结算单${notConfirmed.settleNo}不是已确认状态，不能开票`);
  const first = rows[0];
  if (!first || rows.some((row) => row.projectId !== first.projectId)) return fail('所选结算单须属于同一客户项目');
  if (invoices.all(ctx.store).some((i) => i.invoiceNo === body.invoiceNo)) return fail('发票号码已存在');
  if (body.invoiceDate > today(ctx)) return fail('开票日期不能晚于今天');
  const earliest = first.settleMonth;
  if (body.invoiceDate.slice(0, 7) < earliest) return fail(`开票日期不能早于结算月份（${earliest}）`);
  const amountCents = rows.reduce((total, row) => total + toCents(row.amount), 0);
  const tax = taxCents(amountCents, body.taxRate);
  const invoice = invoices.insert(
    ctx.store,
    {
      invoiceNo: body.invoiceNo,
      invoiceType: body.invoiceType,
      invoiceDate: body.invoiceDate,
      projectId: first.projectId,
      customerName: first.customerName,
      settlementIds: rows.map((row) => row.id).join(','),
      settleNos: rows.map((row) => row.settleNo).join(','),
      amount: toYuan(amountCents),
      taxRate: body.taxRate,
      taxAmount: toYuan(tax),
      totalAmount: toYuan(amountCents + tax),
      receivedAmount: 0,
      status: '1',
      voidReason: null,
      voidBy: null,
      voidTime: null,
      remark: body.remark ?? null,
    },
    session,
    ctx.now(),
  );
  followInvoice(ctx.store, invoice, session, ctx.now());
  return say('开票成功!');
};

export const misInvoiceVoid: Handler<'misInvoiceVoid'> = ({ body, session }, ctx) => {
  const invoice = invoices.get(ctx.store, body.id);
  if (!invoice) return fail(NOT_FOUND);
  if (invoice.status === '2') return fail('发票已作废');
  if (toCents(invoice.receivedAmount) > 0) return fail(`该发票已有回款（${yuanText(invoice.receivedAmount)}），不能作废`);
  const reason = body.voidReason.trim();
  if (!reason) return fail('请填写作废原因');
  invoices.update(invoice, { status: '2', voidReason: reason, voidBy: session?.username ?? null, voidTime: stamp(ctx) }, session, ctx.now());
  followInvoice(ctx.store, invoice, session, ctx.now());
  return say('作废成功!');
};
