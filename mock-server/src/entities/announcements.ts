// 通告 (sys_announcement) and each user's copy of one (sys_announcement_send), on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

const ANNOUNCEMENT_FIELDS = {
  id: { type: 'string' },
  titile: { type: 'string' },
  msgCategory: { type: 'string', dict: 'msg_category' },
  sendStatus: { type: 'string', dict: 'send_status' },
  priority: { type: 'string', dict: 'priority' },
  msgType: { type: 'string', dict: 'msg_type' },
  sender: { type: 'string' },
  busType: { type: 'string' },
  openType: { type: 'string' },
  startTime: { type: 'datetime' },
  endTime: { type: 'datetime' },
  sendTime: { type: 'datetime' },
  cancelTime: { type: 'datetime' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

/** sys_announcement on the entity kit: del_flag is text ('0' / '1') on this table. */
export const announcements = defineEntity({
  table: (data) => data.announcements,
  fields: ANNOUNCEMENT_FIELDS,
  // Upstream builds this result with `new Result()` + setSuccess(true): code 0 on success.
  list: { defaultSort: { column: 'createTime', order: 'desc' }, code: 0 },
  deletedFlag: '1',
});

/** sys_announcement_send: each user's copy of an announcement, never updated but for being read (creation stamp only). */
export const announcementSends = defineEntity({ table: (data) => data.announcementSends, fields: { id: { type: 'string' } }, newRows: 'last', audit: 'creation' });
