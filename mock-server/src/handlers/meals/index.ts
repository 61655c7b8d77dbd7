// The meals domain's handlers (餐饮管理), by name.
export { misMealMenuList, misMealMenuAdd, misMealMenuEdit, misMealMenuDelete, misMealMenuExportXls, misMealMenuImportExcel } from './menus.js';
export { misMealOrderList, misMealOrderAdd, misMealOrderCancel, misMealOrderDelete, misMealOrderExportXls, misMealOrderImportExcel } from './orders.js';
export { misMealCountList, misMealCountExportXls, misMealCountImportExcel } from './counts.js';
export { misMealAllowanceList, misMealAllowanceExportXls, misMealAllowanceImportExcel } from './allowances.js';
