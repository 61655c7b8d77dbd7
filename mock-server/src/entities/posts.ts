// 岗位 (sys_post) on the entity kit: its query fields (the counted headcount included: the list pages counted rows).
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { DEPART_DICT } from '../store/dashboard.js';

export const POST_FIELDS = {
  id: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  code: { type: 'string' },
  name: { type: 'string' },
  rank: { type: 'string', dict: 'position_rank' },
  headcountPlan: { type: 'number' },
  headcountFilled: { type: 'number' },
  vacancy: { type: 'number' },
  duty: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const posts = defineEntity({
  table: (data) => data.posts,
  fields: POST_FIELDS,
  list: { defaultSort: { column: 'code', order: 'asc' }, code: 200 },
});
