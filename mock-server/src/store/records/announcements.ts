// 通告 (sys_announcement) and their send records as the store keeps them.
import type { Stored } from '../../lib/schema.js';

/** 通告 (sys_announcement), string codes as upstream stores them. USER type: `userIds` is "id1,id2," as the Vue2 form
 * sends it; null for ALL. */
export type AnnouncementRecord = Required<Stored<'Announcement'>>;

/** sys_announcement_send: one user's copy of an announcement and whether it was read. */
export interface AnnouncementSendRecord extends Pick<Required<Stored<'AnnouncementSendRow'>>, 'id' | 'anntId' | 'userId' | 'readFlag' | 'readTime'> {
  createBy: string | null;
  createTime: string | null;
}
