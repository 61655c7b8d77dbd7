// 职务 (sys_position) on the entity kit: its query fields and the list's defaults.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

export const POSITION_FIELDS = {
  id: { type: 'string' },
  code: { type: 'string' },
  name: { type: 'string' },
  rank: { type: 'string', dict: 'position_rank' },
  companyId: { type: 'string' },
  sysOrgCode: { type: 'string' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const positions = defineEntity({
  table: (data) => data.positions,
  fields: POSITION_FIELDS,
  list: { defaultSort: { column: 'createTime', order: 'desc' }, code: 0, memoAs: 'sys-position' },
});
