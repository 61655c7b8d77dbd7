// The departments (sys_depart) and their grants as the store keeps them: the permissions departments hold, the
// department roles with their permissions and users, and the users' authorised departments.
import type { Schema, Stored } from '../../lib/schema.js';

/** 部门 (sys_depart, with the fork's project nodes: orgCategory 4). */
export type DepartRecord = Schema<'SysDepart'>;

/** 部门权限 (sys_depart_permission). */
export interface DepartPermissionRecord {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

/** 部门角色 (sys_depart_role). */
export type DepartRoleRecord = Required<Stored<'SysDepartRole'>>;

/** 部门角色权限 (sys_depart_role_permission). */
export interface DepartRolePermissionRecord {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

/** 用户授权部门 (fork-only sys_auth_relation). */
export interface AuthDepartRecord {
  id: string;
  userId: string;
  departId: string;
  createBy: string | null;
  createTime: string;
}

/** 部门角色人员 (sys_depart_role_user): a user holding a department role. */
export type DepartRoleUserRecord = Required<Stored<'SysDepartRoleUser'>>;
