import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Divider, Grid, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListTable, ListToolbar, RowConfirmLink, RowDeleteLink, RowLink, SearchForm, listRequestParams, useListData, useListUrlState, type SearchSchema } from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery, type QueryField } from '@/widgets/query-builder';
import { adminAnnouncementsKey, loadAdminAnnouncements } from '../api/announcement-lists';
import {
  addAnnouncement,
  deleteAnnouncement,
  editAnnouncement,
  releaseAnnouncement,
  revokeAnnouncement,
} from '../api/announcement-mutations';
import type { Announcement, AnnouncementForm } from '../api/announcement-types';
import { AnnouncementDetailModal } from '../components/announcement-detail-modal';
import { AnnouncementFormModal } from '../components/announcement-form-modal';
import { PriorityTag } from '../components/priority-tag';
import { shownFrom, useFittingColumns } from '../hooks/use-fitting-columns';
import {
  announcementActions,
  dictText,
  MSG_CATEGORY_TEXT,
  MSG_TYPE_TEXT,
  SEND_STATUS_TEXT,
} from '../model/announcement-dicts';

const SEND_STATUS_COLORS: Readonly<Record<string, string>> = { '0': 'default', '1': 'green', '2': 'orange' };

/** The title takes the room the other columns leave, and never less than this. */
const TITLE_MIN_WIDTH = 120;

const SEARCH: SearchSchema = [
  { kind: 'text', name: 'titile', label: '标题', match: 'like' },
  { kind: 'select', name: 'sendStatus', label: '发布状态', options: Object.entries(SEND_STATUS_TEXT).map(([value, label]) => ({ value, label })) },
];
const optionsOf = (dict: Readonly<Record<string, string>>) => Object.entries(dict).map(([value, label]) => ({ value, label }));
const QUERY_FIELDS: QueryField[] = [
  { value: 'titile', text: '标题', type: 'string' },
  { value: 'msgCategory', text: '消息类型', type: 'string', options: optionsOf(MSG_CATEGORY_TEXT) },
  { value: 'sender', text: '发布人', type: 'string' },
  { value: 'msgType', text: '通告对象', type: 'string', options: optionsOf(MSG_TYPE_TEXT) },
  { value: 'sendStatus', text: '发布状态', type: 'string', options: optionsOf(SEND_STATUS_TEXT) },
  { value: 'sendTime', text: '发布时间', type: 'datetime' },
];
const SCREEN = 'system/SysAnnouncementList';
const NEWEST_FIRST = { column: 'createTime', order: 'desc' } as const;

