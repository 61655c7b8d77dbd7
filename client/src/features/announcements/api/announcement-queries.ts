import { queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import { announcementPollInterval, HEADER_LIST_SIZE } from '../model/notice-timing';
import type { Announcement, AnnouncementUserList } from './announcement-types';

const EMPTY_USER_LIST: AnnouncementUserList = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

export const announcementQueries = {
  all: ['announcements'] as const,
  /** The header's unread notices, polled every 6000 ms until a load fails (spec 000 §4, §7). */
  byUser: () =>
    queryOptions({
      queryKey: [...announcementQueries.all, 'by-user'] as const,
      queryFn: async (): Promise<AnnouncementUserList> =>
        (await getAction('/sys/annountCement/listByUser', { query: { pageSize: HEADER_LIST_SIZE } })).result ?? EMPTY_USER_LIST,
      refetchInterval: announcementPollInterval,
      staleTime: 0,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...announcementQueries.all, 'detail', id] as const,
      queryFn: async (): Promise<Announcement | null> => (await getAction('/sys/annountCement/queryById', { query: { id } })).result ?? null,
    }),
  /** The sender's real name: upstream looks the user name up in the user list and shows realname. */
  senderRealname: (username: string) =>
    queryOptions({
      queryKey: [...announcementQueries.all, 'sender', username] as const,
      queryFn: async (): Promise<string | null> => {
        const page = (await getAction('/sys/user/list', { query: { username, pageNo: 1, pageSize: 1 } })).result;
        return page?.records?.[0]?.realname ?? null;
      },
      staleTime: 5 * 60_000,
    }),
};
