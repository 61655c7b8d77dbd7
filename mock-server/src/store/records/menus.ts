// 菜单权限 (sys_permission) and the data rules as the store keeps them.
import type { Stored } from '../../lib/schema.js';

/**
 * 菜单权限 (sys_permission) as the store keeps it: the document's SysPermissionTree without what a tree answer derives
 * (key, title, isLeaf, children, delFlag, ruleFlag), narrowed where the store always holds a value (an empty url or
 * component rather than null, the enums the seed and forms set), plus the roles holding it.
 */
export interface PermissionRow
  extends Omit<Required<Stored<'SysPermissionTree'>>, 'key' | 'title' | 'isLeaf' | 'children' | 'delFlag' | 'ruleFlag'> {
  url: string;
  component: string;
  /** 0 top-level menu, 1 sub-menu, 2 button */
  menuType: 0 | 1 | 2;
  permsType: '1' | '2';
  status: '0' | '1';
  /** Role codes holding this entry (upstream sys_role_permission); see handlers/roles and handlers/menus. */
  roles: string[];
}

/** A permission's data rule (sys_permission_data_rule); createTime is always set. */
export interface DataRuleRecord extends Required<Stored<'PermissionDataRule'>> {
  createTime: string;
}

/** The data rules a role holds on a menu it is granted (sys_role_permission.data_rule_ids, comma separated). */
export interface RoleDataRuleRecord {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string;
}