/** /isystem/annountCement (menu component system/SysAnnouncementList): list, add, edit, release, revoke. */
export function AnnouncementAdminPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [viewing, setViewing] = useState<Announcement | null>(null);
  const url = useListUrlState(SCREEN, NEWEST_FIRST);
  const superQuery = useSuperQuery();
  const data = useListData(adminAnnouncementsKey, loadAdminAnnouncements, listRequestParams(url.state, { schema: SEARCH, superQuery: superQuery.query }));

  const done = async (text: string) => {
    message.success(text);
    await data.reload();
  };

  const save = useMutation({
    mutationFn: (form: AnnouncementForm) => (form.id ? editAnnouncement({ ...form, id: form.id }) : addAnnouncement(form)),
    onSuccess: async (text) => {
      setEditing(null);
      await done(text || '操作成功');
    },
  });
  const release = useMutation({ mutationFn: releaseAnnouncement, onSuccess: (text) => done(text || '该系统通知发布成功') });
  const revoke = useMutation({ mutationFn: revokeAnnouncement, onSuccess: (text) => done(text || '该系统通知撤销成功') });
  const remove = useMutation({ mutationFn: deleteAnnouncement, onSuccess: (text) => done(text || '删除成功!') });

  const isPhone = !Grid.useBreakpoint().sm;
  const allColumns = useMemo<TableColumnsType<Announcement>>(
    () => [
      {
        title: '标题',
        dataIndex: 'titile',
        ellipsis: { showTitle: false },
        render: (title: string) => (
          <Tooltip placement="topLeft" title={title}>
            <span data-testid="announcement-title">{title}</span>
          </Tooltip>
        ),
      },
      {
        title: '消息类型',
        dataIndex: 'msgCategory',
        width: 90,
        ...shownFrom('xl'),
        render: (value: string, row) => dictText(MSG_CATEGORY_TEXT, value, row.msgCategory_dictText),
      },
      { title: '开始时间', dataIndex: 'startTime', width: 160, ...shownFrom('xxl') },
      { title: '结束时间', dataIndex: 'endTime', width: 160, ...shownFrom('xxl') },
      { title: '发布人', dataIndex: 'sender', width: 90, ellipsis: true, ...shownFrom('xl') },
      { title: '优先级', dataIndex: 'priority', width: 90, ...shownFrom('md'), render: (value: string) => <PriorityTag priority={value} /> },
      { title: '通告对象', dataIndex: 'msgType', width: 100, ...shownFrom('xxl'), render: (value: string, row) => dictText(MSG_TYPE_TEXT, value, row.msgType_dictText) },
      {
        title: '发布状态',
        dataIndex: 'sendStatus',
        width: 90,
        render: (value: string, row) => (
          <Tag color={SEND_STATUS_COLORS[value] ?? 'default'}>{dictText(SEND_STATUS_TEXT, value, row.sendStatus_dictText)}</Tag>
        ),
      },
      { title: '发布时间', dataIndex: 'sendTime', width: 170, ...shownFrom('sm') },
      { title: '撤销时间', dataIndex: 'cancelTime', width: 170, ...shownFrom('lg') },
      {
        title: '操作',
        key: 'action',
        fixed: 'right',
        // On a phone the links go two to a line.
        width: isPhone ? 96 : 200,
        render: (_value, row) => {
          const allowed = announcementActions(row.sendStatus);
          return (
            <Space size={isPhone ? [8, 0] : 0} wrap={isPhone} separator={isPhone ? undefined : <Divider orientation="vertical" />}>
              {allowed.canEdit && <RowLink onClick={() => setEditing(row)}>编辑</RowLink>}
              {allowed.canRelease && (
                <RowConfirmLink title="确定发布吗?" onConfirm={() => release.mutateAsync(row.id)}>
                  发布
                </RowConfirmLink>
              )}
              {allowed.canRevoke && (
                <RowConfirmLink title="确定撤销吗?" onConfirm={() => revoke.mutateAsync(row.id)}>
                  撤销
                </RowConfirmLink>
              )}
              <RowLink onClick={() => setViewing(row)}>查看</RowLink>
              <RowDeleteLink onConfirm={() => remove.mutateAsync(row.id).then(() => undefined)} />
            </Space>
          );
        },
      },
    ],
    [release, revoke, remove, isPhone],
  );
  const { columns, minWidth } = useFittingColumns(allColumns, TITLE_MIN_WIDTH);

  return (
    <Card data-testid="announcement-admin-page" styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      <SearchForm
        schema={SEARCH}
        filters={url.state.filters}
        onSearch={url.search}
        onReset={() => {
          // 重置 also drops the advanced query: nothing the user cannot see keeps filtering the list.
          superQuery.clear();
          url.reset();
        }}
        extra={<SuperQueryButton fields={QUERY_FIELDS} state={superQuery} saveCode={SCREEN} />}
      />
      <ListToolbar>
        <Button type="primary" onClick={() => setEditing('new')}>
          新增
        </Button>
      </ListToolbar>
      <ListTable url={url} data={data} columns={columns} scrollX={minWidth} />
      <AnnouncementFormModal editing={editing} saving={save.isPending} onCancel={() => setEditing(null)} onSubmit={(form) => save.mutate(form)} />
      <AnnouncementDetailModal
        notice={viewing}
        onClose={() => setViewing(null)}
        onHandle={(openPage) => {
          setViewing(null);
          navigate(openPage);
        }}
      />
    </Card>
  );
}
