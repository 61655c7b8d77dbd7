// Handlers of the payroll domain (薪资): 薪资组 and their items, 薪资档案, 社保公积金, 薪资导入, 薪资核算 (compute,
// lock, unlock, send), 工资条 and 个税. The computation itself is lib/payroll (pure, in integer cents), which the
// seed's past months use too. One export per operationId; see docs/adding-an-endpoint.md.
export { misSalaryGroupList, misSalaryGroupAdd, misSalaryGroupEdit, misSalaryGroupDelete, misSalaryGroupQueryById, misSalaryItemList, misSalaryItemAdd, misSalaryItemEdit, misSalaryItemDelete } from './groups.js';
export { misSalaryArchiveList, misSalaryArchiveAdd, misSalaryArchiveEdit, misSalaryArchiveDelete, misSalaryArchiveExportXls, misSocialInsuranceList, misSocialInsuranceAdd, misSocialInsuranceEdit, misSocialInsuranceDelete } from './archives.js';
export { misSalaryVariableList, misSalaryVariableEdit, misSalaryVariableDelete, misSalaryVariableImportTemplate, misSalaryVariableImportExcel } from './variables.js';
export { misPayrollList, misPayrollCompute, misPayrollLock, misPayrollUnlock, misPayrollSend } from './batches.js';
export { misPayslipList, misPayslipQueryById, misPayslipExportXls, misPayslipTaxList, misPayslipTaxExportXls } from './payslips.js';
