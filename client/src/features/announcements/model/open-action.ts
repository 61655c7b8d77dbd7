// What opening a notice does (spec 000 §2.6): a component page given the business id, or the detail modal.
import type { AnnouncementDetail } from '../api/announcement-types';

export type OpenAction =
  | { kind: 'component'; openPage: string; busId: string | null }
  | { kind: 'detail' };

export function openActionFor(notice: Pick<AnnouncementDetail, 'openType' | 'openPage' | 'busId'>): OpenAction {
  if (notice.openType === 'component' && notice.openPage) {
    return { kind: 'component', openPage: notice.openPage, busId: notice.busId ?? null };
  }
  return { kind: 'detail' };
}

/** 去处理 shows only for open type url (and needs a page to go to). */
export function handleTarget(notice: Pick<AnnouncementDetail, 'openType' | 'openPage'>): string | null {
  return notice.openType === 'url' && notice.openPage ? notice.openPage : null;
}
