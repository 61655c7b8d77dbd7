// Query-field pieces the hr tables share. Below shared.ts and the entity modules, so that both can use them.
import type { EntityFields } from '../../query/field-types.js';
import type { ListOptions } from '../../query/list-query.js';

export const DEPART_DICT = 'sys_depart,depart_name,id';

export const AUDIT_FIELDS: EntityFields = { createBy: { type: 'string' }, createTime: { type: 'datetime' }, updateBy: { type: 'string' }, updateTime: { type: 'datetime' } };

export const LATEST_FIRST: ListOptions = { defaultSort: { column: 'createTime', order: 'desc' } };
