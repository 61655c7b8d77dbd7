import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { announcementQueries } from '../api/announcement-queries';
import { markAnnouncementRead } from '../api/announcement-mutations';
import type { AnnouncementDetail } from '../api/announcement-types';
import type { NoticeComponentTarget } from '../components/notice-component-dialog';
import { openActionFor } from '../model/open-action';

/**
 * Opening a notice (spec 000 §4): mark it read, then reload the lists; meanwhile show the component page
 * (open type component, given the business id) or the 通知消息 detail.
 */
export function useNoticeOpener() {
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<AnnouncementDetail | null>(null);
  const [componentTarget, setComponentTarget] = useState<NoticeComponentTarget | null>(null);

  const open = useCallback(
    (notice: AnnouncementDetail, options: { markRead?: boolean } = {}) => {
      if (options.markRead !== false) {
        markAnnouncementRead(notice.id)
          .then(() => queryClient.invalidateQueries({ queryKey: announcementQueries.all }))
          .catch(() => undefined); // the HTTP layer has already shown the failure
      }
      const action = openActionFor(notice);
      if (action.kind === 'component') {
        setComponentTarget({ title: notice.titile, openPage: action.openPage, busId: action.busId });
      } else {
        setDetail(notice);
      }
    },
    [queryClient],
  );

  return {
    open,
    detail,
    closeDetail: useCallback(() => setDetail(null), []),
    componentTarget,
    closeComponent: useCallback(() => setComponentTarget(null), []),
  };
}
