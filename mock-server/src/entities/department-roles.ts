// 部门角色 (sys_depart_role): the roles a department defines for its own staff, on the entity kit, and the users
// holding them (sys_depart_role_user).
import { defineEntity, defineTable } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { DepartRoleUserRecord } from '../store/records/departments.js';

const DEPART_ROLE_FIELDS = {
  id: { type: 'string' },
  departId: { type: 'string' },
  roleName: { type: 'string' },
  roleCode: { type: 'string' },
  description: { type: 'string' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const departRoles = defineEntity({
  table: (data) => data.departRoles,
  fields: DEPART_ROLE_FIELDS,
  list: { defaultSort: { column: 'createTime', order: 'desc' }, code: 200 },
});

/** Links of a user to a department role. */
export const departRoleUsers = defineTable<DepartRoleUserRecord>((data) => data.departRoleUsers);
