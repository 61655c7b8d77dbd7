// The users domain's handlers (用户管理 and the user pickers), by name: helpers stay out of the handler table.
export { sysUserDepartUserList, sysUserEditSysDepartWithUser, sysUserDeleteUserInDepartBatch } from './department-users.js';
export { sysUserQueryUserComponentData, sysUserGetMultiUser } from './pickers.js';
export { sysUserUserDepartList } from './user-departs.js';
export { sysUserExportXls, sysUserImportExcel } from './user-excel.js';
export { sysUserList, sysUserQueryById, sysUserAdd, sysUserEdit, sysUserDelete, sysUserDeleteBatch, sysUserQueryUserRole, sysUserFrozenBatch, sysUserCheckOnlyUser, sysUserChangePassword, sysUserUpdatePassword, sysUserQueryUserByDepId } from './users.js';
export { sysUserRecycleBin, sysUserPutRecycleBin, sysUserDeleteRecycleBin } from './recycle-bin.js';
export { sysTenantQueryList } from './tenants.js';
