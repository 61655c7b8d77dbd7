// The finance domain's handlers (结算单, 发票, 回款, 预算), by name: helpers stay out of the handler table.
export { misSettlementList, misSettlementAdd, misSettlementEdit, misSettlementDelete, misSettlementDeleteBatch, misSettlementQueryById, misSettlementConfirm, misSettlementRevoke, misSettlementExportXls } from './settlements.js';
export { misInvoiceList, misInvoiceAdd, misInvoiceVoid, misInvoiceQueryById } from './invoices.js';
export { misPaymentList, misPaymentAdd, misPaymentDelete } from './payments.js';
export { misBudgetList, misBudgetAdd, misBudgetEdit, misBudgetDelete, misBudgetDeleteBatch, misBudgetQueryById, misBudgetExportXls, misBudgetImportTemplate, misBudgetImportExcel, misBudgetExecution } from './budgets.js';
