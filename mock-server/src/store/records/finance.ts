// 结算单, 发票, 回款 and 预算 as the store keeps them (the document's schemas without the `_dictText` companions).
import type { Stored } from '../../lib/schema.js';

/** 结算单 (mis_settlement): one customer project's bill for one month. */
export type SettlementRecord = Required<Stored<'MisSettlement'>>;

/** 发票 (mis_invoice): issued against confirmed settlements of one project; `receivedAmount` follows its payments. */
export type InvoiceRecord = Required<Stored<'MisInvoice'>>;

/** 回款 (mis_payment): money received against an invoice; `days` is kept as recorded (invoice date to pay date). */
export type PaymentRecord = Required<Stored<'MisPayment'>>;

/** 预算 (mis_budget): a business department's budget for one month. */
export type BudgetRecord = Required<Stored<'MisBudget'>>;
