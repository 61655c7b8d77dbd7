import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListTable, ListToolbar, SearchForm, listRequestParams, useListData, useListUrlState, type SearchSchema } from '@/widgets/list-page';
import { loadMyAnnouncements, myAnnouncementsKey } from '../api/announcement-lists';
import { announcementQueries } from '../api/announcement-queries';
import { markAllAnnouncementsRead } from '../api/announcement-mutations';
import type { AnnouncementSendRow } from '../api/announcement-types';
import { AnnouncementDetailModal } from '../components/announcement-detail-modal';
import { NoticeComponentDialog } from '../components/notice-component-dialog';
import { PriorityTag } from '../components/priority-tag';
import { useNoticeOpener } from '../hooks/use-notice-opener';
import { dictText, MSG_CATEGORY_TEXT, READ_FLAG_TEXT } from '../model/announcement-dicts';

const SEARCH: SearchSchema = [
  { kind: 'text', name: 'titile', label: '标题' },
  { kind: 'text', name: 'sender', label: '发布人' },
];

/** /isps/userAnnouncement (menu component system/UserAnnouncementList): the user's own announcements. */
export function UserAnnouncementPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const opener = useNoticeOpener();
  const openNotice = opener.open;
  const url = useListUrlState('system/UserAnnouncementList');
  const data = useListData(myAnnouncementsKey, loadMyAnnouncements, listRequestParams(url.state, { schema: SEARCH }));

  const columns = useMemo<TableColumnsType<AnnouncementSendRow>>(
    () => [
      { title: '标题', dataIndex: 'titile', ellipsis: true },
      { title: '消息类型', dataIndex: 'msgCategory', width: 100, render: (value: string) => dictText(MSG_CATEGORY_TEXT, value) },
      { title: '发布人', dataIndex: 'sender', width: 100 },
      { title: '发布时间', dataIndex: 'sendTime', width: 170 },
      { title: '优先级', dataIndex: 'priority', width: 100, render: (value: string) => <PriorityTag priority={value} /> },
      {
        title: '阅读状态',
        dataIndex: 'readFlag',
        width: 100,
        render: (value: string) => <Badge status={value === '1' ? 'default' : 'error'} text={dictText(READ_FLAG_TEXT, value)} />,
      },
      {
        title: '操作',
        key: 'action',
        width: 80,
        render: (_value, row) => (
          <Typography.Link
            onClick={() =>
              openNotice(
                {
                  id: row.anntId,
                  titile: row.titile,
                  sender: row.sender,
                  sendTime: row.sendTime,
                  priority: row.priority,
                  msgContent: row.msgContent,
                  openType: row.openType,
                  openPage: row.openPage,
                  busId: row.busId,
                },
                { markRead: row.readFlag !== '1' },
              )
            }
          >
            查看
          </Typography.Link>
        ),
      },
    ],
    [openNotice],
  );

  const readAll = async () => {
    const text = await markAllAnnouncementsRead();
    message.success(text || '全部已读');
    // The header's bell reads the same announcements.
    await queryClient.invalidateQueries({ queryKey: announcementQueries.all });
  };

  return (
    <Card data-testid="user-announcement-page">
      <SearchForm schema={SEARCH} filters={url.state.filters} onSearch={url.search} onReset={url.reset} />
      <ListToolbar>
        <Button onClick={() => void readAll()}>全部标注已读</Button>
      </ListToolbar>
      <ListTable url={url} data={data} columns={columns} />
      <AnnouncementDetailModal
        notice={opener.detail}
        onClose={opener.closeDetail}
        onHandle={(openPage) => {
          opener.closeDetail();
          navigate(openPage);
        }}
      />
      <NoticeComponentDialog target={opener.componentTarget} onClose={opener.closeComponent} />
    </Card>
  );
}
