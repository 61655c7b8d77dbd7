// The departments table (sys_depart, with the fork's project nodes: orgCategory 4) on the entity kit: its query
// fields, the list's default sort and audit stamping.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

const DEPART_FIELDS = {
  id: { type: 'string' },
  parentId: { type: 'string' },
  departName: { type: 'string' },
  departNameAbbr: { type: 'string' },
  orgCode: { type: 'string' },
  orgCategory: { type: 'string', dict: 'org_category' },
  orgType: { type: 'string' },
  departOrder: { type: 'number' },
  status: { type: 'string', dict: 'depart_status' },
  mobile: { type: 'string' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

/** sys_depart on the entity kit: deleted for good with its subtree (del_flag stays '0'); new departments go last. */
export const departs = defineEntity({
  table: (data) => data.departs,
  fields: DEPART_FIELDS,
  list: { defaultSort: { column: 'orgCode', order: 'asc' } },
  newRows: 'last',
});
