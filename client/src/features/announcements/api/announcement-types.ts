// Short names for the announcement types of the generated OpenAPI document.
import type { Schema } from '@/api/types';

export type Announcement = Schema<'Announcement'>;
export type AnnouncementEntry = Schema<'AnnouncementEntry'>;
export type AnnouncementUserList = Schema<'AnnouncementUserList'>;
export type AnnouncementSendRow = Schema<'AnnouncementSendRow'>;
export type AnnouncementForm = Schema<'AnnouncementForm'>;
export type AnnouncementEditForm = Schema<'AnnouncementEditForm'>;
export type AnnouncementPush = Schema<'WsAnnouncementPush'>;
export type Priority = Announcement['priority'];

/** What the detail modal shows: any announcement-shaped record (header entry, my-announcement row, full record). */
export interface AnnouncementDetail {
  id: string;
  titile: string;
  sender?: string | null;
  sendTime?: string | null;
  createTime?: string | null;
  priority: Priority;
  msgContent?: string | null;
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
}
