// The two announcement lists' calls, as the list-page widget loads them (its parameters name the document's filters).
import { getAction } from '@/api/http';
import type { OperationAt, QueryParamsOf } from '@/api/types';
import type { ListParams, PageOf } from '@/widgets/list-page';
import { announcementQueries } from './announcement-queries';
import type { Announcement, AnnouncementSendRow } from './announcement-types';

/** Query keys under the domain's, so a pushed notice refreshes the lists too. */
export const myAnnouncementsKey = [...announcementQueries.all, 'mine'] as const;
export const adminAnnouncementsKey = [...announcementQueries.all, 'admin-list'] as const;

/** This list has its own order (unread first, then newest), so the list's sort is not sent. */
export async function loadMyAnnouncements({ column: _column, order: _order, ...params }: ListParams): Promise<PageOf<AnnouncementSendRow>> {
  const query = params as QueryParamsOf<OperationAt<'/sys/sysAnnouncementSend/getMyAnnouncementSend', 'get'>>;
  const page = (await getAction('/sys/sysAnnouncementSend/getMyAnnouncementSend', { query })).result;
  return { records: page?.records ?? [], total: page?.total ?? 0 };
}

export async function loadAdminAnnouncements(params: ListParams): Promise<PageOf<Announcement>> {
  const query = params as QueryParamsOf<OperationAt<'/sys/annountCement/list', 'get'>>;
  const page = (await getAction('/sys/annountCement/list', { query })).result;
  return { records: page?.records ?? [], total: page?.total ?? 0 };
}
