// The permissions departments hold (sys_depart_permission) and those their department roles hold
// (sys_depart_role_permission): plain links, each with the data rules chosen on the menu.
import { defineTable } from '../entity/entity.js';
import type { DepartPermissionRecord, DepartRolePermissionRecord } from '../store/records/departments.js';

export const departPermissions = defineTable<DepartPermissionRecord>((data) => data.departPermissions);

/** A department role's grants: a subset of its department's. */
export const departRolePermissions = defineTable<DepartRolePermissionRecord>((data) => data.departRolePermissions);
