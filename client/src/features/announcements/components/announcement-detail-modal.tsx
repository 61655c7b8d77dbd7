import { useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Grid, Modal, Space, Typography } from 'antd';
import { announcementQueries } from '../api/announcement-queries';
import type { AnnouncementDetail } from '../api/announcement-types';
import { NOTICE_DETAIL_MODAL_WIDTH } from '@/shared/config/widget-constants';
import { RichTextView } from '@/widgets/editors/rich-text/rich-text-view';
import { handleTarget } from '../model/open-action';
import { PriorityTag } from './priority-tag';

interface AnnouncementDetailModalProps {
  notice: AnnouncementDetail | null;
  onClose: () => void;
  /** 去处理: go to the announcement's page (open type url only). */
  onHandle: (openPage: string) => void;
}

/** 通知消息: 60 % wide, full screen on mobile; the content is sanitised HTML (spec 000 §2.6). */
export function AnnouncementDetailModal({ notice, onClose, onHandle }: AnnouncementDetailModalProps) {
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const sender = notice?.sender ?? '';
  const { data: realname } = useQuery({ ...announcementQueries.senderRealname(sender), enabled: Boolean(sender) });
  const target = notice ? handleTarget(notice) : null;

  return (
    <Modal
      open={notice !== null}
      title="通知消息"
      width={mobile ? '100%' : NOTICE_DETAIL_MODAL_WIDTH}
      style={mobile ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : { top: 20 }}
      styles={{ body: { maxHeight: mobile ? 'calc(100vh - 120px)' : '70vh', overflowY: 'auto' } }}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          {target && (
            <Button type="primary" onClick={() => onHandle(target)}>
              去处理
            </Button>
          )}
        </Space>
      }
    >
      {notice && (
        <Card variant="borderless" styles={{ body: { padding: 0 } }} data-testid="announcement-detail">
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {notice.titile}
          </Typography.Title>
          <Space wrap size={[16, 4]}>
            <Typography.Text type="secondary" data-testid="announcement-sender">
              发布人：{realname ?? sender}
            </Typography.Text>
            <Typography.Text type="secondary">发布时间：{notice.sendTime ?? '-'}</Typography.Text>
            {notice.createTime && <Typography.Text type="secondary">创建时间：{notice.createTime}</Typography.Text>}
            <PriorityTag priority={notice.priority} />
          </Space>
          <Divider style={{ margin: '12px 0' }} />
          <RichTextView html={notice.msgContent} className="announcement-content" data-testid="announcement-content" />
        </Card>
      )}
    </Modal>
  );
}
