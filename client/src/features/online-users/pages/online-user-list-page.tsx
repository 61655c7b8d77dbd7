// /isystem/online (menu component system/SysUserOnlineList): 在线用户 — the open sessions, searched by account, with
// 强退 ending a session (the user's browser is signed out at its next call).
import { UserOutlined } from '@ant-design/icons';
import { App, Card, Grid } from 'antd';
import { useMemo } from 'react';
import { staticFileUrl } from '@/api/static-url';
import { useCurrentUser } from '@/widgets/shell';
import { ListTable, RowAvatar, RowConfirmLink, SearchForm, listRequestParams, useListData, useListUrlState, type ListColumn, type SearchSchema } from '@/widgets/list-page';
import { forceLogout, loadOnlineUsers, type OnlineUser } from '../api/online-user-api';

const SEARCH: SearchSchema = [{ kind: 'text', name: 'username', label: '用户账号' }];

export function OnlineUserListPage() {
  const { message } = App.useApp();
  const isPhone = !Grid.useBreakpoint().sm;
  const me = useCurrentUser();
  const url = useListUrlState('system/SysUserOnlineList');
  const data = useListData(['online-users', 'list'], loadOnlineUsers, listRequestParams(url.state, { schema: SEARCH }));

  // On a phone the table fits the screen (no sideways scroll, no fixed 操作 over the other columns): account, name,
  // login time wrapped, 强退.
  const columns = useMemo<ListColumn<OnlineUser>[]>(
    () => [
      { title: '用户账号', dataIndex: 'username', width: isPhone ? undefined : 140, onCell: () => ({ style: { wordBreak: 'break-all' } }) },
      { title: '用户姓名', dataIndex: 'realname', width: isPhone ? 76 : 120 },
      {
        title: '头像',
        dataIndex: 'avatar',
        width: 80,
        align: 'center',
        responsive: ['md'],
        render: (avatar: string | null) => <RowAvatar src={avatar ? staticFileUrl(avatar) : undefined} icon={<UserOutlined />} />,
      },
      { title: '性别', dataIndex: 'sex', width: 80, dictText: true, responsive: ['md'] },
      { title: '手机号', dataIndex: 'phone', width: 140, responsive: ['lg'] },
      { title: '登录时间', dataIndex: 'loginTime', width: isPhone ? 96 : 180 },
      { title: 'IP', dataIndex: 'ip', width: 140, responsive: ['lg'] },
      {
        title: '操作',
        key: 'action',
        width: isPhone ? 56 : 90,
        fixed: isPhone ? undefined : 'right',
        render: (_value, row) =>
          row.token && row.username !== me.username ? (
            <RowConfirmLink
              danger
              title={`强制退出用户「${row.realname}」？`}
              onConfirm={async () => {
                const text = await forceLogout(row).catch(() => null);
                if (text === null) return;
                message.success(text || '退出登录成功！');
                await data.reload();
              }}
            >
              强退
            </RowConfirmLink>
          ) : null,
      },
    ],
    [me.username, message, data, isPhone],
  );

  return (
    <Card data-testid="online-user-list-page" styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      <SearchForm schema={SEARCH} filters={url.state.filters} onSearch={url.search} onReset={url.reset} />
      <ListTable url={url} data={data} columns={columns} rowKey="token" scrollX={isPhone ? undefined : 860} />
    </Card>
  );
}
