// 角色 (sys_role) on the entity kit: its query fields and the list's defaults. Users hold role codes; a permission row
// lists the codes holding it.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

export const ROLE_FIELDS = {
  id: { type: 'string' },
  roleName: { type: 'string' },
  roleCode: { type: 'string' },
  description: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const ROLE_SORT = { column: 'createTime', order: 'desc' } as const;

export const roles = defineEntity({ table: (data) => data.roles, fields: ROLE_FIELDS, list: { defaultSort: ROLE_SORT, code: 0 } });

/** The role holding every permission: it cannot be deleted, and a new menu entry is granted to it. */
export const ADMIN_ROLE = 'admin';
