// The purchase domain's types and the calls its flows make beyond the lists' own (the resources' calls): quotes,
// the choice of a quote, the budget check, and the open rows a new enquiry, order or contract is made from.
import { getAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type Supplier = Schema<'PurSupplier'>;
export type Plan = Schema<'PurPlan'>;
export type Enquiry = Schema<'PurEnquiry'>;
export type Quote = Schema<'PurQuote'>;
export type Order = Schema<'PurOrder'>;
export type Contract = Schema<'PurContract'>;
export type Payment = Schema<'PurPayment'>;
export type BudgetCheck = Schema<'PurBudgetCheck'>;
export type QuoteInput = Schema<'PurQuotesForm'>['quotes'][number];

/** A choice in an origin select: the row's id, its number and title. */
export interface OriginOption {
  value: string;
  label: string;
}

const ALL = { pageNo: 1, pageSize: 200 };

/** Plans an enquiry may start from: not yet ordered (待询价, 询价中). */
export async function openPlans(): Promise<OriginOption[]> {
  const page = (await getAction('/pur/plan/list', { query: { ...ALL, status: '1,2' } })).result;
  return ((page?.records ?? []) as Plan[]).map((p) => ({ value: p.id, label: `${p.planNo} ${p.title}` }));
}

/** Enquiries an order may be made from: a quote chosen (已定标), no order yet. */
export async function chosenEnquiries(): Promise<OriginOption[]> {
  const page = (await getAction('/pur/enquiry/list', { query: { ...ALL, status: '2' } })).result;
  return ((page?.records ?? []) as Enquiry[]).map((e) => ({ value: e.id, label: `${e.enquiryNo} ${e.title}（${e.chosenSupplierName ?? ''}）` }));
}

/** Orders a contract may be signed for: none signed yet. */
export async function unsignedOrders(): Promise<OriginOption[]> {
  const [orders, contracts] = await Promise.all([getAction('/pur/order/list', { query: ALL }), getAction('/pur/contract/list', { query: ALL })]);
  const signed = new Set(((contracts.result?.records ?? []) as Contract[]).map((c) => c.orderId));
  return ((orders.result?.records ?? []) as Order[]).filter((o) => !signed.has(o.id)).map((o) => ({ value: o.id, label: `${o.orderNo} ${o.itemName}（${o.supplierName ?? ''}）` }));
}

/** Suppliers a quote may come from: live and not on the blacklist. */
export async function quotableSuppliers(): Promise<Array<OriginOption & { rating: string }>> {
  const page = (await getAction('/pur/supplier/list', { query: { ...ALL, blacklisted: '0' } })).result;
  return ((page?.records ?? []) as Supplier[]).map((s) => ({ value: s.id, label: s.name, rating: s.rating }));
}

export const enquiryById = async (id: string) => (await getAction('/pur/enquiry/queryById', { query: { id } })).result ?? null;
export const orderById = async (id: string) => (await getAction('/pur/order/queryById', { query: { id } })).result ?? null;

export const saveQuotes = async (id: string, quotes: QuoteInput[]) => (await putAction('/pur/enquiry/saveQuotes', { body: { id, quotes } })).message;

export const chooseQuote = async (id: string, supplierId: string) =>
  (await (putAction as unknown as (path: '/pur/enquiry/choose', request: { query: { id: string; supplierId: string } }) => Promise<{ message: string }>)('/pur/enquiry/choose', { query: { id, supplierId } })).message;

/** How an order of `amount` from the enquiry stands against its plan's budget line (`id`: the order being edited). */
export async function checkBudget(enquiryId: string, amount: number, id?: string): Promise<BudgetCheck | null> {
  return (await getAction('/pur/order/checkBudget', { query: { enquiryId, amount, ...(id ? { id } : {}) } })).result ?? null;
}
