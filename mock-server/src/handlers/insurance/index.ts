// The insurance domain's handlers (商业保险), by name.
export { insPolicyList, insPolicyAdd, insPolicyEdit, insPolicyDelete, insPolicyExportXls, insPolicyImportExcel } from './policies.js';
export { insMemberList, insMemberAdd, insMemberRemove, insMemberExportXls, insMemberImportExcel } from './members.js';
export { insBillList, insBillExportXls, insBillImportExcel } from './bills.js';
export { insClaimList, insClaimAdd, insClaimEdit, insClaimTransition, insClaimDelete, insClaimExportXls, insClaimImportExcel } from './claims.js';
