// Announcements made and released through the API, as an administrator would.
import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './session';

export interface NewAnnouncement {
  titile: string;
  msgContent: string;
  priority?: 'L' | 'M' | 'H';
  msgCategory?: '1' | '2';
  openType?: 'url' | 'component' | null;
  openPage?: string | null;
}

/** Adds an announcement for everyone (a draft until released). */
export async function storeAnnouncement(request: APIRequestContext, token: string, announcement: NewAnnouncement): Promise<void> {
  const added = await apiCall(request, token, 'POST', '/sys/annountCement/add', {
    priority: 'H',
    msgCategory: '1',
    msgType: 'ALL',
    ...announcement,
  });
  if (!added.success) throw new Error(`add failed: ${added.message}`);
}

/** Adds an announcement for everyone and returns its id (add answers only a message, so the list is searched). */
export async function addAnnouncement(request: APIRequestContext, token: string, announcement: NewAnnouncement): Promise<string> {
  await storeAnnouncement(request, token, announcement);
  const page = await apiCall<{ records: Array<{ id: string; titile: string }> }>(
    request,
    token,
    'GET',
    `/sys/annountCement/list?pageNo=1&pageSize=100&titile=${encodeURIComponent(announcement.titile)}`,
  );
  const id = page.result.records.find((record) => record.titile === announcement.titile)?.id;
  if (!id) throw new Error(`added announcement ${announcement.titile} not found`);
  return id;
}

export async function releaseAnnouncement(request: APIRequestContext, token: string, id: string): Promise<void> {
  const released = await apiCall(request, token, 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
  if (!released.success) throw new Error(`release failed: ${released.message}`);
}
