import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Form, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { announcementQueries } from '../api/announcement-queries';
import { markAllAnnouncementsRead } from '../api/announcement-mutations';
import type { AnnouncementSendRow } from '../api/announcement-types';
import { AnnouncementDetailModal } from '../components/announcement-detail-modal';
import { NoticeComponentDialog } from '../components/notice-component-dialog';
import { PriorityTag } from '../components/priority-tag';
import { useNoticeOpener } from '../hooks/use-notice-opener';
import { dictText, MSG_CATEGORY_TEXT, READ_FLAG_TEXT } from '../model/announcement-dicts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, positiveInt, totalText } from '../model/list-pagination';

interface SearchValues {
  titile?: string;
  sender?: string;
}

/** /isps/userAnnouncement (menu component isps/UserAnnouncementList): the user's own announcements. */
export function UserAnnouncementPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<SearchValues>();
  const opener = useNoticeOpener();
  const openNotice = opener.open;

  const filters = {
    pageNo: positiveInt(params.get('pageNo'), 1),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE),
    titile: params.get('titile') ?? undefined,
    sender: params.get('sender') ?? undefined,
  };
  const { data, isFetching } = useQuery(announcementQueries.mine(filters));

  const updateParams = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };

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
    await queryClient.invalidateQueries({ queryKey: announcementQueries.all });
  };

  return (
    <Card data-testid="user-announcement-page">
      <Form
        form={form}
        name="my-announcement-search"
        layout="inline"
        initialValues={{ titile: filters.titile, sender: filters.sender }}
        onFinish={(values) => updateParams({ titile: values.titile?.trim(), sender: values.sender?.trim(), pageNo: 1 })}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item label="标题" name="titile">
          <Input placeholder="请输入标题" allowClear />
        </Form.Item>
        <Form.Item label="发布人" name="sender">
          <Input placeholder="请输入发布人" allowClear />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({ titile: undefined, sender: undefined });
              updateParams({ titile: undefined, sender: undefined, pageNo: 1 });
            }}
          >
            重置
          </Button>
          <Button onClick={() => void readAll()}>全部标注已读</Button>
        </Space>
      </Form>
      <Table<AnnouncementSendRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        pagination={{
          current: filters.pageNo,
          pageSize: filters.pageSize,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: totalText,
          onChange: (pageNo, pageSize) => updateParams({ pageNo, pageSize }),
        }}
      />
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
