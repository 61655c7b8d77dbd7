// The roles domain's handlers (角色管理), by name: helpers stay out of the handler table.
export { sysRoleList, sysRoleAdd, sysRoleEdit, sysRoleDelete, sysRoleDeleteBatch, sysRoleQueryById, sysRoleQueryall, sysRoleCheckRoleCode, sysRoleExportXls, sysRoleImportExcel, sysRoleQueryTreeList } from './roles.js';
export { sysUserUserRoleList, sysUserAddSysUserRole, sysUserDeleteUserRoleBatch, sysUserDeleteUserRole } from './role-users.js';
export { sysRoleDataruleGet, sysRoleDatarulePost } from './role-data-rules.js';
