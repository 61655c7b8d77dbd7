// The positions domain's handlers (职务管理), by name: helpers stay out of the handler table.
export { sysPositionList, sysPositionQueryById, sysPositionAdd, sysPositionEdit, sysPositionDelete, sysPositionDeleteBatch, sysPositionExportXls, sysPositionImportExcel } from './positions.js';
