import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { announcementQueries } from '../api/announcement-queries';
import { useAnnouncementPush } from '../hooks/use-announcement-push';
import { useHeldWhilePressed } from '../hooks/use-held-while-pressed';
import { useNoticeOpener } from '../hooks/use-notice-opener';
import { AnnouncementDetailModal } from './announcement-detail-modal';
import { NoticeComponentDialog, type NoticeComponentRenderer } from './notice-component-dialog';
import { NoticeList } from './notice-list';
import { BADGE_OVERFLOW, bellLabel } from '../model/bell-label';

/** The user's own announcements, where 查看更多 leads. */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';
/** Width of the notice popover (000 §9). */
export const NOTICE_POPOVER_WIDTH = 300;

interface HeaderNoticeProps {
  /** The signed-in user's id (userInfo.id): the live connection is per user. */
  userId: string | null | undefined;
  token: string | null | undefined;
  renderComponent?: NoticeComponentRenderer;
}

/** The header bell (spec 000 §2.6): 通知(n) and 系统消息(n), polled and refreshed on a push. */
export function HeaderNotice({ userId, token, renderComponent }: HeaderNoticeProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data, isFetching } = useQuery(announcementQueries.byUser());
  useAnnouncementPush(userId, token);
  const opener = useNoticeOpener();
  // The popover's lists do not change under a pressed pointer (a reload then would lose the click on an entry).
  const { shown, onPointerDownCapture } = useHeldWhilePressed(data);

  const anntTotal = data?.anntMsgTotal ?? 0;
  const sysTotal = data?.sysMsgTotal ?? 0;

  const openEntry = (entry: Parameters<typeof opener.open>[0]) => {
    setOpen(false);
    opener.open(entry);
  };
  const viewMore = () => {
    setOpen(false);
    navigate(MY_ANNOUNCEMENTS_PATH);
  };

  const content = (
    <Spin spinning={isFetching && !data}>
      <div onPointerDownCapture={onPointerDownCapture}>
        <Tabs
          size="small"
          items={[
            {
              key: '1',
              label: `通知(${shown?.anntMsgTotal ?? 0})`,
              children: <NoticeList entries={shown?.anntMsgList ?? []} onOpen={openEntry} onViewMore={viewMore} />,
            },
            {
              key: '2',
              label: `系统消息(${shown?.sysMsgTotal ?? 0})`,
              children: <NoticeList entries={shown?.sysMsgList ?? []} onOpen={openEntry} onViewMore={viewMore} />,
            },
          ]}
        />
      </div>
    </Spin>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={content}
        // Shifted along the top bar to stay on the screen: aligned at the bell's right edge, the 300 px panel began
        // 46 px left of a 375 px phone's screen (issue 34).
        align={{ overflow: { adjustY: true, shiftX: true } }}
        styles={{ root: { width: NOTICE_POPOVER_WIDTH, maxWidth: 'calc(100vw - 16px)' } }}
        classNames={{ root: 'header-notice-popover' }}
      >
        <Button type="text" aria-label={bellLabel(anntTotal + sysTotal)} data-testid="header-notice" data-count={anntTotal + sysTotal} style={{ paddingInline: 4 }}>
          <Badge count={anntTotal + sysTotal} overflowCount={BADGE_OVERFLOW} size="small">
            <BellOutlined style={{ fontSize: 16, padding: 4 }} />
          </Badge>
        </Button>
      </Popover>
      <AnnouncementDetailModal
        notice={opener.detail}
        onClose={opener.closeDetail}
        onHandle={(openPage) => {
          opener.closeDetail();
          navigate(openPage);
        }}
      />
      <NoticeComponentDialog target={opener.componentTarget} renderComponent={renderComponent} onClose={opener.closeComponent} />
    </>
  );
}
