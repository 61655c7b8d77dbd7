// The users table (sys_user) on the entity kit: its query fields, the list's default sort, audit stamping and the
// logical delete (del_flag 1) that fills the recycle bin. The list itself pages joined rows (userRow), not records.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

export const USER_FIELDS = {
  id: { type: 'string' },
  username: { type: 'string' },
  realname: { type: 'string' },
  sex: { type: 'number', dict: 'sex' },
  phone: { type: 'string' },
  email: { type: 'string' },
  status: { type: 'number', dict: 'user_status' },
  workNo: { type: 'string' },
  orgCode: { type: 'string' },
  post: { type: 'string', dict: 'sys_position,name,code' },
  departIds: { type: 'string', dict: 'sys_depart,depart_name,id' },
  birthday: { type: 'date' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const USER_SORT = { column: 'createTime', order: 'desc' } as const;

export const users = defineEntity({ table: (data) => data.users, fields: USER_FIELDS, list: { defaultSort: USER_SORT }, deletedFlag: 1 });
