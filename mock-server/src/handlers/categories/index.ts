// The categories domain's handlers (分类字典), by name: helpers stay out of the handler table.
export { sysCategoryRootList, sysCategoryChildList, sysCategoryGetChildListBatch, sysCategoryAdd, sysCategoryEdit, sysCategoryDelete, sysCategoryDeleteBatch, sysCategoryCheckCode, sysCategoryLoadTreeRoot, sysCategoryLoadTreeChildren, sysCategoryLoadOne, sysCategoryLoadTreeData, sysCategoryLoadDictItem } from './categories.js';
export { sysCategoryExportXls } from './category-export.js';
export { sysCategoryImportExcel } from './category-import.js';
