// 采购 (pur_*) as the store keeps it: the document's rows less what a read joins or computes (origin numbers,
// supplier names, amounts summed from other rows).
import type { Schema, Stored } from '../../lib/schema.js';

export type SupplierRecord = Required<Stored<'PurSupplier'>>;

/** 采购计划; `orderedAmount` and `status` are read from its enquiries and orders. */
export type PlanRecord = Omit<Required<Stored<'PurPlan'>>, 'orderedAmount' | 'status'>;

/** 一家供应商的报价 as kept inside its enquiry; the supplier's name and rating are joined when read. */
export type QuoteRecord = Omit<Required<Stored<'PurQuote'>>, 'supplierName' | 'supplierRating'>;

/** 询价单 with its quotes; the plan's number, the quote count, the status and the chosen supplier's name are joined when read. */
export interface EnquiryRecord extends Omit<Required<Stored<'PurEnquiry'>>, 'planNo' | 'status' | 'quotes' | 'quoteCount' | 'chosenSupplierName'> {
  quotes: QuoteRecord[];
}

/** 采购订单; the enquiry's and plan's numbers, the supplier's name and the live contract's number are joined when read. */
export type OrderRecord = Omit<Required<Stored<'PurOrder'>>, 'enquiryNo' | 'planNo' | 'supplierName' | 'contractNo'>;

export type PaymentRecord = Required<Schema<'PurPayment'>>;

/** 采购合同 with its payment schedule; the origin (order → enquiry → plan), the supplier's name and the paid amount are joined when read. */
export interface ContractRecord
  extends Omit<Required<Stored<'PurContract'>>, 'orderNo' | 'enquiryId' | 'enquiryNo' | 'planId' | 'planNo' | 'supplierName' | 'paidAmount' | 'payments'> {
  payments: PaymentRecord[];
}
