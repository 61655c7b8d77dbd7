// Seed data of the departments domain's grants: the permissions departments hold, the department roles and their
// permissions, and the authorised departments. The departments themselves are a core table (store.ts, from
// fixtures/departments.ts). Tables added here appear on `store.data` (StoreData extends DepartmentsData) and are
// persisted by --data-dir.
import { authDepartFixtures, departPermissionFixtures, departRoleFixtures } from '../../fixtures/departments-grants.js';
import { dataRuleFixtures, type PermissionKey } from '../../fixtures/menus-data-rules.js';
import { stableId } from '../../lib/ids.js';
import type { CoreData } from '../core-data.js';
import type { AuthDepartRecord, DepartPermissionRecord, DepartRoleRecord, DepartRolePermissionRecord, DepartRoleUserRecord } from '../records/departments.js';
import { configured, dataRuleIdOf, permissionIdOf } from './menus.js';

export interface DepartmentsData {
  departPermissions: DepartPermissionRecord[];
  departRoles: DepartRoleRecord[];
  departRolePermissions: DepartRolePermissionRecord[];
  departRoleUsers: DepartRoleUserRecord[];
  authDepartRelations: AuthDepartRecord[];
}

export function seedDepartments(_today: Date, core: CoreData): DepartmentsData {
  const permissionId = permissionIdOf(core);
  const departId = (orgCode: string): string => {
    const depart = core.departs.find((d) => d.orgCode === orgCode);
    if (!depart) throw new Error(`departments seed: no department ${orgCode}`);
    return depart.id;
  };

  // A department granted a menu holds every data rule of it, so its roles can be given part of them.
  const rulesOf = (key: PermissionKey): string | null => dataRuleFixtures.filter((rule) => rule.permission === key).map(dataRuleIdOf).join(',') || null;
  const departPermissions = Object.entries(departPermissionFixtures).flatMap(([orgCode, keys]) =>
    keys.map((key) => ({ id: stableId(`departPermission:${orgCode}:${key}`), departId: departId(orgCode), permissionId: permissionId(key), dataRuleIds: rulesOf(key) })),
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
    if (!user) throw new Error(`departments seed: no user ${username}`);
    return orgCodes.map((orgCode, index) => ({
      id: stableId(`authDepart:${username}:${orgCode}`),
      userId: user.id,
      departId: departId(orgCode),
      createBy: 'admin',
      createTime: configured(40 + index),
    }));
  });

  return { departPermissions, departRoles, departRolePermissions, departRoleUsers: [], authDepartRelations };
}
