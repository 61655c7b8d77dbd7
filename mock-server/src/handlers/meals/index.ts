// The meals domain's handlers (餐饮管理), by name.
export { mealMenuList, mealMenuAdd, mealMenuEdit, mealMenuDelete, mealMenuExportXls, mealMenuImportExcel } from './menus.js';
export { mealOrderList, mealOrderAdd, mealOrderCancel, mealOrderDelete, mealOrderExportXls, mealOrderImportExcel } from './orders.js';
export { mealCountList, mealCountExportXls, mealCountImportExcel } from './counts.js';
export { mealAllowanceList, mealAllowanceExportXls, mealAllowanceImportExcel } from './allowances.js';
