// Seed data of the system-auth domain: roles, permissions (menus, buttons, data rules), department and role permission assignments.
// Tables added here appear on `store.data` (StoreData extends SystemAuthData) and are persisted by --data-dir.
// Roles and the permission rows are core tables (store.ts); a role holds a permission when the row's `roles` lists
// the role's code.

import { dateTimeText } from '../../lib/dates.js';
import { authDepartFixtures, dataRuleFixtures, departPermissionFixtures, departRoleFixtures, type PermissionKey } from '../../fixtures/system-auth.js';
import { stableId } from '../../lib/ids.js';
import type { CoreData } from '../core-data.js';
import type { Stored } from '../../lib/schema.js';

/** 数据规则 (sys_permission_data_rule). */
/** A permission's data rule (sys_permission_data_rule); createTime is always set. */
export interface DataRuleRecord extends Required<Stored<'PermissionDataRule'>> {
  createTime: string;
}

/** 部门权限 (sys_depart_permission). */
export interface DepartPermissionRecord {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

/** 部门角色 (sys_depart_role). */
export interface DepartRoleRecord {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

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

export interface SystemAuthData {
  permissionDataRules: DataRuleRecord[];
  departPermissions: DepartPermissionRecord[];
  departRoles: DepartRoleRecord[];
  departRolePermissions: DepartRolePermissionRecord[];
  authDepartRelations: AuthDepartRecord[];
}

/** The configuration was done in the spring of 2024, an hour apart (deterministic). */
const configured = (index: number) => dateTimeText(Date.UTC(2024, 2, 2, 2) + index * 3_600_000);

export function seedSystemAuth(_today: Date, core: CoreData): SystemAuthData {
  const permissionId = (key: PermissionKey): string => {
    const id = stableId(key);
    if (!core.permissions.some((row) => row.id === id)) throw new Error(`system-auth seed: no permission ${key}`);
    return id;
  };
  const departId = (orgCode: string): string => {
    const depart = core.departs.find((d) => d.orgCode === orgCode);
    if (!depart) throw new Error(`system-auth seed: no department ${orgCode}`);
    return depart.id;
  };

  const permissionDataRules = dataRuleFixtures.map((rule, index) => ({
    id: stableId(`dataRule:${rule.permission}:${rule.ruleName}`),
    permissionId: permissionId(rule.permission),
    ruleName: rule.ruleName,
    ruleColumn: rule.ruleColumn,
    ruleConditions: rule.ruleConditions,
    ruleValue: rule.ruleValue,
    status: rule.status,
    createBy: 'admin',
    createTime: configured(index),
    updateBy: null,
    updateTime: null,
  }));

  const departPermissions = Object.entries(departPermissionFixtures).flatMap(([orgCode, keys]) =>
    keys.map((key) => ({ id: stableId(`departPermission:${orgCode}:${key}`), departId: departId(orgCode), permissionId: permissionId(key), dataRuleIds: null })),
  );

  const departRoles = departRoleFixtures.map((role, index) => ({
    id: stableId(`departRole:${role.roleCode}`),
    departId: departId(role.orgCode),
    roleName: role.roleName,
    roleCode: role.roleCode,
    description: role.description,
    createBy: 'admin',
    createTime: configured(dataRuleFixtures.length + index),
    updateBy: null,
    updateTime: null,
  }));

  const departRolePermissions = departRoleFixtures.flatMap((role) =>
    role.permissions.map((key) => ({
      id: stableId(`departRolePermission:${role.roleCode}:${key}`),
      roleId: stableId(`departRole:${role.roleCode}`),
      permissionId: permissionId(key),
      dataRuleIds: null,
    })),
  );

  const authDepartRelations = Object.entries(authDepartFixtures).flatMap(([username, orgCodes]) => {
    const user = core.users.find((u) => u.username === username);
    if (!user) throw new Error(`system-auth seed: no user ${username}`);
    return orgCodes.map((orgCode, index) => ({
      id: stableId(`authDepart:${username}:${orgCode}`),
      userId: user.id,
      departId: departId(orgCode),
      createBy: 'admin',
      createTime: configured(40 + index),
    }));
  });

  return { permissionDataRules, departPermissions, departRoles, departRolePermissions, authDepartRelations };
}
