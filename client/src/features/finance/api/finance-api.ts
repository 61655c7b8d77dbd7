// 财务管理's calls beyond the lists' own (which are their resources'): the settlement's state changes, 开票 and 作废,
// 登记回款, the choices the invoice and payment forms offer, and 预算执行.
import { downloadFile, getAction, postAction, putAction, saveBlob } from '@/api/http';
import type { PathWith, Schema } from '@/api/types';

export type Settlement = Schema<'MisSettlement'>;
export type SettlementForm = Schema<'MisSettlementForm'>;
export type Invoice = Schema<'MisInvoice'>;
/** The list kit's form slot carries an optional id (an invoice and a payment are never edited: it stays unset). */
export type InvoiceForm = Schema<'MisInvoiceForm'> & { id?: string };
export type Payment = Schema<'MisPayment'>;
export type PaymentForm = Schema<'MisPaymentForm'> & { id?: string };
export type Budget = Schema<'MisBudget'>;
export type BudgetExecution = Schema<'MisBudgetExecution'>;

/** The table dictionaries the forms choose from. */
export const PROJECT_DICT = 'mis_project,project_name,id';
export const BUSINESS_UNIT_DICT = 'mis_business_unit,depart_name,id';
export const USER_DICT = 'sys_user,realname,id';

// A PUT whose only parameter is the id (upstream's confirm / revoke style): the document types no body.
const putId = putAction as unknown as (path: PathWith<'put'>, request: { query: { id: string } }) => Promise<{ message?: string }>;

export const confirmSettlement = async (id: string) => (await putId('/mis/settlement/confirm', { query: { id } })).message ?? '';
export const revokeSettlement = async (id: string) => (await putId('/mis/settlement/revoke', { query: { id } })).message ?? '';
export const addInvoice = async (body: InvoiceForm) => (await postAction('/mis/invoice/add', { body })).message ?? '';
export const voidInvoice = async (id: string, voidReason: string) => (await putAction('/mis/invoice/void', { body: { id, voidReason } })).message ?? '';
export const addPayment = async (body: PaymentForm) => (await postAction('/mis/payment/add', { body })).message ?? '';

export const financeQueries = {
  /** A project's confirmed settlements, the ones an invoice can take. */
  confirmedSettlements: (projectId: string) => ({
    queryKey: ['finance', 'confirmed-settlements', projectId] as const,
    queryFn: async (): Promise<Settlement[]> =>
      (await getAction('/mis/settlement/list', { query: { projectId, status: '1', pageSize: 200, column: 'settleMonth', order: 'asc' } })).result?.records ?? [],
  }),
  /** Valid invoices not yet fully paid, the ones a payment can be recorded against. */
  outstandingInvoices: () => ({
    queryKey: ['finance', 'outstanding-invoices'] as const,
    queryFn: async (): Promise<Invoice[]> =>
      (await getAction('/mis/invoice/list', { query: { outstanding: '1', pageSize: 500, column: 'invoiceDate', order: 'desc' } })).result?.records ?? [],
  }),
  execution: (budgetYear: number, departId: string | null) => ({
    queryKey: ['finance', 'execution', budgetYear, departId ?? ''] as const,
    queryFn: async (): Promise<BudgetExecution | null> =>
      (await getAction('/mis/budget/execution', { query: { budgetYear, ...(departId ? { departId } : {}) } })).result ?? null,
  }),
};

/** Downloads the budget import's template as 预算导入模板.xlsx. */
export async function downloadBudgetTemplate(): Promise<void> {
  const blob = await downloadFile('/mis/budget/importTemplate');
  if (blob) saveBlob(blob, '预算导入模板.xlsx');
}
