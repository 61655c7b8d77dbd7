// The insurance domain's handlers (商业保险), by name.
export { misInsPolicyList, misInsPolicyAdd, misInsPolicyEdit, misInsPolicyDelete, misInsPolicyExportXls, misInsPolicyImportExcel } from './policies.js';
export { misInsMemberList, misInsMemberAdd, misInsMemberRemove, misInsMemberExportXls, misInsMemberImportExcel } from './members.js';
export { misInsBillList, misInsBillExportXls, misInsBillImportExcel } from './bills.js';
export { misInsClaimList, misInsClaimAdd, misInsClaimEdit, misInsClaimTransition, misInsClaimDelete, misInsClaimExportXls, misInsClaimImportExcel } from './claims.js';
