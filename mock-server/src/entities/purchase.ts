// 采购's tables on the entity kit (pur_supplier, pur_plan, pur_enquiry, pur_order, pur_contract): their query fields,
// joined names included (the lists page joined rows), and del_flag 1 for the recycle bins.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { DEPART_DICT } from '../store/dashboard.js';

const AUDIT = {
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const SUPPLIER_FIELDS = {
  id: { type: 'string' },
  code: { type: 'string' },
  name: { type: 'string' },
  category: { type: 'string', dict: 'pur_supplier_category' },
  creditCode: { type: 'string' },
  legalPerson: { type: 'string' },
  contactName: { type: 'string' },
  contactMobile: { type: 'string' },
  contactEmail: { type: 'string' },
  address: { type: 'string' },
  bankName: { type: 'string' },
  bankAccount: { type: 'string' },
  rating: { type: 'string', dict: 'pur_supplier_rating' },
  blacklisted: { type: 'string', dict: 'yn' },
  blacklistReason: { type: 'string' },
  qualificationExpiry: { type: 'date' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const PLAN_FIELDS = {
  id: { type: 'string' },
  planNo: { type: 'string' },
  title: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  applicant: { type: 'string' },
  itemName: { type: 'string' },
  specification: { type: 'string' },
  unit: { type: 'string' },
  quantity: { type: 'number' },
  estimatedPrice: { type: 'number' },
  estimatedAmount: { type: 'number' },
  budgetLine: { type: 'string', dict: 'pur_budget_line' },
  budgetAmount: { type: 'number' },
  orderedAmount: { type: 'number' },
  needDate: { type: 'date' },
  status: { type: 'string', dict: 'pur_plan_status' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const ENQUIRY_FIELDS = {
  id: { type: 'string' },
  enquiryNo: { type: 'string' },
  planId: { type: 'string' },
  planNo: { type: 'string' },
  title: { type: 'string' },
  itemName: { type: 'string' },
  quantity: { type: 'number' },
  unit: { type: 'string' },
  deadline: { type: 'date' },
  status: { type: 'string', dict: 'pur_enquiry_status' },
  quoteCount: { type: 'number' },
  chosenSupplierId: { type: 'string' },
  chosenSupplierName: { type: 'string' },
  chosenAmount: { type: 'number' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const ORDER_FIELDS = {
  id: { type: 'string' },
  orderNo: { type: 'string' },
  enquiryId: { type: 'string' },
  enquiryNo: { type: 'string' },
  planId: { type: 'string' },
  planNo: { type: 'string' },
  supplierId: { type: 'string' },
  supplierName: { type: 'string' },
  itemName: { type: 'string' },
  quantity: { type: 'number' },
  unit: { type: 'string' },
  unitPrice: { type: 'number' },
  amount: { type: 'number' },
  deliveryDate: { type: 'date' },
  deliveryAddress: { type: 'string' },
  receiver: { type: 'string' },
  status: { type: 'string', dict: 'pur_order_status' },
  acceptanceDate: { type: 'date' },
  acceptanceBy: { type: 'string' },
  contractNo: { type: 'string' },
  overBudget: { type: 'string', dict: 'yn' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

export const CONTRACT_FIELDS = {
  id: { type: 'string' },
  contractNo: { type: 'string' },
  name: { type: 'string' },
  orderId: { type: 'string' },
  orderNo: { type: 'string' },
  enquiryNo: { type: 'string' },
  planNo: { type: 'string' },
  supplierId: { type: 'string' },
  supplierName: { type: 'string' },
  amount: { type: 'number' },
  paidAmount: { type: 'number' },
  signDate: { type: 'date' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  status: { type: 'string', dict: 'pur_contract_status' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

/** The lists: newest first. */
export const LIST = { defaultSort: { column: 'createTime', order: 'desc' } as const, code: 200 as const };
/** The recycle bins: latest deleted first. */
export const RECYCLE_LIST = { defaultSort: { column: 'updateTime', order: 'desc' } as const, code: 200 as const };

export const suppliers = defineEntity({ table: (data) => data.purSuppliers, fields: SUPPLIER_FIELDS, list: LIST, deletedFlag: 1 });
export const plans = defineEntity({ table: (data) => data.purPlans, fields: PLAN_FIELDS, list: LIST, deletedFlag: 1 });
export const enquiries = defineEntity({ table: (data) => data.purEnquiries, fields: ENQUIRY_FIELDS, list: LIST, deletedFlag: 1 });
export const orders = defineEntity({ table: (data) => data.purOrders, fields: ORDER_FIELDS, list: LIST, deletedFlag: 1 });
export const contracts = defineEntity({ table: (data) => data.purContracts, fields: CONTRACT_FIELDS, list: LIST, deletedFlag: 1 });
