import { Button, Empty, List, Typography } from 'antd';
import type { AnnouncementEntry } from '../api/announcement-types';
import { PriorityTag } from './priority-tag';

interface NoticeListProps {
  entries: readonly AnnouncementEntry[];
  onOpen: (entry: AnnouncementEntry) => void;
  onViewMore: () => void;
}

export function NoticeList({ entries, onOpen, onViewMore }: NoticeListProps) {
  return (
    <div>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
      ) : (
        <List
          size="small"
          dataSource={entries as AnnouncementEntry[]}
          rowKey="id"
          renderItem={(entry) => (
            <List.Item data-testid="notice-entry" style={{ paddingInline: 0 }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Link onClick={() => onOpen(entry)} ellipsis style={{ display: 'block' }}>
                  标题：{entry.titile}
                </Typography.Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {entry.sendTime} 发布
                </Typography.Text>
              </div>
              <span onClick={() => onOpen(entry)} style={{ cursor: 'pointer' }}>
                <PriorityTag priority={entry.priority} />
              </span>
            </List.Item>
          )}
        />
      )}
      <Button type="dashed" block onClick={onViewMore} style={{ marginTop: 5 }}>
        查看更多
      </Button>
    </div>
  );
}
