// Where a row's origin opens: the origin's list filtered to its number (contract → order → enquiry → plan).
export const PLAN_PATH = '/pur/plan';
export const ENQUIRY_PATH = '/pur/enquiry';
export const ORDER_PATH = '/pur/order';
export const CONTRACT_PATH = '/pur/contract';

const filtered = (path: string, key: string, value: string | null | undefined) => `${path}?${key}=${encodeURIComponent(value ?? '')}`;

export const planHref = (row: { planNo?: string | null }) => filtered(PLAN_PATH, 'planNo', row.planNo);
export const enquiryHref = (row: { enquiryNo?: string | null }) => filtered(ENQUIRY_PATH, 'enquiryNo', row.enquiryNo);
export const orderHref = (row: { orderNo?: string | null }) => filtered(ORDER_PATH, 'orderNo', row.orderNo);
export const contractHref = (row: { contractNo?: string | null }) => filtered(CONTRACT_PATH, 'contractNo', row.contractNo);
export const supplierHref = (row: { supplierName?: string | null }) => filtered('/pur/supplier', 'name', row.supplierName);
