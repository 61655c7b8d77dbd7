// The menus domain's handlers (菜单管理), by name: helpers stay out of the handler table.
export { sysPermissionGetPermRuleListByPermId, sysPermissionQueryPermissionRule, sysPermissionAddPermissionRule, sysPermissionEditPermissionRule, sysPermissionDeletePermissionRule } from './data-rules.js';
export { sysPermissionList, sysPermissionGetSystemMenuList, sysPermissionGetSystemSubmenu, sysPermissionGetSystemSubmenuBatch, sysPermissionQueryTreeList, sysPermissionAdd, sysPermissionEdit, sysPermissionDelete, sysPermissionDeleteBatch } from './menus.js';
export { sysPermissionQueryRolePermission, sysPermissionSaveRolePermission } from './role-grants.js';
