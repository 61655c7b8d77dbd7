// The posts domain's handlers (岗位管理), by name.
export { sysPostList, sysPostQueryById, sysPostAdd, sysPostEdit, sysPostDelete, sysPostDeleteBatch, sysPostExportXls, sysPostImportExcel } from './posts.js';
