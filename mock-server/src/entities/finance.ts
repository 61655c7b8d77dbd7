// 结算单, 发票, 回款 and 预算 (mis_settlement, mis_invoice, mis_payment, mis_budget) on the entity kit, and the customer
// projects they bill (read only here: the projects are the dashboard fixture's).
import { defineEntity, defineTable } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { ProjectRecord } from '../store/records/dashboard.js';

export const PROJECT_DICT = 'mis_project,project_name,id';
export const DEPART_DICT = 'sys_depart,depart_name,id';
export const USER_DICT = 'sys_user,realname,id';

const AUDIT: EntityFields = { createBy: { type: 'string' }, createTime: { type: 'datetime' }, updateBy: { type: 'string' }, updateTime: { type: 'datetime' } };

export const SETTLEMENT_FIELDS = {
  id: { type: 'string' },
  settleNo: { type: 'string' },
  projectId: { type: 'string', dict: PROJECT_DICT },
  customerName: { type: 'string' },
  businessUnitId: { type: 'string', dict: DEPART_DICT },
  settleMonth: { type: 'string' },
  headcount: { type: 'number' },
  unitPrice: { type: 'number' },
  overtimeAmount: { type: 'number' },
  otherAmount: { type: 'number' },
  deductAmount: { type: 'number' },
  amount: { type: 'number' },
  invoiceId: { type: 'string' },
  invoiceNo: { type: 'string' },
  status: { type: 'string', dict: 'settlement_status' },
  confirmBy: { type: 'string' },
  confirmTime: { type: 'datetime' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const settlements = defineEntity({
  table: (data) => data.settlements,
  fields: SETTLEMENT_FIELDS,
  list: { defaultSort: { column: 'settleMonth', order: 'desc' }, code: 200 },
});

export const INVOICE_FIELDS = {
  id: { type: 'string' },
  invoiceNo: { type: 'string' },
  invoiceType: { type: 'string', dict: 'invoice_type' },
  invoiceDate: { type: 'date' },
  projectId: { type: 'string', dict: PROJECT_DICT },
  customerName: { type: 'string' },
  settlementIds: { type: 'string' },
  settleNos: { type: 'string' },
  amount: { type: 'number' },
  taxRate: { type: 'number' },
  taxAmount: { type: 'number' },
  totalAmount: { type: 'number' },
  receivedAmount: { type: 'number' },
  status: { type: 'string', dict: 'invoice_status' },
  voidReason: { type: 'string' },
  voidBy: { type: 'string' },
  voidTime: { type: 'datetime' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const invoices = defineEntity({
  table: (data) => data.invoices,
  fields: INVOICE_FIELDS,
  list: { defaultSort: { column: 'invoiceDate', order: 'desc' }, code: 200, reserved: ['outstanding'] },
});

export const PAYMENT_FIELDS = {
  id: { type: 'string' },
  invoiceId: { type: 'string' },
  invoiceNo: { type: 'string' },
  projectId: { type: 'string', dict: PROJECT_DICT },
  customerName: { type: 'string' },
  payDate: { type: 'date' },
  amount: { type: 'number' },
  payMethod: { type: 'string', dict: 'pay_method' },
  days: { type: 'number' },
  remark: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
} satisfies EntityFields;

export const payments = defineEntity({
  table: (data) => data.payments,
  fields: PAYMENT_FIELDS,
  list: { defaultSort: { column: 'payDate', order: 'desc' }, code: 200 },
  audit: 'creation',
});

export const BUDGET_FIELDS = {
  id: { type: 'string' },
  budgetYear: { type: 'number' },
  departId: { type: 'string', dict: DEPART_DICT },
  budgetMonth: { type: 'number' },
  revenue: { type: 'number' },
  cost: { type: 'number' },
  profit: { type: 'number' },
  directorId: { type: 'string', dict: USER_DICT },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const budgets = defineEntity({
  table: (data) => data.budgets,
  fields: BUDGET_FIELDS,
  list: { defaultSort: { column: 'budgetYear', order: 'desc' }, code: 200 },
  newRows: 'last',
});

/** The customer projects (the dashboard fixture's), read by the settlement rules. */
export const customerProjects = defineTable<ProjectRecord>((data) => data.projects);
