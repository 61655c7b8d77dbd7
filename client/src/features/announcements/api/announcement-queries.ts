import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import { announcementPollInterval, HEADER_LIST_SIZE } from '../model/notice-timing';
import type { Announcement, AnnouncementSendRow, AnnouncementUserList } from './announcement-types';

export interface PageOf<Row> {
  pageNo: number;
  records: Row[];
  total: number;
}

export interface MyAnnouncementFilters {
  pageNo: number;
  pageSize: number;
  titile?: string;
  sender?: string;
  readFlag?: '0' | '1';
}

export interface AnnouncementAdminFilters {
  pageNo: number;
  pageSize: number;
  titile?: string;
  sendStatus?: string;
}

const EMPTY_USER_LIST: AnnouncementUserList = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

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
  mine: (filters: MyAnnouncementFilters) =>
    queryOptions({
      queryKey: [...announcementQueries.all, 'mine', filters] as const,
      queryFn: async (): Promise<PageOf<AnnouncementSendRow>> => {
        const page = (
          await getAction('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
            query: {
              pageNo: filters.pageNo,
              pageSize: filters.pageSize,
              titile: blankToUndefined(filters.titile),
              sender: blankToUndefined(filters.sender),
              readFlag: filters.readFlag,
            },
          })
        ).result;
        return { pageNo: filters.pageNo, records: page?.records ?? [], total: page?.total ?? 0 };
      },
      placeholderData: keepPreviousData,
    }),
  adminList: (filters: AnnouncementAdminFilters) =>
    queryOptions({
      queryKey: [...announcementQueries.all, 'admin-list', filters] as const,
      queryFn: async (): Promise<PageOf<Announcement>> => {
        const page = (
          await getAction('/sys/annountCement/list', {
            query: {
              pageNo: filters.pageNo,
              pageSize: filters.pageSize,
              titile: blankToUndefined(filters.titile) ? `*${filters.titile?.trim()}*` : undefined,
              sendStatus: blankToUndefined(filters.sendStatus),
              column: 'createTime',
              order: 'desc',
            },
          })
        ).result;
        return { pageNo: filters.pageNo, records: page?.records ?? [], total: page?.total ?? 0 };
      },
      placeholderData: keepPreviousData,
    }),
};
