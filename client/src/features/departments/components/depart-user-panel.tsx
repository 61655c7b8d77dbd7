import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAccess } from '@/widgets/access';
import { DEFAULT_PAGE_SIZE, RowActions, RowDeleteLink, RowLink, RowPartsScope, SelectionBar, useRowSelection } from '@/widgets/list-page';
import { UserSelectModal } from '@/widgets/user-picker';
import { addDepartUsers, removeDepartUsers } from '../api/depart-mutations';
import { DepartPermission } from '../api/depart-permissions';
import { departQueries, type DepartNode, type DepartUser } from '../api/depart-queries';
import { AuthorisedDepartsModal } from './authorised-departs-modal';
import { panelPagination } from './panel-pagination';
import { PanelSearch } from './panel-search';
import { UserDepartRolesDrawer } from './user-depart-roles-drawer';

const REMOVED = '删除用户与选中部门关系成功！';

/**
 * 用户信息: the users of the selected department and below it, with 添加已有用户 and 取消关联, and per user 授权部门 and
 * 分配部门角色 (upstream DeptUserInfo).
 */
export function DepartUserPanel({ depart }: { depart: DepartNode }) {
  const { message, modal } = App.useApp();
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [picking, setPicking] = useState(false);
  const [authorising, setAuthorising] = useState<DepartUser | null>(null);
  const [assigning, setAssigning] = useState<DepartUser | null>(null);
  const selection = useRowSelection<DepartUser>();
  const users = useQuery({ ...departQueries.users({ depId: depart.id, username, ...page }), placeholderData: keepPreviousData });

  const refresh = () => queryClient.invalidateQueries({ queryKey: [...departQueries.all, 'users'] });
  const add = useMutation({
    mutationFn: (ids: string[]) => addDepartUsers(depart.id, ids),
    onSuccess: async (text) => {
      message.success(text || '添加成功!');
      setPicking(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => removeDepartUsers(depart.id, ids),
    onSuccess: async () => {
      message.success(REMOVED);
      selection.clear();
      await refresh();
    },
  });

  const removeSelected = () => {
    if (selection.selectedKeys.length === 0) {
      message.warning('请选择一条记录！');
      return;
    }
    modal.confirm({ title: '确认取消', content: '是否取消用户与选中部门的关联?', onOk: () => remove.mutateAsync(selection.selectedKeys.map(String)) });
  };

  const columns: TableColumnsType<DepartUser> = [
    { title: '用户账号', dataIndex: 'username', width: 100, ellipsis: true },
    { title: '用户名称', dataIndex: 'realname', width: 90, ellipsis: true },
    { title: '部门', dataIndex: 'orgCode', ellipsis: true, responsive: ['sm'] },
    // The panel is half the page wide: the minor columns wait for a wide screen.
    { title: '性别', dataIndex: 'sex_dictText', width: 60, responsive: ['xxl'] },
    { title: '电话', dataIndex: 'phone', width: 120, responsive: ['xxl'] },
    {
      title: '操作',
      key: 'action',
      width: 260,
      render: (_value, row) => (
        <RowActions style={{ whiteSpace: 'nowrap' }}>
          <RowLink onClick={() => setAuthorising(row)}>授权部门</RowLink>
          <RowLink onClick={() => setAssigning(row)}>分配部门角色</RowLink>
          {can(DepartPermission.removeUsers) && <RowDeleteLink title="确定取消与选中部门关联吗?" label="取消关联" danger={false} onConfirm={() => remove.mutateAsync([row.id])} />}
        </RowActions>
      ),
    },
  ];

  return (
    <div data-testid="depart-users">
      <PanelSearch
        name="depart-user-search"
        label="用户账号"
        placeholder="请输入账号"
        onSearch={(text) => {
          setUsername(text);
          setPage((current) => ({ ...current, pageNo: 1 }));
        }}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        {can(DepartPermission.addUsers) && (
          <Button type="primary" onClick={() => setPicking(true)}>
            添加已有用户
          </Button>
        )}
        {can(DepartPermission.removeUsers) && (
          <Button disabled={selection.selectedKeys.length === 0} onClick={removeSelected}>
            取消关联
          </Button>
        )}
      </Space>
      <SelectionBar selection={selection} />
      <RowPartsScope>
        <Table<DepartUser>
          rowKey="id"
          size="middle"
          bordered
          loading={users.isFetching}
          columns={columns}
          dataSource={users.data?.records ?? []}
          rowSelection={can(DepartPermission.removeUsers) ? selection.tableProps : undefined}
          scroll={{ x: 570 }}
          pagination={panelPagination(page, users.data?.total ?? 0, setPage)}
        />
      </RowPartsScope>
      <UserSelectModal open={picking} chosen={[]} title="添加已有用户" onOk={(chosen) => chosen.length > 0 && add.mutate(chosen.map((user) => user.id))} onCancel={() => setPicking(false)} />
      <AuthorisedDepartsModal user={authorising} onClose={() => setAuthorising(null)} />
      <UserDepartRolesDrawer departId={depart.id} user={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}
