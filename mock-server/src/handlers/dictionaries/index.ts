// The dictionaries domain's handlers (数据字典), by name: helpers stay out of the handler table.
export { sysDictGetDictItems, sysDictQueryAllDictItems } from './all-items.js';
export { sysDictLoadDictItem, sysDictLoadDict, sysDictLoadTreeData, sysDictRefleshCache, sysApiGetTableDictTextByKeys } from './lookups.js';
export { sysDictList, sysDictAdd, sysDictEdit, sysDictDelete, sysDictDeleteBatch } from './maintenance.js';
export { sysDictDeleteList, sysDictBack, sysDictDeletePhysic } from './recycle-bin.js';
export { sysDictExportXls, sysDictImportExcel } from './dict-excel.js';
export { sysDictItemList, sysDictItemAdd, sysDictItemEdit, sysDictItemDelete, sysDictItemDictItemCheck } from './items.js';
