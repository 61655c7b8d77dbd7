import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Grid, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BatchActions, ListTable, ListToolbar, RowLink, SearchForm, SelectionBar, listRequestParams, useListData, useListUrlState, useRowsAction, useRowSelection, type Filters, type ListUrlState, type SearchSchema } from '@/widgets/list-page';
import { UserFormDrawer, type UserEditing } from '@/widgets/user-form';
import { UserSelectModal } from '@/widgets/user-picker';
import { addRoleUsers, removeRoleUser, removeRoleUsers } from '../api/role-mutations';
import { loadRoleUsers, roleQueries, type RoleUser } from '../api/role-queries';

const SCREEN = 'system/RoleUserList';
const ROLE_PARAM = 'roleId';
const SEARCH: SearchSchema = [{ kind: 'text', name: 'username', label: '用户账号', match: 'like', placeholder: '请输入用户账号' }];

/** /isystem/roleUserList?roleId=… (menu component system/RoleUserList, a hidden entry): the users of one role. */
export function RoleUserListPage() {
  const url = useListUrlState(SCREEN);
  const roleId = typeof url.state.filters[ROLE_PARAM] === 'string' ? url.state.filters[ROLE_PARAM] : '';
  return roleId ? (
    <RoleUsers key={roleId} roleId={roleId} url={url} />
  ) : (
    <Card data-testid="role-user-list-page">
      <Empty description="请选择一个角色!">
        <Link to="/isystem/role">角色管理</Link>
      </Empty>
    </Card>
  );
}

function RoleUsers({ roleId, url }: { roleId: string; url: ListUrlState }) {
  const { message, modal } = App.useApp();
  const isPhone = !Grid.useBreakpoint().sm;
  const role = useQuery(roleQueries.role(roleId));
  const params = listRequestParams(url.state, { schema: SEARCH });
  const load = useMemo(() => loadRoleUsers(roleId), [roleId]);
  const data = useListData<RoleUser>(roleQueries.users(roleId), load, params);
  const selection = useRowSelection<RoleUser>();
  const list = { url, data, selection };
  const unlink = useRowsAction(list, (ids) => removeRoleUser(roleId, ids), { action: 'delete', confirmTitle: '确定取消关联吗?', done: '删除成功!', removesRows: true });
  const unlinkBatch = useRowsAction(list, (ids) => removeRoleUsers(roleId, ids), { action: 'deleteBatch', confirmTitle: '确认取消关联', confirmContent: '是否删除选中数据?', done: '删除成功!', removesRows: true });
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState<UserEditing | null>(null);
  const add = useMutation({
    mutationFn: (userIds: string[]) => addRoleUsers(roleId, userIds),
    onSuccess: async (text) => {
      message.success(text || '添加成功!');
      await data.reload();
    },
  });
  // The role stays in the address whatever the search.
  const search = (filters: Filters) => url.search({ ...filters, [ROLE_PARAM]: roleId });

  const columns = useMemo<TableColumnsType<RoleUser>>(
    () => [
      { title: '用户账号', dataIndex: 'username', width: 120, ellipsis: true },
      { title: '用户名称', dataIndex: 'realname', width: 100, ellipsis: true },
      { title: '状态', dataIndex: 'status_dictText', width: 80 },
      {
        title: '操作',
        key: 'action',
        width: 96,
        fixed: 'right',
        render: (_value, row) => (
          <RowLink onClick={() => modal.confirm({ title: '确定取消关联吗?', onOk: () => unlink.runNow([row.id]) })}>取消关联</RowLink>
        ),
      },
    ],
    [modal, unlink],
  );

  return (
    <Card
      data-testid="role-user-list-page"
      title={`角色用户 - ${role.data?.roleName ?? ''}`}
      extra={<Link to="/isystem/role">返回角色管理</Link>}
      styles={{ body: { padding: isPhone ? 12 : 24 } }}
    >
      <SearchForm schema={SEARCH} filters={url.state.filters} onSearch={search} onReset={() => search({})} />
      <ListToolbar>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating({ mode: 'add', roleIds: [roleId] })}>
          新增用户
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
          已有用户
        </Button>
        <BatchActions selectedCount={selection.selectedKeys.length} actions={[{ key: 'unlink', label: '取消关联', danger: true, onClick: unlinkBatch.runOnSelection }]} />
      </ListToolbar>
      <SelectionBar selection={selection} />
      <ListTable url={url} data={data} columns={columns} selection={selection} scrollX={400} />
      {/* The new user is given this role through the form's own selectedroles, as upstream presets it. */}
      <UserFormDrawer
        editing={creating}
        onClose={() => setCreating(null)}
        onSaved={() => {
          setCreating(null);
          void data.reload();
        }}
      />
      <UserSelectModal
        open={picking}
        chosen={[]}
        onCancel={() => setPicking(false)}
        onOk={(users) => {
          setPicking(false);
          if (users.length > 0) add.mutate(users.map((user) => user.id));
        }}
      />
    </Card>
  );
}
