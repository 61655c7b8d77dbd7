// The departments domain's handlers (部门管理), by name: helpers stay out of the handler table.
export { systemSysAuthRelationQueryAuthDepartIds, systemSysAuthRelationSaveSysAuthRelation } from './authorised-departments.js';
export { sysSysDepartRoleList, sysSysDepartRoleAdd, sysSysDepartRoleEdit, sysSysDepartRoleDelete, sysSysDepartRoleDeleteBatch } from './department-roles.js';
export { sysPermissionQueryDepartPermission, sysPermissionSaveDepartPermission, sysSysDepartPermissionQueryTreeListForDeptRole, sysSysDepartPermissionQueryDeptRolePermission, sysSysDepartPermissionSaveDeptRolePermission } from './department-grants.js';
export { sysSysDepartQueryTreeList, sysSysDepartQueryTreeListNoProject, sysSysDepartQueryDepartTreeSync, sysSysDepartQueryIdTree, sysSysDepartGetById, sysSysDepartListBizUnit, sysSysDepartSearchBy, sysSysDepartAdd, sysSysDepartEdit, sysSysDepartDelete, sysSysDepartDeleteBatch, sysSysDepartQueryMyDeptTreeList, sysSysDepartQueryDeptTreeListByID, sysSysDepartQueryAuthSubjectTreeList, sysSysDepartGetParentIdByOrgCode, sysSysDepartExportXls, sysSysDepartImportExcel } from './departments.js';
export { sysSysDepartRoleDataruleGet, sysSysDepartRoleDatarulePost } from './department-role-data-rules.js';
export { sysSysDepartRoleGetDeptRoleList, sysSysDepartRoleGetDeptRoleByUserId, sysSysDepartRoleDeptRoleUserAdd } from './department-role-users.js';
export { sysSysDepartPermissionDataruleGet, sysSysDepartPermissionDatarulePost } from './department-data-rules.js';
