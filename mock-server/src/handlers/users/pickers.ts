// The user pickers' data: active users for the select-user widgets (queryUserComponentData, getMultiUser).
import { idList, pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import { listQuery } from '../../query/list-query.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import type { UserRecord } from '../../store/records/users.js';
import { departs } from '../../entities/departs.js';
import { USER_FIELDS, users } from '../../entities/users.js';

function pickerRow(store: Store, user: UserRecord): Schema<'SysUser'> {
  return {
    ...store.userInfo(user),
    orgCodeTxt: store.departsOf(user).map((d) => d.departName).join(',') || null,
    status: user.status,
    delFlag: user.delFlag,
    createBy: user.createBy,
    createTime: user.createTime,
    updateBy: user.updateBy,
    updateTime: user.updateTime,
  };
}

// What the pickers may filter and sort by: a subset of the user list's fields, each typed once (USER_FIELDS).
const { id, username, realname, sex, phone, email, workNo, orgCode, birthday, createTime } = USER_FIELDS;
const PICKER_FIELDS: EntityFields = { id, username, realname, sex, phone, email, workNo, orgCode, birthday, createTime };

const activeUsers = (store: Store) => users.live(store).filter((u) => u.status === 1);

export const sysUserQueryUserComponentData: Handler<'sysUserQueryUserComponentData'> = ({ query }, { store }) => {
  let orgCode = '';
  if (query.departId) {
    const depart = departs.all(store).find((d) => d.id === query.departId);
    if (!depart) return fail('未找到对应部门');
    orgCode = depart.orgCode;
  }
  const username = (query.username ?? '').trim();
  const realname = (query.realname ?? '').trim();
  const ids = idList(query.id);
  const rows = activeUsers(store)
    .filter((u) => !orgCode || u.orgCodes.some((code) => code.startsWith(orgCode)))
    .filter((u) => !username || u.username.includes(username))
    .filter((u) => !realname || u.realname.includes(realname))
    .filter((u) => ids.length === 0 || ids.includes(u.id))
    .map((u) => pickerRow(store, u));
  return pageOf(store, rows, query, PICKER_FIELDS, {
    defaultSort: { column: 'createTime', order: 'desc' },
    reserved: ['departId', 'username', 'realname', 'id'],
  });
};

const MULTI_FIELDS: EntityFields = {
  id: { type: 'string' },
  username: { type: 'string' },
  realname: { type: 'string' },
  workNo: { type: 'string' },
  phone: { type: 'string' },
};

export const sysUserGetMultiUser: Handler<'sysUserGetMultiUser'> = ({ query }, { store }) => {
  const filters = { id: query.id, username: query.username, realname: query.realname, workNo: query.workNo, phone: query.phone, pageSize: -521 };
  return listQuery(activeUsers(store).map((u) => pickerRow(store, u)), filters, MULTI_FIELDS).records;
};
